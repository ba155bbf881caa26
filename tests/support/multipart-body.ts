// A multipart/form-data body built by hand, so fields can repeat and files carry any bytes, names and types (what no
// FormData of a well-behaved client would send). The forms fuzz and the storm test post it.
import { randomBytes } from "node:crypto";

export type FilePart = { name: string; filename: string; type: string; content: Buffer };

export function multipartBody(entries: [string, string | Buffer][], files: FilePart[] = []) {
  const boundary = `----hostile${randomBytes(8).toString("hex")}`;
  const quote = (text: string) => text.replace(/"/g, "%22").replace(/\r|\n/g, " ");
  const parts: Buffer[] = [];
  for (const [name, value] of entries) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.name)}"; ` +
          `filename="${quote(file.filename)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}
