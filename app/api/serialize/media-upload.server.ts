import type { MediaUploadJson } from "~/api/contract/media";
import type { MediaUploadRow } from "~/media-library/media-upload.server";

export function mediaUploadToJson(upload: MediaUploadRow): MediaUploadJson {
  return {
    _id: upload.id,
    kind: upload.kind,
    src: upload.path,
    caption: upload.caption,
    alt: upload.alt,
    hidden: upload.hidden,
    mime: upload.mime,
    bytes: upload.bytes,
    width: upload.width,
    height: upload.height,
    variants: upload.variants,
    createdAt: upload.createdAt.toISOString(),
  };
}
