// For the specs that send requests with node:http or node:https (full control of Host, the client's address and how
// the body is sent): the whole answer, read as text.
import type http from "node:http";

export type RawAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
};

export function readAnswer(res: http.IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () =>
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        rawHeaders: res.rawHeaders,
        body: Buffer.concat(chunks).toString("utf8"),
      }),
    );
  });
}
