import { startReplicaMonitor } from "~/backup/replica-health.server";
import { env } from "~/env.server";
import { flushOutbox } from "~/mail/send-email.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { startEdgePages } from "./edge-pages.server";
import { runRetention } from "./retention.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { ensureAdminUser } from "~/accounts/user.server";
import { startNewsletterWorker } from "~/newsletter/worker.server";
import { startJobReminders } from "~/jobs/remind-jobs.server";
import { remindInvoices } from "~/invoices/invoice-reminders.server";
import { startQuoteReminders } from "~/quotes/quote-reminders.server";
import { seedDatabase } from "~/seed/seed.server";

const OUTBOX_RETRY_MS = 60_000;
const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * Runs once per server process, after migrations: demo content for an empty database, the admin, mail retries, the
 * newsletter worker, the pruning of expired data, the quote and job reminders and the replica's watch.
 */
async function startServer() {
  if (!getSiteSettings()) {
    const report = await seedDatabase({ demo: env.SEED === "demo" });
    console.info(
      `Seeded an empty database (${env.SEED}): ${report.projects} projects, ${report.blogPosts} posts, ${report.keywords} keywords.`,
    );
  }
  const admin = await ensureAdminUser(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  if (admin) {
    logEvent(systemContext(admin), {
      event: "user.admin-bootstrap",
      message: `Created admin ${admin.email} from ADMIN_EMAIL`,
    });
    console.info(`Created the admin ${admin.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  }
  setInterval(
    () => void flushOutbox().catch((error) => console.error("Outbox retry failed", error)),
    OUTBOX_RETRY_MS,
  ).unref();
  // Sends queued campaign deliveries; every process runs one, and they share the work and the pace.
  startNewsletterWorker();
  // Expired sessions, spent codes, stale limits, old mail and logs: pruned now and every hour.
  runRetention();
  setInterval(() => void runRetention(), RETENTION_INTERVAL_MS).unref();
  // Quote follow-ups and expiry reminders, and quotes past their last day marked expired: now and every ten minutes.
  startQuoteReminders();
  // The day-before reminder of each job, once for its start day, and the invoices' payment reminders, each step once:
  // now and every ten minutes.
  startJobReminders({ name: "invoice reminders", run: remindInvoices });
  // With BACKUP_REPLICA_URL: watches the Litestream replica's lag, and logs it when it falls behind.
  startReplicaMonitor();
  // The page nginx serves while this process is down, with the company's phone as the settings have it.
  startEdgePages();
}

const globalForStartup = globalThis as unknown as { __siteStarted?: Promise<void> };
export const serverReady = (globalForStartup.__siteStarted ??= startServer());
