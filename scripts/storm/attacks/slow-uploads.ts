// Uploads that arrive a byte a second, to hold the upload slots: eight resumable PATCHes from one address (it may hold
// two), then eight from eight addresses (every public slot), each ended by the minimum rate with a 408. Meanwhile a
// visitor's upload from elsewhere is still received, and the back office's, in slots of its own, is never turned away.
import { cmykProgressiveJpeg } from "../../../tests/support/hostile-files";
import { multipartBody } from "../../../tests/support/multipart-body";
import type { Attack, Storm } from "../attack";
import { type Outcome, record } from "../tally";
import { createUpload, resumableUpload, TUS } from "../tus";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = (outcome: Outcome) => ("status" in outcome ? outcome.status : 0);
/** What the partial uploads declare: far more than a byte a second ever sends. */
const DECLARED = 1024 * 1024;

/** A PATCH of the whole declared length that sends one byte a second from `address`, until the server answers. */
async function tricklePatch(storm: Storm, address: string): Promise<{ path?: string; outcome: Outcome }> {
  const { path, refused } = await createUpload(storm, DECLARED);
  if (refused) return { outcome: refused };
  const outcome = await storm.send(path, {
    method: "PATCH",
    headers: {
      ...TUS,
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
      "Content-Length": String(DECLARED),
      "X-Forwarded-For": address,
    },
    body: async function* () {
      for (;;) {
        yield Buffer.from([0xff]);
        await sleep(1000);
      }
    },
  });
  return { path, outcome };
}

/** A visitor's whole upload, of a file that is no picture: received (the bound let it in), then refused for its content. */
const visitorUpload = (storm: Storm) =>
  resumableUpload(storm, Buffer.from("a visitor's file that is not a picture"));

const endedOrTurnedAway = (outcome: Outcome) => status(outcome) === 408 || status(outcome) === 503;
const receivedThenRefused = (outcome: Outcome) => status(outcome) === 415;

export const slowUploads: Attack = {
  name: "slow uploads",
  wave: "holding the upload slots",
  run: async (storm) => {
    const patches: Promise<{ path?: string; outcome: Outcome }>[] = [];
    // Eight from one address: two are let in, six turned away.
    for (let i = 0; i < 8; i++) patches.push(tricklePatch(storm, "10.250.0.1"));
    await sleep(2000);
    record(
      "a visitor's upload beside 8 PATCHes at a byte a second from one address",
      await visitorUpload(storm),
      receivedThenRefused,
    );
    // Eight from eight addresses: with the two above, every public slot is held.
    for (let i = 0; i < 8; i++) patches.push(tricklePatch(storm, `10.251.0.${i + 1}`));
    await sleep(2000);
    const { contentType, data } = multipartBody(
      [["caption", "Storm"]],
      [{ name: "img", filename: "cmyk.jpg", type: "image/jpeg", content: cmykProgressiveJpeg() }],
    );
    record(
      "a media library upload while the public's upload slots are held",
      await storm.send("/api/upload", {
        headers: { "Content-Type": contentType, ...storm.auth },
        body: data,
      }),
      (outcome) => status(outcome) === 413,
    );
    const ended = await Promise.all(patches);
    for (const { outcome } of ended) record("PATCH at a byte a second", outcome, endedOrTurnedAway);
    record(
      "a visitor's upload once the slow PATCHes are ended",
      await visitorUpload(storm),
      receivedThenRefused,
    );
    // The partial uploads stay resumable for a day; the storm's own are deleted, as their client may.
    for (const { path } of ended) {
      if (!path) continue;
      const head = await fetch(`${storm.origin}${path}`, { method: "HEAD", headers: TUS });
      record(
        "a stalled upload, resumable afterwards (HEAD)",
        { status: head.status },
        (outcome) => status(outcome) === 200,
      );
      await fetch(`${storm.origin}${path}`, { method: "DELETE", headers: TUS });
    }
  },
};
