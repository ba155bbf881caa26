// The replica's status as the server reports it (/healthz, the admin dashboard); shared with the browser.
import type { ReplicaTarget } from "~/utils/replica-url";

export type ReplicaStatus = {
  type: ReplicaTarget["type"];
  /** The replica without credentials (for the back office; /healthz shows only the type). */
  url: string;
  /** "current": within a few seconds; "behind": more; "stale": more than STALE_AFTER_SECONDS. */
  state: "current" | "behind" | "stale";
  /** Every write made before this time is in the replica. */
  lastSyncAt: string;
  lagSeconds: number;
  /** Why the replica's position is unknown, in plain words; null while Litestream answers. */
  problem: string | null;
};
