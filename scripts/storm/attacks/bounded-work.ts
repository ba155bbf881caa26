// Requests that ask for work or time rather than bytes: forms of a thousand small files, and readers that never read.
import net from "node:net";
import type { Attack } from "../attack";
import { inParallel } from "../client";
import { record, type Outcome } from "../tally";

// Eight multipart posts of 1,000 file parts each, 40 KB apiece: under the size a file is spooled to disk at, so each
// part would stay in memory until the body ended (eight such requests once held 334 MB). The parser stops at the first
// file past the form's limit, and the server reads and drops what is left (or closes the connection past its bound).
export const thousandFileParts: Attack = {
  // No comma in the name: STORM_ONLY lists names with commas.
  name: "1000 file parts",
  wave: "refused by size or shape",
  run: ({ send, auth }) => {
    const boundary = "stormparts";
    const filler = Buffer.alloc(40 * 1024, 0x61);
    const parts = async function* () {
      for (let i = 0; i < 1000; i++) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${i}.jpg"\r\n` +
            "Content-Type: image/jpeg\r\n\r\n",
        );
        yield filler;
        yield Buffer.from("\r\n");
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    };
    const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    return Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        // The public estimate API and the admin's media library: each form's own file limit.
        const [target, extra] = i % 2 ? ["/api/upload", auth] : ["/api/estimates", {}];
        record("1,000 file parts", await send(target, { headers: { ...headers, ...extra }, body: parts }));
      }),
    );
  },
};

/** How long the server waits for a reader that takes nothing, at most (two of its send timeouts, server/send-timeout.ts). */
const CUT_WITHIN_MS = 2 * 15_000 + 5_000;
// The API's reference, 230 KB, kept whole by the page cache.
const LARGE_ANSWER = "/api/docs";

/**
 * Readers that never read, beside every wave. 400 ask for the API's reference once: on loopback the kernel takes all
 * of it, so they show only that 400 such readers break nothing and hold no memory. Eight ask for it 32 times on one
 * connection (7 MB: the kernel takes about 3.7 MB of a loopback connection's answers, far more than a real network
 * path's window): the server must close each within its send timeout. At `until`, and
 * no sooner than CUT_WITHIN_MS after they asked, each reads what is there: a connection the server closed ends before
 * its last answer is whole.
 */
export function slowReaders(port: number, nextAddress: () => string, until: Promise<unknown>) {
  const asked = Date.now();
  const open = (times: number) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => undefined);
    const request = `GET ${LARGE_ANSWER} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nX-Forwarded-For: ${nextAddress()}\r\n\r\n`;
    socket.write(request.repeat(times));
    socket.pause();
    return { socket, times };
  };
  const shallow = Array.from({ length: 400 }, () => open(1));
  const deep = Array.from({ length: 8 }, () => open(32));
  const readAll = ({ socket, times }: { socket: net.Socket; times: number }) =>
    new Promise<Outcome>((resolve) => {
      let received = 0;
      let expected = Infinity;
      let settled = false;
      const done = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(outcome);
      };
      let head = "";
      socket.on("data", (chunk: Buffer) => {
        received += chunk.length;
        // Every answer is the same page: its length, from the first head, tells what the whole would be.
        if (expected === Infinity) {
          head += chunk.toString("latin1", 0, Math.min(chunk.length, 4096));
          const length = /content-length: (\d+)/i.exec(head)?.[1];
          const end = head.indexOf("\r\n\r\n");
          if (length && end > 0) expected = times * (end + 4 + Number(length));
        }
        if (received >= expected) done({ status: 200, note: "every answer read to the end" });
      });
      socket.on("end", () => done({ error: "closed by the server" }));
      socket.on("close", () => done({ error: "closed by the server" }));
      setTimeout(() => done({ error: "still open, nothing more sent" }), 20_000).unref();
      socket.resume();
    });
  const cut = (o: Outcome) => "error" in o && o.error === "closed by the server";
  return until.then(async () => {
    const wait = asked + CUT_WITHIN_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await inParallel(
      50,
      shallow.map(
        (reader) => async () =>
          // Taken whole by the kernel, or cut: either way the server holds nothing for it.
          record("400 slow readers of 230 KB", await readAll(reader), (o) => cut(o) || "status" in o),
      ),
    );
    await Promise.all(
      deep.map(async (reader) => record("8 slow readers of 7 MB", await readAll(reader), cut)),
    );
  });
}
