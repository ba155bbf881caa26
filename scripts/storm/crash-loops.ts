// `--crash-loops`: the two inputs that once crashed the server, each sent in a loop, two at a time, for
// CRASH_LOOP_SECONDS (30).
import { lyingFtyp } from "../../tests/support/hostile-files";
import { multipartBody } from "../../tests/support/multipart-body";
import { MiB, tinyFields, urlencoded } from "./bodies";
import type { Client } from "./client";
import { describePeak, peakRssDuring } from "./server";
import type { Outcome } from "./tally";

const CRASH_LOOP_SECONDS = Number(process.env.CRASH_LOOP_SECONDS ?? 30);

/** One line per input: the requests sent, their answers, and the server's highest RSS meanwhile. */
export async function crashLoops({ send }: Client, pid: number, csrf: string) {
  const lines: string[] = [];
  const inputs: [string, () => Promise<Outcome>][] = [
    [
      "crash 1: a 15 MiB photo whose ftyp box claims 15 MB, to POST /api/estimates",
      () => {
        const { contentType, data } = multipartBody(
          [["name", "Loop"]],
          [{ name: "photos", filename: "lie.heic", type: "image/heic", content: lyingFtyp(15 * MiB) }],
        );
        return send("/api/estimates", { headers: { "Content-Type": contentType }, body: data });
      },
    ],
    [
      "crash 2: 8 MB of a=b& urlencoded, to /estimate and /estimate.data",
      (() => {
        const body = Buffer.concat([Buffer.from(`csrf=${encodeURIComponent(csrf)}&`), tinyFields(8 * MiB)]);
        let turn = 0;
        return () => send(turn++ % 2 ? "/estimate.data" : "/estimate", { headers: urlencoded, body });
      })(),
    ],
  ];
  for (const [label, sendOne] of inputs) {
    const answers = new Map<string, number>();
    const deadline = Date.now() + CRASH_LOOP_SECONDS * 1000;
    let sent = 0;
    const peak = await peakRssDuring(pid, () =>
      Promise.all(
        Array.from({ length: 2 }, async () => {
          while (Date.now() < deadline) {
            const outcome = await sendOne();
            sent++;
            const key = "status" in outcome ? String(outcome.status) : outcome.error;
            answers.set(key, (answers.get(key) ?? 0) + 1);
          }
        }),
      ),
    );
    const statuses = [...answers].map(([key, count]) => `${key}×${count}`).join(" ");
    lines.push(
      `${label}: ${sent} requests in ${CRASH_LOOP_SECONDS} s; answers ${statuses}; highest RSS ${describePeak(peak)}`,
    );
  }
  return lines;
}
