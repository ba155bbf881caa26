import { describe, expect, test } from "vitest";
import { parseLitestreamMetrics, ReplicaLagTracker, type LitestreamMetrics } from "./replica-lag";

// What Litestream 0.3.13 serves at /metrics (abridged; Go's own metrics left out).
const METRICS = `# HELP litestream_replica_wal_index The current WAL index
# TYPE litestream_replica_wal_index gauge
litestream_replica_wal_index{db="/srv/site/data/site.db",name="sftp"} 2
litestream_replica_wal_offset{db="/srv/site/data/site.db",name="sftp"} 4.1232e+06
litestream_shadow_wal_index{db="/srv/site/data/site.db"} 3
litestream_shadow_wal_size{db="/srv/site/data/site.db"} 28872
litestream_sync_count{db="/srv/site/data/site.db"} 57
litestream_sync_error_count{db="/srv/site/data/site.db"} 0
`;

test("parseLitestreamMetrics reads the local and replica positions", () => {
  expect(parseLitestreamMetrics(METRICS)).toEqual({
    local: [3, 28872],
    replica: [2, 4123200],
    syncErrors: 0,
  });
  expect(parseLitestreamMetrics("go_goroutines 12\n")).toEqual({ local: null, replica: null, syncErrors: 0 });
});

const at = (seconds: number) => 1_000_000 + seconds * 1000;
const reading = (
  local: [number, number],
  replica: [number, number] | null,
  syncErrors = 0,
): LitestreamMetrics => ({
  local,
  replica,
  syncErrors,
});

describe("ReplicaLagTracker", () => {
  test("a replica at the local position holds everything up to a monitor interval before the reading", () => {
    const tracker = new ReplicaLagTracker(at(0), 1000);
    tracker.observe(at(5), reading([0, 100], [0, 100]));
    expect(tracker.syncedThrough).toBe(at(4));
    expect(tracker.lagSeconds(at(5))).toBe(1);
  });

  test("behind: synced through the newest local position the replica has reached", () => {
    const tracker = new ReplicaLagTracker(at(0), 1000);
    tracker.observe(at(1), reading([0, 100], [0, 100]));
    tracker.observe(at(5), reading([0, 200], [0, 100]));
    tracker.observe(at(10), reading([0, 300], [0, 100]));
    expect(tracker.lagSeconds(at(10))).toBe(10);
    tracker.observe(at(15), reading([0, 300], [0, 200]));
    expect(tracker.syncedThrough).toBe(at(4));
    tracker.observe(at(20), reading([0, 300], [0, 300]));
    expect(tracker.syncedThrough).toBe(at(19));
  });

  test("a later WAL file is ahead of any offset in an earlier one", () => {
    const tracker = new ReplicaLagTracker(at(0), 0);
    tracker.observe(at(1), reading([1, 32], [0, 999_999]));
    expect(tracker.lagSeconds(at(100))).toBe(100);
    tracker.observe(at(2), reading([1, 32], [1, 32]));
    expect(tracker.lagSeconds(at(2))).toBe(0);
  });

  test("no reading, or failing WAL reads: the lag keeps growing", () => {
    const tracker = new ReplicaLagTracker(at(0), 0);
    tracker.observe(at(1), reading([0, 100], [0, 100]));
    tracker.observe(at(400), reading([0, 100], [0, 100], 3));
    expect(tracker.lagSeconds(at(400))).toBe(399);
    tracker.observe(at(401), reading([0, 100], [0, 100], 3));
    expect(tracker.lagSeconds(at(401))).toBe(0);
  });

  test("a new generation: the replica's old figures are not taken for the new one's", () => {
    const tracker = new ReplicaLagTracker(at(0), 0);
    tracker.observe(at(1), reading([5, 9000], [5, 9000]));
    tracker.observe(at(2), reading([0, 500], [5, 9000]));
    expect(tracker.syncedThrough).toBe(at(1));
    tracker.observe(at(3), reading([0, 500], [0, 500]));
    expect(tracker.syncedThrough).toBe(at(3));
  });

  test("a replica stuck for long keeps a bounded list and still reports from the oldest write it lacks", () => {
    const tracker = new ReplicaLagTracker(at(0), 0);
    tracker.observe(at(1), reading([0, 1], [0, 1]));
    for (let second = 2; second < 2000; second++) tracker.observe(at(second), reading([0, second], [0, 1]));
    expect(tracker.lagSeconds(at(2000))).toBe(1999);
    tracker.observe(at(2000), reading([0, 2000], [0, 2000]));
    expect(tracker.lagSeconds(at(2000))).toBe(0);
  });
});
