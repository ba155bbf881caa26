// Small files whose decode would take hundreds of megabytes within the pixel limit (a progressive CMYK JPEG, a
// progressive 4:4:4 one, an interlaced 16-bit RGBA PNG, HEICs that declare 49 megapixels or 10 bits a sample), as
// estimate photos over every path (the API, the page with its form token, the resumable upload) and into the media
// library with the admin's token: each is refused from its header, with no decode started (a 413 where the photo is
// all there is to refuse; the forms, which the storm leaves incomplete, say 400 for their fields first).
import {
  cmykProgressiveJpeg,
  heicDeclaring,
  interlacedPng16,
  progressive444Jpeg,
} from "../../../tests/support/hostile-files";
import { type FilePart, multipartBody } from "../../../tests/support/multipart-body";
import type { Attack } from "../attack";
import { inParallel } from "../client";
import { type Outcome, record } from "../tally";
import { resumableUpload } from "../tus";

const tooLarge = (outcome: Outcome) => "status" in outcome && outcome.status === 413;

async function decodeBombs() {
  return [
    { name: "cmyk.jpg", type: "image/jpeg", bytes: cmykProgressiveJpeg() },
    { name: "444.jpg", type: "image/jpeg", bytes: progressive444Jpeg() },
    { name: "rgba16.png", type: "image/png", bytes: await interlacedPng16() },
    { name: "49mp.heic", type: "image/heic", bytes: heicDeclaring(7000, 7000) },
    { name: "hdr.heic", type: "image/heic", bytes: heicDeclaring(6000, 4000, { bits: 10 }) },
  ];
}

export const decodeMemory: Attack = {
  name: "decode memory",
  wave: "to the decoder",
  run: async (storm) => {
    const { send, withToken, auth } = storm;
    const files = await decodeBombs();
    const kind = "decode bomb within the pixel limit";
    await inParallel(
      4,
      files.flatMap((file) => {
        const part = (name: string): FilePart => ({
          name,
          filename: file.name,
          type: file.type,
          content: file.bytes,
        });
        const fields: [string, string][] = [["name", "Storm"]];
        return [
          async () => {
            const { contentType, data } = multipartBody(fields, [part("photos")]);
            record(
              kind,
              await send("/api/estimates", { headers: { "Content-Type": contentType }, body: data }),
            );
          },
          async () => {
            const { contentType, data } = multipartBody(withToken(fields), [part("photos")]);
            record(kind, await send("/estimate", { headers: { "Content-Type": contentType }, body: data }));
          },
          async () => {
            record(kind, await resumableUpload(storm, file.bytes, file.type), tooLarge);
          },
          // The media library, where a full-size bitmap used to be made of every upload.
          async () => {
            const { contentType, data } = multipartBody([["caption", "Storm"]], [part("img")]);
            record(
              `${kind}, into the media library`,
              await send("/api/upload", { headers: { "Content-Type": contentType, ...auth }, body: data }),
              tooLarge,
            );
          },
        ];
      }),
    );
  },
};
