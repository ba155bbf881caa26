// Run by `npm start` (scripts/start.mjs) when BACKUP_REPLICA_URL is set: checks the configuration as the server
// will, writes Litestream's configuration beside the database, and prints (one JSON line) the command that runs the
// server under `litestream replicate`, with the variables Litestream and the server need.
// Usage: tsx scripts/litestream-command.ts -- <server command...>
import {
  litestreamBinary,
  litestreamConfig,
  litestreamConfigFile,
  litestreamEnvironment,
  replicateArgs,
  writeLitestreamConfig,
} from "~/backup/litestream-config.server";
import { env } from "~/env.server";
import { freePort } from "./free-port";

const separator = process.argv.indexOf("--");
const serverCommand = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!env.BACKUP_REPLICA_URL || serverCommand.length === 0) {
  console.error(
    "Usage (with BACKUP_REPLICA_URL set): tsx scripts/litestream-command.ts -- <server command...>",
  );
  process.exit(2);
}

try {
  // Litestream serves its metrics there, for the server to read.
  const metricsAddress = `127.0.0.1:${await freePort()}`;
  const configFile = litestreamConfigFile(env);
  writeLitestreamConfig(configFile, litestreamConfig(env, { metricsAddress }));
  const command = {
    command: litestreamBinary(),
    args: replicateArgs(configFile, serverCommand),
    env: { ...litestreamEnvironment(env), BACKUP_METRICS_URL: `http://${metricsAddress}/metrics` },
  };
  process.stdout.write(`${JSON.stringify(command)}\n`);
} catch (error) {
  console.error(`Cannot start Litestream: ${(error as Error).message}`);
  process.exit(1);
}
