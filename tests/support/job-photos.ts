// For the Vitest job tests: an after photo added to a job through its use case ("Complete job" needs
// one).
import { addAfterPhotos } from "~/jobs/add-after-photos.server";
import type { EditContext } from "~/logs/audit.server";
import { smallJpeg } from "./small-jpeg";

export const jpegFile = async (name = "after.jpg") =>
  new File([new Uint8Array(await smallJpeg())], name, { type: "image/jpeg" });

/** Adds one after photo to a job in progress; throws when refused. */
export async function addAnAfterPhoto(jobId: string, by: EditContext) {
  const result = await addAfterPhotos(jobId, [await jpegFile()], by);
  if (!result.ok) throw new Error(result.error);
  return result.photos[0]!;
}
