import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { MediaError } from "./media-error";
import { filesOf, readMultipartForm } from "./multipart.server";

// The body as bytes, as the HTTP layer hands it on: undici's own stream of a FormData fails unhandled when a reader
// stops early (it enqueues after the cancel), which no request of the server ever meets.
async function post(form: FormData) {
  const encoded = new Response(form);
  return new Request("http://localhost/upload", {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
  });
}
const bytes = (size: number) =>
  new File([new Uint8Array(size)], "f.bin", { type: "application/octet-stream" });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MediaError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("readMultipartForm", () => {
  test("reads text fields and files, skipping file inputs left empty", async () => {
    const form = new FormData();
    form.append("caption", "Hello");
    form.append("images", bytes(10));
    form.append("images", bytes(20));
    form.append("video", new File([], ""));
    const data = await readMultipartForm(await post(form), { maxImageBytes: 100 });
    expect(data.get("caption")).toBe("Hello");
    expect(filesOf(data, "images").map((file) => file.size)).toEqual([10, 20]);
    expect(data.get("video")).toBeNull();
  });

  test("file names keep whatever a browser sends as it is, '=' and ';' included", async () => {
    const form = new FormData();
    const names = ["plan=final.jpg", "site; north.jpg", 'say "hi".jpg'];
    for (const name of names)
      form.append("images", new File([new Uint8Array(3)], name, { type: "image/jpeg" }));
    const data = await readMultipartForm(await post(form), { maxImageBytes: 100 });
    // Browsers write '"' as %22 in a part's header, and the file keeps that spelling.
    expect(filesOf(data, "images").map((file) => file.name)).toEqual([
      "plan=final.jpg",
      "site; north.jpg",
      "say %22hi%22.jpg",
    ]);
  });

  test("each file has its own limit: images and videos differ", async () => {
    const image = new FormData();
    image.append("images", bytes(101));
    expect(await refusal(readMultipartForm(await post(image), { maxImageBytes: 100 }))).toEqual({
      status: 413,
      message: "Images must be 100 bytes or smaller.",
    });

    const video = new FormData();
    video.append("video", bytes(150));
    const ok = await readMultipartForm(await post(video), {
      videoFields: ["video"],
      maxImageBytes: 100,
      maxVideoBytes: 200,
    });
    expect(filesOf(ok, "video")[0].size).toBe(150);

    const big = new FormData();
    big.append("video", bytes(201));
    expect(
      await refusal(
        readMultipartForm(await post(big), {
          videoFields: ["video"],
          maxImageBytes: 100,
          maxVideoBytes: 200,
        }),
      ),
    ).toMatchObject({ status: 413, message: "Videos must be 200 bytes or smaller." });
  });

  test("a form with hundreds of fields is refused, however small each field", async () => {
    const form = new FormData();
    for (let i = 0; i < 1200; i++) form.append(`field${i}`, "x");
    expect(await refusal(readMultipartForm(await post(form)))).toEqual({
      status: 413,
      message: "The form has more than 1,000 fields.",
    });
    const long = new FormData();
    long.append("message", "x".repeat(64 * 1024 + 1));
    expect(await refusal(readMultipartForm(await post(long)))).toEqual({
      status: 413,
      message: "The message field must be 65,536 characters or smaller.",
    });
  });

  test("a large file goes to disk as it arrives and is gone once the answer is sent", async () => {
    const done = new AbortController();
    const form = new FormData();
    const photo = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    form.append("images", new File([photo], "big.jpg", { type: "image/jpeg" }));
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: form,
      signal: done.signal,
    });
    const [file] = filesOf(await readMultipartForm(request, { maxImageBytes: 1024 * 1024 }), "images");
    expect(file.name).toBe("big.jpg");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo);
    const folder = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("site-uploads-"));
    const spooled = folder.flatMap((dir) => fs.readdirSync(path.join(os.tmpdir(), dir)));
    expect(spooled.some((name) => name.startsWith(`${process.pid}-`))).toBe(true);
    done.abort();
    // Removed as the answer is sent, without waiting for it: on a busy machine that takes a moment.
    const left = () =>
      folder
        .flatMap((dir) => fs.readdirSync(path.join(os.tmpdir(), dir)))
        .filter((name) => name.startsWith(`${process.pid}-`));
    for (const deadline = Date.now() + 5_000; left().length > 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(left()).toEqual([]);
  });

  test("too many files, and bodies that are not multipart, are refused", async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append("images", bytes(5));
    expect(await refusal(readMultipartForm(await post(form), { maxFiles: 2 }))).toMatchObject({
      status: 413,
    });

    const json = new Request("http://localhost/upload", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await refusal(readMultipartForm(json))).toMatchObject({ status: 415 });

    const broken = new Request("http://localhost/upload", {
      method: "POST",
      body: "--x\r\nnonsense",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(await refusal(readMultipartForm(broken))).toMatchObject({ status: 400 });
  });

  test("the first file past the limit stops the read: nothing after it is parsed or kept", async () => {
    const boundary = "b";
    const part = (i: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${i}.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n${"x".repeat(1000)}\r\n`;
    const encoder = new TextEncoder();
    let pulled = 0;
    // A thousand file parts, handed out one at a time as the parser asks for them.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === 1000) {
            controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
            return controller.close();
          }
          controller.enqueue(encoder.encode(part(pulled++)));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(readMultipartForm(request, { maxFiles: 10 }))).toEqual({
      status: 413,
      message: "Send at most 10 files at once.",
    });
    // The eleventh part ends the read, give or take what the stream had read ahead.
    expect(pulled).toBeLessThan(20);
  });

  test("file inputs left empty do not count towards the file limit", async () => {
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append("images", new File([], ""));
    form.append("images", bytes(5));
    form.append("images", bytes(6));
    const data = await readMultipartForm(await post(form), { maxFiles: 2 });
    expect(filesOf(data, "images").map((file) => file.size)).toEqual([5, 6]);
  });

  test("a body cut off by the HTTP layer's limit (a class of another server bundle) is a 413", async () => {
    // The HTTP layer's copy of BodyTooLargeError, as another bundle has it: the same name, not the same class.
    class BodyTooLargeError extends Error {
      readonly limit = 1024;
      name = "BodyTooLargeError";
    }
    const head = '--b\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head + "x".repeat(2000)));
        controller.error(new BodyTooLargeError());
      },
    });
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(readMultipartForm(request))).toEqual({
      status: 413,
      message: "The upload is too large: this form takes at most 1 KB.",
    });
  });
});
