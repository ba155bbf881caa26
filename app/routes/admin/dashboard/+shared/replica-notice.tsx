import type { ReplicaStatus } from "~/backup/replica-status";
import { plural } from "~/utils/text";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";

const duration = (seconds: number) =>
  seconds < 120
    ? plural(seconds, "second", "seconds")
    : seconds < 2 * 60 * 60
      ? plural(Math.round(seconds / 60), "minute", "minutes")
      : plural(Math.round(seconds / 3600), "hour", "hours");

/**
 * The off-host copy of the database (BACKUP_REPLICA_URL) on the dashboard: a warning that stays once it is minutes
 * behind, else one quiet line.
 */
export function ReplicaNotice({ replica }: { replica: ReplicaStatus }) {
  if (replica.state === "stale") {
    return (
      <ErrorNotice
        message={
          `Backup warning: the off-site copy of the database (${replica.url}) has not been updated for ` +
          `${duration(replica.lagSeconds)}. Changes made since then would be lost if this server failed. ` +
          (replica.problem ?? "Litestream cannot reach the backup: its errors are in the server log.")
        }
      />
    );
  }
  return (
    <p className="muted">
      Off-site copy of the database ({replica.url}):{" "}
      {replica.state === "current" ? "up to date" : `${duration(replica.lagSeconds)} behind`}.
    </p>
  );
}
