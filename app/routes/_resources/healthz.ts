import fs from "node:fs";
import { replicaStatus } from "~/backup/replica-health.server";
import { sqlite } from "~/db/client.server";
import { env } from "~/env.server";
import type { Route } from "./+types/healthz";

// 200 while the database file is in place and answers a query; 503 otherwise (for load balancers and uptime checks).
// With replication on, also how far the off-host replica is behind (its address stays in the back office).
export async function loader(_args: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    if (!fs.existsSync(env.DATABASE_PATH)) throw new Error("database file is missing");
    sqlite.prepare("SELECT count(*) FROM site_settings").get();
  } catch (error) {
    const reason = error instanceof Error ? error.message : "database error";
    return Response.json({ status: "unavailable", error: reason }, { status: 503, headers });
  }
  const replica = await replicaStatus();
  if (!replica) return Response.json({ status: "ok" }, { headers });
  const { type, state, lastSyncAt, lagSeconds, problem } = replica;
  return Response.json(
    { status: "ok", replica: { type, state, lastSyncAt, lagSeconds, problem } },
    { headers },
  );
}
