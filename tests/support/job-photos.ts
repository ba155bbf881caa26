// For the job tests: a small real JPEG, and an after photo added to a job through its use case ("Complete job" needs
// one).
import sharp from "sharp";
import { addAfterPhotos } from "~/jobs/add-after-photos.server";
import type { EditContext } from "~/logs/audit.server";

export const smallJpeg = async (background = "#556677") =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );

export const jpegFile = async (name = "after.jpg") =>
  new File([await smallJpeg()], name, { type: "image/jpeg" });

/** Adds one after photo to a job in progress; throws when refused. */
export async function addAnAfterPhoto(jobId: string, by: EditContext) {
  const result = await addAfterPhotos(jobId, [await jpegFile()], by);
  if (!result.ok) throw new Error(result.error);
  return result.photos[0]!;
}
