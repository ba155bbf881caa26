// The replica's health as the server sees it, when BACKUP_REPLICA_URL is set: read from the metrics Litestream serves
// on 127.0.0.1 (BACKUP_METRICS_URL, set by `npm start`), every few seconds and on demand (/healthz, the dashboard).
// A replica more than STALE_AFTER_SECONDS behind is logged once per episode and shown on the admin dashboard.
import { env } from "~/env.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { describeReplica, parseReplicaUrl, type ReplicaTarget } from "~/utils/replica-url";
import { MONITOR_INTERVAL_SECONDS } from "./litestream-config.server";
import { parseLitestreamMetrics, ReplicaLagTracker } from "./replica-lag";
import type { ReplicaStatus } from "./replica-status";

export const STALE_AFTER_SECONDS = 5 * 60;
const POLL_MS = 5_000;
// /healthz and the dashboard read fresh figures, but at most once a second whoever asks.
const FRESH_MS = 1_000;
// Loopback: a Litestream slower than a second to answer is as good as gone, and /healthz must not wait on it.
const FETCH_TIMEOUT_MS = 1_000;
// Up to this lag the replica counts as current: Litestream reads the WAL every second and ships it every second.
const CURRENT_SECONDS = 10;
const NOT_UNDER_LITESTREAM =
  "The server is not running under Litestream, so nothing is copied off this machine. Start it with npm start " +
  "or the systemd unit, which run it under Litestream when BACKUP_REPLICA_URL is set.";

type Monitor = {
  target: ReplicaTarget;
  tracker: ReplicaLagTracker;
  problem: string | null;
  readAt: number;
  reading: Promise<void> | null;
  staleLogged: boolean;
};

const globalForReplica = globalThis as unknown as { __replicaMonitor?: Monitor };

function monitor(): Monitor | null {
  if (!env.BACKUP_REPLICA_URL) return null;
  return (globalForReplica.__replicaMonitor ??= {
    target: parseReplicaUrl(env.BACKUP_REPLICA_URL),
    tracker: new ReplicaLagTracker(Date.now(), MONITOR_INTERVAL_SECONDS * 1000),
    problem: null,
    readAt: 0,
    reading: null,
    staleLogged: false,
  });
}

async function readMetrics(state: Monitor) {
  const now = Date.now();
  state.readAt = now;
  if (!env.BACKUP_METRICS_URL) {
    state.problem = NOT_UNDER_LITESTREAM;
    return;
  }
  try {
    const response = await fetch(env.BACKUP_METRICS_URL, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const metrics = parseLitestreamMetrics(await response.text());
    state.tracker.observe(now, metrics);
    state.problem = metrics.local ? null : "Litestream has not opened the database yet.";
  } catch (error) {
    state.problem = `Litestream does not answer at ${env.BACKUP_METRICS_URL} (${(error as Error).message}).`;
  }
}

function read(state: Monitor) {
  return (state.reading ??= readMetrics(state).finally(() => {
    state.reading = null;
    noteEpisode(state);
  }));
}

function statusOf(state: Monitor): ReplicaStatus {
  const now = Date.now();
  const lagSeconds = state.tracker.lagSeconds(now);
  return {
    type: state.target.type,
    url: describeReplica(state.target),
    state: lagSeconds > STALE_AFTER_SECONDS ? "stale" : lagSeconds > CURRENT_SECONDS ? "behind" : "current",
    lastSyncAt: new Date(state.tracker.syncedThrough).toISOString(),
    lagSeconds,
    problem: state.problem,
  };
}

// Once when the replica falls more than STALE_AFTER_SECONDS behind, once when it has caught up again.
function noteEpisode(state: Monitor) {
  const status = statusOf(state);
  const stale = status.state === "stale";
  if (stale === state.staleLogged) return;
  state.staleLogged = stale;
  const message = stale
    ? `The database replica ${status.url} has not been brought up to date for ${Math.round(status.lagSeconds / 60)} minutes.${status.problem ? ` ${status.problem}` : ""}`
    : `The database replica ${status.url} is up to date again.`;
  (stale ? console.warn : console.info)(message);
  logEvent(systemContext(), {
    event: stale ? "backup.replica-stale" : "backup.replica-current",
    level: stale ? "warn" : "info",
    message,
  });
}

/** The replica's status, read fresh (within a second); null when replication is off. */
export async function replicaStatus(): Promise<ReplicaStatus | null> {
  const state = monitor();
  if (!state) return null;
  if (state.reading || Date.now() - state.readAt >= FRESH_MS) await read(state);
  return statusOf(state);
}

/** Starts the regular reading that logs a stale replica (server start-up, when BACKUP_REPLICA_URL is set). */
export function startReplicaMonitor() {
  const state = monitor();
  if (!state) return;
  if (env.BACKUP_METRICS_URL)
    console.info(`Replicating the database to ${describeReplica(state.target)} (Litestream)`);
  else console.warn(`BACKUP_REPLICA_URL is set. ${NOT_UNDER_LITESTREAM}`);
  setInterval(() => void read(state), POLL_MS).unref();
}
