import { describe, expect, test } from "vitest";
import { describeReplica, parseReplicaUrl } from "./replica-url";

describe("parseReplicaUrl", () => {
  test.each([
    ["file:///mnt/backup/site/", { type: "file", path: "/mnt/backup/site" }],
    [
      "sftp://backup@backup.example.com:2222/srv/backups/site",
      { type: "sftp", user: "backup", host: "backup.example.com", port: 2222, path: "/srv/backups/site" },
    ],
    [
      "sftp://backup@10.0.0.5/srv/site",
      { type: "sftp", user: "backup", host: "10.0.0.5", port: 22, path: "/srv/site" },
    ],
    ["s3://site-backups/db/site", { type: "s3", bucket: "site-backups", path: "db/site" }],
    ["S3://site-backups/db/", { type: "s3", bucket: "site-backups", path: "db" }],
  ])("%s", (url, target) => {
    expect(parseReplicaUrl(url)).toEqual(target);
  });

  test.each([
    ["https://example.com/backups", /must start with "s3:\/\/", "sftp:\/\/" or "file:\/\/"/],
    ["/mnt/backup", /must start with/],
    ["file://server/share", /three slashes/],
    ["file:///", /a folder below the root/],
    ["sftp://backup:hunter2@box/srv", /must not hold a password: give the key file in BACKUP_SSH_KEY_PATH/],
    ["sftp://box/srv", /must name the user/],
    ["sftp://backup@box", /must name a folder on the host/],
    ["s3://Site_Backups/db", /must name a bucket/],
    ["s3://site-backups", /must name a path inside the bucket/],
    ["s3://key:secret@site-backups/db", /credentials go in S3_ACCESS_KEY_ID/],
    ["s3://site-backups/db?region=x", /query string/],
  ])("refuses %s", (url, message) => {
    expect(() => parseReplicaUrl(url)).toThrow(message);
  });
});

test("describeReplica never shows credentials and always shows the port", () => {
  expect(describeReplica(parseReplicaUrl("sftp://backup@box/srv/site"))).toBe(
    "sftp://backup@box:22/srv/site",
  );
  expect(describeReplica(parseReplicaUrl("s3://b-1/db/site"))).toBe("s3://b-1/db/site");
  expect(describeReplica(parseReplicaUrl("file:///mnt/b"))).toBe("file:///mnt/b");
});
