// Playwright's web server: the production build (our own server, build/server/index.js), on a temporary database and uploads folder,
// with mail going to a real SMTP sink on 127.0.0.1 whose messages are appended to mail.jsonl for the tests to read, and
// deposits paid through the Stripe stand-in on 127.0.0.1 (the real `stripe` SDK pointed at it by STRIPE_API_URL); its
// address is written to a file for the tests, which sign the webhook's events themselves.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { startSmtpSink } from "./smtp-sink";
import { startStripeStandIn } from "./stripe-stand-in";
import {
  e2eAdmin,
  e2eBaseUrl,
  e2eBuildDir,
  e2eDir,
  e2eMailFile,
  e2ePort,
  e2eSessionSecret,
  e2eStripe,
} from "./e2e-config";

fs.rmSync(e2eDir, { recursive: true, force: true });
fs.mkdirSync(e2eDir, { recursive: true });
fs.writeFileSync(e2eMailFile, "");

const sink = await startSmtpSink((mail) => fs.appendFileSync(e2eMailFile, JSON.stringify(mail) + "\n"));
const stripe = await startStripeStandIn({ webhookSecret: e2eStripe.webhookSecret });
fs.writeFileSync(e2eStripe.urlFile, stripe.url);

const server = spawn(process.execPath, [`${e2eBuildDir}/server/index.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(e2ePort),
    PUBLIC_URL: e2eBaseUrl,
    DATABASE_URL: `file:${e2eDir}/site.db`,
    UPLOADS_DIR: `${e2eDir}/uploads`,
    EDGE_PAGES_DIR: `${e2eDir}/edge`,
    SESSION_SECRET: e2eSessionSecret,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    SMTP_URL: sink.url,
    MAIL_FROM: "Site <no-reply@example.com>",
    CONTACT_NOTIFY_EMAIL: "office@example.com",
    SEED: "demo",
    // Campaigns go to every confirmed subscriber in the shared test database; the default pace would be slow here.
    NEWSLETTER_RATE_PER_MINUTE: "600",
    STRIPE_SECRET_KEY: e2eStripe.secretKey,
    STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  },
});

const stop = async () => {
  server.kill("SIGTERM");
  await Promise.all([sink.close(), stripe.close()]);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", async (code) => {
  await Promise.all([sink.close(), stripe.close()]);
  process.exit(code ?? 0);
});
