// Bodies over every route's limit: 8 MB to every route, a gzip body that inflates a thousandfold, multipart past the
// limit declared and streamed.
import { gzipSync } from "node:zlib";
import type { Attack } from "../attack";
import { jsonType, MiB, tinyFields, urlencoded } from "../bodies";
import { inParallel } from "../client";
import { bodyLimit } from "../policy";
import { record } from "../tally";
import { isApi, postRoutes } from "../targets";

// An 8 MB urlencoded body and an 8 MB JSON body to every POST route and every API route.
export const eightMbBodies: Attack = {
  name: "8 MB bodies",
  wave: "refused by size or shape",
  run: async ({ send, auth }) => {
    const routes = await postRoutes();
    const eightMb = 8 * MiB;
    const bigForm = tinyFields(eightMb);
    const bigJson = Buffer.from(`{"a":"${"x".repeat(eightMb - 8)}"}`);
    await inParallel(
      4,
      routes.flatMap((target) => [
        async () => record("8 MB urlencoded", await send(target, { headers: urlencoded, body: bigForm })),
        async () =>
          record(
            "8 MB JSON",
            await send(target, { headers: { ...jsonType, ...(isApi(target) ? auth : {}) }, body: bigJson }),
          ),
      ]),
    );
  },
};

// A gzip-encoded body that inflates a thousandfold.
export const gzipBodies: Attack = {
  name: "gzip",
  wave: "refused by size or shape",
  run: ({ send }) =>
    inParallel(
      3,
      ["/contact", "/estimate", "/api/message", "/api/estimates", "/login"].map((target) => async () => {
        const body = gzipSync(tinyFields(8 * MiB));
        record(
          "gzip body, 1,000×",
          await send(target, { headers: { ...urlencoded, "Content-Encoding": "gzip" }, body }),
        );
      }),
    ),
};

// A multipart body over the route's limit: declared (refused before a byte is read), and sent without a length
// (refused once it passes the limit while streaming to disk).
export const multipartOverTheLimit: Attack = {
  name: "multipart over the limit",
  wave: "refused by size or shape",
  run: async ({ send, sendRaw, nextAddress }) => {
    const declared = ["/estimate", "/api/estimates", "/api/upload", "/api/projects/x/images"];
    const declaring = declared.map(async (target) => {
      const limit = bodyLimit(target, "multipart/form-data");
      const outcome = await sendRaw(
        Buffer.from(
          `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: ${limit + 1}\r\nX-Forwarded-For: ${nextAddress()}\r\n\r\n--x\r\n`,
        ),
        // The rest of the body never comes: the server reads on for a while, then answers and closes.
        { keepOpen: true },
      );
      record("multipart over the limit", outcome);
    });
    const limit = bodyLimit("/estimate", "multipart/form-data");
    const chunk = Buffer.alloc(MiB, 0x61);
    const streamed = async function* () {
      yield Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      );
      for (let sent = 0; sent <= limit + MiB; sent += chunk.length) yield chunk;
    };
    record(
      "multipart over the limit",
      await send("/estimate", {
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: streamed,
      }),
    );
    await Promise.all(declaring);
  },
};
