// A real S3-compatible server (s3rver) on 127.0.0.1, storing its objects in a folder: the local stand-in for the
// media bucket. Tests, and the restore drill's server, point MEDIA_S3_BUCKET and S3_* at it.
import fs from "node:fs";
import S3rver from "s3rver";

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  /** The variables that make a server (or `npm run media:sync`) keep its media in this bucket. */
  env: {
    MEDIA_S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  stop: () => Promise<void>;
};

/** Starts s3rver on a free port with `bucket` created; its objects live under `dir` (kept after stop). */
export async function startS3StandIn({ dir, bucket }: { dir: string; bucket: string }): Promise<S3StandIn> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver checks signatures against this fixed pair.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: () => server.close(),
  };
}
