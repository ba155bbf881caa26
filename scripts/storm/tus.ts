// The resumable photo upload as the storm drives it: an upload created from an address of its own, then sent.
import type { Storm } from "./attack";
import type { Outcome } from "./tally";

export const TUS = { "Tus-Resumable": "1.0.0" };

/** A resumable upload of `length` bytes (of `type`, if given), created from an address of its own; its path, or the
 * refusal of its creation. */
export async function createUpload(
  { origin, nextAddress }: Storm,
  length: number,
  type?: string,
): Promise<{ path: string; refused?: undefined } | { path?: undefined; refused: Outcome }> {
  const created = await fetch(`${origin}/uploads/estimate-photos`, {
    method: "POST",
    headers: {
      ...TUS,
      "Upload-Length": String(length),
      ...(type ? { "Upload-Metadata": `filetype ${Buffer.from(type).toString("base64")}` } : {}),
      "X-Forwarded-For": nextAddress(),
    },
  });
  const location = created.headers.get("Location");
  return location ? { path: new URL(location, origin).pathname } : { refused: { status: created.status } };
}

/** One resumable upload of `bytes`: created, then sent whole in one PATCH. */
export async function resumableUpload(storm: Storm, bytes: Buffer, type?: string): Promise<Outcome> {
  const upload = await createUpload(storm, bytes.length, type);
  if (upload.refused) return upload.refused;
  return storm.send(upload.path, {
    method: "PATCH",
    headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    body: bytes,
  });
}
