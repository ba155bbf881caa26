// The normal visitor, in a thread of its own: the storm's own work (building bodies of megabytes) must not delay its
// timing.
import { Worker } from "node:worker_threads";
import { record } from "./tally";

const PROBE_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
let running = true;
parentPort.once("message", () => (running = false));
const answers = [];
(async () => {
  while (running) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port: workerData.port, path: "/", agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      });
      req.on("error", (error) => resolve(error.code || "error"));
    });
    answers.push({ status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(answers);
})();
`;

/** GET / as an anonymous visitor every 100 ms until `until` resolves: the answers' latencies. */
export async function probeHomePage(port: number, until: Promise<unknown>) {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { port } });
  await until;
  const answers = new Promise<{ status: number | string; ms: number }[]>((resolve) =>
    worker.once("message", resolve),
  );
  worker.postMessage("stop");
  const all = await answers;
  await worker.terminate();
  for (const { status } of all) {
    const outcome = typeof status === "number" ? { status, target: "/" } : { error: status, target: "/" };
    record("normal page (GET /)", outcome, (o) => "status" in o && o.status === 200);
  }
  return all.map(({ ms }) => ms);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
