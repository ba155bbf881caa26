// `npm run db:prune`: the server's hourly pruning, run once now (expired sessions, spent codes and reset links, stale
// rate-limit windows, sent mail older than a few days, logs older than LOG_RETENTION_DAYS).
import { sqlite } from "~/db/client.server";
import { describePruneReport, pruneExpiredData } from "~/models/retention.server";

const report = pruneExpiredData();
console.info(`Pruned ${describePruneReport(report)}.`);
sqlite.close();
