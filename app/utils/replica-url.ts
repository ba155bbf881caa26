// BACKUP_REPLICA_URL, read once: where Litestream keeps the off-host copy of the database. Shared by the configuration
// check (env.server.ts) and the Litestream configuration (app/backup/litestream-config.server.ts).

export type ReplicaTarget =
  | { type: "file"; path: string }
  // host as a URL writes it (an IPv6 address in brackets)
  | { type: "sftp"; user: string; host: string; port: number; path: string }
  | { type: "s3"; bucket: string; path: string };

const EXAMPLES = "s3://bucket/path, sftp://user@host:22/path or file:///path";

/** The replica a URL names; throws an Error whose message completes "BACKUP_REPLICA_URL ...". */
export function parseReplicaUrl(value: string): ReplicaTarget {
  const scheme = /^([a-z0-9+.-]+):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== "s3" && scheme !== "sftp" && scheme !== "file") {
    throw new Error(`must start with "s3://", "sftp://" or "file://" (${EXAMPLES})`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must be a URL such as ${EXAMPLES}`);
  }
  if (url.search || url.hash) throw new Error("must not have a query string or fragment");
  const urlPath = decodeURIComponent(url.pathname);

  if (scheme === "file") {
    if (url.host)
      throw new Error('must name a local folder with three slashes, e.g. "file:///mnt/backup/site"');
    if (!urlPath.startsWith("/") || urlPath.replace(/\/+$/, "") === "") {
      throw new Error('must name a folder below the root, e.g. "file:///mnt/backup/site"');
    }
    return { type: "file", path: urlPath.replace(/\/+$/, "") };
  }

  if (scheme === "sftp") {
    if (url.password) {
      throw new Error("must not hold a password: give the key file in BACKUP_SSH_KEY_PATH instead");
    }
    if (!url.username)
      throw new Error('must name the user, e.g. "sftp://backup@backup.example.com:22/srv/site"');
    if (!url.hostname)
      throw new Error('must name the host, e.g. "sftp://backup@backup.example.com:22/srv/site"');
    const folder = urlPath.replace(/\/+$/, "");
    if (!folder)
      throw new Error('must name a folder on the host, e.g. "sftp://backup@backup.example.com/srv/site"');
    return {
      type: "sftp",
      user: decodeURIComponent(url.username),
      host: url.hostname,
      port: url.port ? Number(url.port) : 22,
      path: folder,
    };
  }

  if (url.username || url.password || url.port) {
    throw new Error("must be s3://bucket/path: credentials go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
    throw new Error(
      "must name a bucket (3 to 63 lowercase letters, digits, dots or hyphens): s3://bucket/path",
    );
  }
  // A path keeps the replica's files apart from anything else in the bucket (media may share it).
  const prefix = urlPath.replace(/^\/+|\/+$/g, "");
  if (!prefix) throw new Error('must name a path inside the bucket, e.g. "s3://my-bucket/db/site"');
  return { type: "s3", bucket: url.hostname, path: prefix };
}

/** The replica as people read it: no credentials are ever part of it. */
export function describeReplica(target: ReplicaTarget): string {
  switch (target.type) {
    case "file":
      return `file://${target.path}`;
    case "sftp":
      return `sftp://${target.user}@${target.host}:${target.port}${target.path}`;
    case "s3":
      return `s3://${target.bucket}/${target.path}`;
  }
}
