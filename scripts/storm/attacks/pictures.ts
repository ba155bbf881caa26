// Pictures: files whose headers lie, decompression bombs, many real photos at once, and a resumable upload that
// declares 10 GB.
import { heicDeclaring, lyingHeaders, pngDeclaring } from "../../../tests/support/hostile-files";
import { type FilePart, multipartBody } from "../../../tests/support/multipart-body";
import type { Attack } from "../attack";
import { photoJpeg } from "../bodies";
import { inParallel } from "../client";
import { record } from "../tally";
import { resumableUpload } from "../tus";

// Files whose headers lie about their sizes, and small files that declare 20,000 × 20,000 pixels, as photos of an
// estimate request (from the API, and from the page with its form token).
export const lyingHeadersAndBombs: Attack = {
  name: "lying headers and bombs",
  wave: "to the decoder",
  run: async (storm) => {
    const { send, withToken } = storm;
    const files: [string, { name: string; type: string; bytes: Buffer }][] = [
      ...lyingHeaders().map((file) => ["lying header", file] as [string, typeof file]),
      ["decompression bomb", { name: "bomb.png", type: "image/png", bytes: pngDeclaring(20_000, 20_000) }],
      ["decompression bomb", { name: "bomb.heic", type: "image/heic", bytes: heicDeclaring(20_000, 20_000) }],
    ];
    await inParallel(
      4,
      files.flatMap(([kind, file]) =>
        ["/api/estimates", "/estimate"].map((target) => async () => {
          const part: FilePart = {
            name: "photos",
            filename: file.name,
            type: file.type,
            content: file.bytes,
          };
          const fields: [string, string][] = [["name", "Storm"]];
          const { contentType, data } = multipartBody(target === "/estimate" ? withToken(fields) : fields, [
            part,
          ]);
          record(kind, await send(target, { headers: { "Content-Type": contentType }, body: data }));
        }),
      ),
    );
    // The HEIC bomb over the resumable path too: created, then sent whole.
    for (const bytes of [heicDeclaring(20_000, 20_000), pngDeclaring(20_000, 20_000)]) {
      record("decompression bomb", await resumableUpload(storm, bytes, "image/heic"));
    }
  },
};

// 50 photo uploads at once, each a real 1600 × 1200 photo in a request that is refused once it is read (no consent):
// the decoder's slots and the upload bound, not the fields, are what is tested.
export const fiftyPhotoUploads: Attack = {
  name: "50 photo uploads",
  wave: "filling the upload bound",
  run: async ({ send }) => {
    const photo = await photoJpeg();
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const part: FilePart = {
          name: "photos",
          filename: `site-${i}.jpg`,
          type: "image/jpeg",
          content: photo,
        };
        const { contentType, data } = multipartBody([["name", "Storm"]], [part]);
        record(
          "50 photo uploads at once",
          await send("/api/estimates", { headers: { "Content-Type": contentType }, body: data }),
        );
      }),
    );
  },
};

// A resumable upload that declares 10 GB.
export const tusTenGb: Attack = {
  name: "tus 10 GB",
  wave: "refused by size or shape",
  run: ({ send }) =>
    inParallel(
      5,
      Array.from({ length: 5 }, () => async () => {
        const headers = { "Tus-Resumable": "1.0.0", "Upload-Length": String(10 * 1024 ** 3) };
        record("tus upload of 10 GB", await send("/uploads/estimate-photos", { headers }));
      }),
    ),
};
