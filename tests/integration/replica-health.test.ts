// With BACKUP_REPLICA_URL set, the server reads the replica's lag from Litestream's metrics (a stand-in serving the
// same Prometheus text on loopback): /healthz reports it, a replica 5 minutes behind is logged once per episode and
// shows as a warning on the admin dashboard.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, test, vi } from "vitest";
import { ReplicaNotice } from "~/routes/admin/dashboard/+shared/replica-notice";
import { startStubServer } from "../support/stub-http-server";
import { routeArgs } from "../support/route-call";

let positions = { local: [0, 4152], replica: [0, 4152] as number[] | null };
const litestream = await startStubServer((_request, response) => {
  const db = 'db="/srv/site/data/site.db"';
  const lines = [
    `litestream_shadow_wal_index{${db}} ${positions.local[0]}`,
    `litestream_shadow_wal_size{${db}} ${positions.local[1]}`,
    `litestream_sync_error_count{${db}} 0`,
    ...(positions.replica
      ? [
          `litestream_replica_wal_index{${db},name="sftp"} ${positions.replica[0]}`,
          `litestream_replica_wal_offset{${db},name="sftp"} ${positions.replica[1]}`,
        ]
      : []),
  ];
  response.writeHead(200, { "Content-Type": "text/plain" });
  response.end(`${lines.join("\n")}\n`);
});

// The environment is read once, when the app's modules first load.
process.env.BACKUP_REPLICA_URL = "sftp://backup@backup.example.com:2222/srv/backups/site";
process.env.BACKUP_SSH_KEY_PATH = new URL(import.meta.url).pathname;
process.env.BACKUP_METRICS_URL = `${litestream.url}/metrics`;
const { replicaStatus, STALE_AFTER_SECONDS } = await import("~/backup/replica-health.server");
const healthz = await import("~/routes/_resources/healthz");
const { db } = await import("~/db/client.server");
const { logs } = await import("~/db/schema");

afterAll(() => litestream.close());

// Only Date is faked: the clock moves on at once, the metrics are still fetched for real.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-31T16:00:00Z") });
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
const replicaLogs = () =>
  db
    .select()
    .from(logs)
    .all()
    .filter((row) => row.event.startsWith("backup."));

describe("the replica's health", () => {
  test("caught up: /healthz reports the type, no address, and a lag of a second (Litestream reads the WAL each second)", async () => {
    advance(5);
    const answer = await healthz.loader(routeArgs(new Request("http://site.test/healthz")));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toEqual({
      status: "ok",
      replica: {
        type: "sftp",
        state: "current",
        lastSyncAt: "2026-03-31T16:00:04.000Z",
        lagSeconds: 1,
        problem: null,
      },
    });
    expect(JSON.stringify(body)).not.toContain("backup.example.com");
    // The dashboard names it, quietly.
    const dashboard = renderToString(createElement(ReplicaNotice, { replica: (await replicaStatus())! }));
    expect(dashboard).not.toContain('role="alert"');
    expect(dashboard).toContain("sftp://backup@backup.example.com:2222/srv/backups/site");
    expect(dashboard).toContain("up to date");
  });

  test("behind for more than 5 minutes: stale, logged once, a warning on the dashboard; caught up: logged again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    positions = { local: [0, 8272], replica: [0, 4152] };
    advance(2);
    expect(await replicaStatus()).toMatchObject({ state: "current", lagSeconds: 3 });
    advance(60);
    expect(await replicaStatus()).toMatchObject({ state: "behind", lagSeconds: 63 });
    advance(STALE_AFTER_SECONDS);
    const stale = await replicaStatus();
    expect(stale).toMatchObject({
      state: "stale",
      url: "sftp://backup@backup.example.com:2222/srv/backups/site",
      lastSyncAt: "2026-03-31T16:00:04.000Z",
    });
    advance(30);
    await replicaStatus();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^The database replica sftp:\/\/backup@backup\.example\.com:2222\/srv\/backups\/site has not been brought up to date for 6 minutes\.$/,
    );
    expect(replicaLogs()).toMatchObject([{ event: "backup.replica-stale", level: "warn" }]);

    const dashboard = renderToString(createElement(ReplicaNotice, { replica: stale! }));
    expect(dashboard).toContain('role="alert"');
    expect(dashboard).toContain(
      "Backup warning: the off-site copy of the database (sftp://backup@backup.example.com:2222/srv/backups/site) " +
        "has not been updated for 6 minutes. Changes made since then would be lost if this server failed.",
    );

    positions = { local: [0, 8272], replica: [0, 8272] };
    advance(5);
    expect(await replicaStatus()).toMatchObject({ state: "current", lagSeconds: 1 });
    expect(info.mock.calls.at(-1)?.[0]).toBe(
      "The database replica sftp://backup@backup.example.com:2222/srv/backups/site is up to date again.",
    );
    expect(replicaLogs().map((row) => row.event)).toEqual(["backup.replica-stale", "backup.replica-current"]);
  });

  test("Litestream not answering: the lag grows from the last reading, with the reason", async () => {
    await litestream.close();
    advance(10);
    const status = await replicaStatus();
    expect(status).toMatchObject({ state: "behind", lagSeconds: 11 });
    expect(status?.problem).toMatch(/^Litestream does not answer at http:\/\/127\.0\.0\.1:\d+\/metrics/);
  });
});
