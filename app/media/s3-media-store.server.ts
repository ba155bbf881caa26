// The S3 adapter of the media storage port: objects live in one bucket of AWS S3 or an S3-compatible store (MinIO,
// R2, Backblaze, s3rver in tests). Objects get no ACL, so they stay as private as the bucket: only the app serves them.
import type { S3Client } from "@aws-sdk/client-s3";
import { type MediaStore } from "./media-store";

export type S3MediaStoreOptions = {
  bucket: string;
  /** Unset: AWS itself. Set: that store, addressed path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint?: string;
  region?: string;
  /** Unset: the SDK's default chain (instance role, AWS_* variables, shared config). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The S3 store. The SDK loads here, on first use, so a process that keeps media on disk never loads it. */
export async function createS3MediaStore(
  options: S3MediaStoreOptions,
): Promise<MediaStore & { client: S3Client }> {
  const { S3Client, PutObjectCommand, HeadObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import("@aws-sdk/client-s3");
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    region: options.region ?? "us-east-1",
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the SDK's default
    // streaming checksum trailers (they would store the chunk framing as the object).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that stops answering must not hold a media request forever (the limit runs until the answer's
    // headers, so it covers sending a large video, not streaming one out).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000, throwOnRequestTimeout: true },
  });

  return {
    kind: "s3",
    client,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType ?? "application/octet-stream",
        }),
      );
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return info(head);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { ...info(object), body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      // One request per key: every S3-compatible store has DeleteObject, not all have the batch call.
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
      );
    },
  };
}

function info(object: { ContentLength?: number; LastModified?: Date; ETag?: string }) {
  const size = object.ContentLength ?? 0;
  const lastModified = object.LastModified ?? new Date(0);
  return {
    size,
    lastModified,
    etag: object.ETag ?? `"${size.toString(16)}-${lastModified.getTime().toString(16)}"`,
  };
}

function isMissing(error: unknown) {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === "NoSuchKey" || name === "NotFound";
}
