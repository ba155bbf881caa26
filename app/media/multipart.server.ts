// Multipart bodies (forms with files), read as they stream in: text fields into memory within their bounds, files into
// memory up to SPOOL_THRESHOLD and past it onto disk, so an upload's bytes never all sit in the heap. The spooled files
// are deleted once the answer is sent (the request's signal ends).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import { env } from "~/env.server";
import { bodyTooLargeIn } from "~/utils/body-too-large";
import { hasBrokenConformFields, UNREADABLE_FORM_MESSAGE } from "~/utils/conform-fields.server";
import { groupedDigits, MAX_FIELD_CHARS, MAX_FORM_FIELDS } from "~/utils/form-limits";
import { formatBytes } from "./format-bytes";
import { MediaError } from "./media-error";

/** A file up to this size stays in memory; a larger one is written to a private temporary folder as it arrives. */
export const SPOOL_THRESHOLD = 64 * 1024;
// A text field's bytes: its characters in UTF-8 may take up to three bytes each, and no more than this in all.
const TEXT_PART_BYTES = MAX_FIELD_CHARS * 3;

export type MultipartLimits = {
  /** Form fields holding videos; every other file field holds images. */
  videoFields?: string[];
  maxImageBytes?: number;
  maxVideoBytes?: number;
  /** At most this many files in one request. */
  maxFiles?: number;
};

type Refusal = { name: string; limit: number; isVideo: boolean; isFile: boolean };
type Entry = [name: string, value: string | Promise<File | null>];

let spoolFolder: string | undefined;
/** This process's folder of spooled uploads (owner-only), made on first use and removed when the process exits. */
function spoolDir() {
  if (!spoolFolder) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), "site-uploads-"));
    spoolFolder = made;
    process.once("exit", () => fs.rmSync(made, { recursive: true, force: true }));
  }
  return spoolFolder;
}

/** Removes spooled files once the request is answered (its signal ends), or at once if it already has. */
function deleteWhenDone(request: Request, file: string) {
  const remove = () => void fs.promises.rm(file, { force: true });
  if (request.signal.aborted) remove();
  else request.signal.addEventListener("abort", remove, { once: true });
}

/**
 * One file part: kept in memory while small, then spooled to disk; past `limit` its bytes are read and dropped (the
 * body is still read to its end, so the refusal reaches the browser). Resolves with the File, or null when refused
 * or empty.
 */
async function receiveFile(
  request: Request,
  stream: BusboyFileStream,
  part: { name: string; type: string; limit: number; onFirstByte: () => boolean },
): Promise<File | "too-large" | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let spooled: { file: string; out: Writable } | undefined;
  let tooLarge = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (tooLarge) continue;
    // A part past the form's file limit stops the whole read: none of its bytes is kept.
    if (size === 0 && chunk.length > 0 && !part.onFirstByte()) return null;
    size += chunk.length;
    if (size > part.limit) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    if (spooled) {
      if (!spooled.out.write(chunk)) await new Promise((resolve) => spooled!.out.once("drain", resolve));
      continue;
    }
    chunks.push(chunk);
    if (size > SPOOL_THRESHOLD) {
      const file = path.join(spoolDir(), `${process.pid}-${Math.random().toString(36).slice(2)}`);
      deleteWhenDone(request, file);
      const out = fs.createWriteStream(file, { mode: 0o600 });
      for (const held of chunks) out.write(held);
      chunks.length = 0;
      spooled = { file, out };
    }
  }
  if (spooled) {
    const { out, file } = spooled;
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (tooLarge) return "too-large";
    const blob = await fs.openAsBlob(file, { type: part.type });
    return new File([blob], part.name, { type: part.type });
  }
  if (tooLarge) return "too-large";
  if (size === 0) return null;
  return new File(chunks as Uint8Array<ArrayBuffer>[], part.name, { type: part.type });
}

/**
 * Reads a multipart form with a size limit per file (images and videos have their own) and the site's bounds on
 * fields (MAX_FORM_FIELDS, MAX_FIELD_CHARS). A file or field over its size is read on and dropped, and refused once
 * the body is read (a 413 MediaError), so the browser sees the message. The first file past `maxFiles` stops the read
 * at once: a thousand small file parts would each be held until the end (eight such requests held 334 MB), and the
 * HTTP layer reads and drops what is left of the body once the refusal is sent. The HTTP layer bounds the body as a
 * whole.
 */
export async function readMultipartForm(request: Request, limits: MultipartLimits = {}): Promise<FormData> {
  const videoFields = new Set(limits.videoFields ?? []);
  const maxImageBytes = limits.maxImageBytes ?? env.MEDIA_MAX_IMAGE_BYTES;
  const maxVideoBytes = limits.maxVideoBytes ?? env.MEDIA_MAX_VIDEO_BYTES;
  const maxFiles = limits.maxFiles ?? 20;

  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new MediaError("Send the files as multipart/form-data.", 415);
  }
  const entries: Entry[] = [];
  let refused: Refusal | null = null;
  let files = 0;
  let tooManyFields = false;
  const tooMany = new MediaError(`Send at most ${maxFiles} files at once.`, 413);
  try {
    const parser = Busboy({
      headers: { "content-type": type },
      limits: {
        fields: MAX_FORM_FIELDS,
        parts: MAX_FORM_FIELDS,
        fieldSize: TEXT_PART_BYTES,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    });
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated || value.length > MAX_FIELD_CHARS) {
        refused ??= { name, limit: MAX_FIELD_CHARS, isVideo: false, isFile: false };
        return;
      }
      entries.push([name, value]);
    });
    parser.on("file", (name, stream, filename, _encoding, mimeType) => {
      const isVideo = videoFields.has(name);
      const limit = isVideo ? maxVideoBytes : maxImageBytes;
      // A file input left empty still sends a part: no file name and no bytes (skipped once read, never counted).
      const received = receiveFile(request, stream, {
        name: filename || "upload",
        type: mimeType || "application/octet-stream",
        limit,
        onFirstByte: () => {
          if (++files <= maxFiles) return true;
          parser.destroy(tooMany);
          return false;
        },
      }).then((file) => {
        if (file !== "too-large") return file;
        refused ??= { name, limit, isVideo, isFile: true };
        return null;
      });
      // A read stopped midway leaves parts unfinished: their failure is the refusal's, not an unhandled one.
      received.catch(() => undefined);
      entries.push([name, received]);
    });
    parser.on("partsLimit", () => (tooManyFields = true));
    parser.on("fieldsLimit", () => (tooManyFields = true));
    if (!request.body) throw new MediaError("The upload could not be read. Please try again.", 400);
    await pipeline(Readable.fromWeb(request.body as WebReadableStream), parser);
  } catch (error) {
    if (error instanceof MediaError) throw error;
    // A body sent without a length is only stopped once it passes its limit, halfway through the parse.
    const tooLarge = bodyTooLargeIn(error);
    if (tooLarge)
      throw new MediaError(
        `The upload is too large: this form takes at most ${formatBytes(tooLarge.limit)}.`,
        413,
      );
    console.warn("An upload could not be read", error);
    throw new MediaError("The upload could not be read. Please try again.", 400);
  }
  const formData = new FormData();
  for (const [name, value] of entries) {
    const settled = await value;
    if (settled !== null) formData.append(name, settled);
  }
  if (tooManyFields) {
    throw new MediaError(`The form has more than ${groupedDigits(MAX_FORM_FIELDS)} fields.`, 413);
  }
  const refusal = refused as Refusal | null;
  if (refusal) {
    const what = !refusal.isFile ? `The ${refusal.name} field` : refusal.isVideo ? "Videos" : "Images";
    const size = refusal.isFile ? formatBytes(refusal.limit) : `${groupedDigits(refusal.limit)} characters`;
    throw new MediaError(`${what} must be ${size} or smaller.`, 413);
  }
  if (hasBrokenConformFields(formData)) throw new MediaError(UNREADABLE_FORM_MESSAGE, 400);
  return formData;
}

/** The non-empty files of a field. */
export function filesOf(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

export async function fileBytes(file: File) {
  return new Uint8Array(await file.arrayBuffer());
}
