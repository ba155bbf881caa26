// `npm run db:prune`: the server's hourly pruning, run once now (expired sessions, spent codes and reset links, stale
// rate-limit windows, unused estimate photos, sent mail older than a few days, logs older than LOG_RETENTION_DAYS).
import { sqlite } from "~/db/client.server";
import { describePruneReport, pruneExpiredData, pruneStalePendingUploads } from "~/startup/retention.server";

const report = pruneExpiredData();
const photos = await pruneStalePendingUploads();
console.info(`Pruned ${describePruneReport(report)}.`);
console.info(`Pruned ${photos} unused estimate photos (received over a day ago, never sent with a request).`);
sqlite.close();
