// `npm run db:backup [file]`: a consistent online copy of the SQLite database (safe while the server runs).
import path from "node:path";
import { sqlite } from "~/db/client.server";
import { env } from "~/env.server";

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = process.argv[2] ?? path.join(path.dirname(env.DATABASE_PATH), "backups", `site-${stamp}.db`);
await import("node:fs").then((fs) => fs.mkdirSync(path.dirname(target), { recursive: true }));
await sqlite.backup(target);
console.info(`Backed up ${env.DATABASE_PATH} to ${target}`);
sqlite.close();
