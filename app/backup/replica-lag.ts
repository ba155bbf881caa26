// How far the Litestream replica is behind the database, from what Litestream's metrics endpoint says: the position
// it has copied the WAL up to locally (its "shadow WAL") and the position its replica has reached. No I/O here.

/** A place in Litestream's shadow WAL: file index, then byte offset. */
type WalPosition = readonly [index: number, offset: number];

export type LitestreamMetrics = {
  /** How far Litestream has read the database's WAL; null until it has opened the database. */
  local: WalPosition | null;
  /** How far the replica holds it; null until the first write to the replica since Litestream started. */
  replica: WalPosition | null;
  /** Failed attempts to read the database's WAL so far (its position is then out of date). */
  syncErrors: number;
};

/** The metrics this site reads from Litestream's Prometheus text (one database, one replica). */
export function parseLitestreamMetrics(text: string): LitestreamMetrics {
  const value = (name: string) => {
    const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text);
    const number = match ? Number(match[1]) : NaN;
    return Number.isFinite(number) ? number : null;
  };
  const position = (index: number | null, offset: number | null): WalPosition | null =>
    index === null || offset === null ? null : [index, offset];
  return {
    local: position(value("litestream_shadow_wal_index"), value("litestream_shadow_wal_size")),
    replica: position(value("litestream_replica_wal_index"), value("litestream_replica_wal_offset")),
    syncErrors: value("litestream_sync_error_count") ?? 0,
  };
}

const compare = (a: WalPosition, b: WalPosition) => a[0] - b[0] || a[1] - b[1];
const MAX_PENDING = 500;

/**
 * Follows the replica through successive readings of the metrics. `syncedThrough` is the time up to which every write
 * is known to be in the replica: a local position seen at time t holds every write made before t − readDelayMs
 * (Litestream reads the WAL once per monitor interval), and is in the replica once the replica's position reaches it.
 */
export class ReplicaLagTracker {
  private pending: { at: number; position: WalPosition }[] = [];
  private lastLocal: WalPosition | null = null;
  private lastSyncErrors = 0;
  // After Litestream starts a new generation, the replica's figure still shows the old one until its next write.
  private replicaAtNewGeneration: WalPosition | null = null;
  syncedThrough: number;

  constructor(
    startedAt: number,
    private readonly readDelayMs = 1000,
  ) {
    // Nothing is known before the first reading: the lag counts from the start.
    this.syncedThrough = startedAt - readDelayMs;
  }

  observe(now: number, metrics: LitestreamMetrics) {
    const { local, replica } = metrics;
    const localFailing = metrics.syncErrors > this.lastSyncErrors;
    this.lastSyncErrors = metrics.syncErrors;
    if (!local || localFailing) return;

    if (this.lastLocal && compare(local, this.lastLocal) < 0) {
      this.pending = [];
      this.replicaAtNewGeneration = replica;
    }
    this.lastLocal = local;
    const sample = { at: now - this.readDelayMs, position: local };
    const last = this.pending.at(-1);
    if (!last) this.pending.push(sample);
    else if (compare(last.position, local) !== 0) {
      // A replica stuck for long: the newest sample takes the place of the last one, keeping its (older) time.
      if (this.pending.length >= MAX_PENDING) last.position = local;
      else this.pending.push(sample);
    }

    if (!replica) return;
    if (this.replicaAtNewGeneration) {
      const unchanged = compare(replica, this.replicaAtNewGeneration) === 0;
      if (unchanged && compare(replica, local) !== 0) return;
      this.replicaAtNewGeneration = null;
    }
    while (this.pending.length > 0 && compare(this.pending[0].position, replica) <= 0) {
      this.syncedThrough = Math.max(this.syncedThrough, this.pending.shift()!.at);
    }
    // Nothing left to ship: the replica holds everything Litestream has read, the current position included.
    if (this.pending.length === 0) this.syncedThrough = Math.max(this.syncedThrough, sample.at);
  }

  lagSeconds(now: number) {
    return Math.max(0, Math.round((now - this.syncedThrough) / 1000));
  }
}
