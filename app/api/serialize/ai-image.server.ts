import type { AiImageJson } from "~/api/contract/media";
import type { AiImageRow } from "~/ai/ai-image.server";

export function aiImageToJson(image: AiImageRow): AiImageJson {
  return {
    _id: image.id,
    url: image.url,
    prompt: image.prompt,
    name: image.name,
    size: image.size,
    width: image.width,
    height: image.height,
    variants: image.variants,
    source: image.source,
    unsplash: image.unsplash ?? null,
    createdAt: image.createdAt.toISOString(),
  };
}
