// `npm run newsletter:worker`: the newsletter worker in a process of its own (every server process also runs one;
// they share the work and the pace through the database). SIGTERM or SIGINT lets the mail in flight finish first.
// Options for tests and operators: --lease-ms=N (how old a claim must be before its worker counts as stopped),
// --idle-ms=N (how often to look for work), --retry-ms=N (the first retry's wait).
import { sqlite } from "~/db/client.server";
import { createNewsletterWorker, type NewsletterWorkerOptions } from "~/newsletter/worker.server";

function numberFlag(name: string) {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    console.error(`--${name} must be a whole number of milliseconds greater than 0.`);
    process.exit(2);
  }
  return number;
}

const options: Partial<NewsletterWorkerOptions> = { keepAlive: true };
const leaseMs = numberFlag("lease-ms");
const idlePollMs = numberFlag("idle-ms");
const retryBaseMs = numberFlag("retry-ms");
if (leaseMs) options.leaseMs = leaseMs;
if (idlePollMs) options.idlePollMs = idlePollMs;
if (retryBaseMs) options.retryBaseMs = retryBaseMs;

const worker = createNewsletterWorker(options);
worker.start();
console.info("Newsletter worker started.");

async function shutdown(signal: string) {
  console.info(`${signal}: finishing the mail in flight, then stopping.`);
  await worker.stop();
  sqlite.close();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
