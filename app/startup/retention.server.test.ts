// The pruning job (server start, hourly, `npm run db:prune`) and the per-day counts that replace noisy log rows.
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  emailOutbox,
  eventCounts,
  logs,
  passwordResetTokens,
  rateLimits,
  sessions,
  verificationCodes,
} from "~/db/schema";
import { createId } from "~/utils/id.server";
import { receiveContactMessage } from "~/leads/receive-contact-message.server";
import { countEvent, eventCountOn, listEventCounts } from "~/logs/event-count.server";
import { listLogs } from "~/logs/log.server";
import { contactMessageSchema } from "~/leads/contact-message";
import { requestNewsletterSubscription, NEWSLETTER_RATE_LIMIT } from "~/newsletter/newsletter.server";
import { pruneExpiredData, runRetention, SENT_MAIL_RETENTION_MS } from "./retention.server";
import { createSession, SESSION_IDLE_MS } from "~/accounts/session-store.server";
import { createUser } from "~/accounts/user.server";

const DAY = 24 * 60 * 60_000;
const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id).sort();

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("pruning", () => {
  test("deletes only what has expired, been spent, gone stale or aged past its retention", async () => {
    const now = new Date();
    const at = now.getTime();
    const user = await createUser({ name: "Old", email: "old@example.com", password: "old-password-12" });

    const liveSession = createSession(user.id, 30 * DAY, at - 60 * 60_000);
    createSession(user.id, 30 * DAY, at - SESSION_IDLE_MS - 60_000); // idle
    createSession(user.id, 60_000, at - 5 * 60_000); // past its absolute end

    const code = (values: Partial<typeof verificationCodes.$inferInsert>) =>
      db
        .insert(verificationCodes)
        .values({
          id: createId(),
          userId: user.id,
          codeHash: createId(),
          expiresAt: new Date(at + 60_000),
          ...values,
        })
        .returning()
        .get();
    const liveCode = code({});
    const recentlyExpiredCode = code({ expiresAt: new Date(at - 60_000) });
    code({ expiresAt: new Date(at - 2 * DAY) });
    code({ consumedAt: new Date(at - 2 * DAY) });

    const token = (values: Partial<typeof passwordResetTokens.$inferInsert>) =>
      db
        .insert(passwordResetTokens)
        .values({
          id: createId(),
          userId: user.id,
          tokenHash: createId(),
          expiresAt: new Date(at + 60_000),
          ...values,
        })
        .returning()
        .get();
    const liveToken = token({});
    token({ expiresAt: new Date(at - 2 * DAY) });
    token({ usedAt: new Date(at - 2 * DAY) });

    db.insert(rateLimits)
      .values({ key: "test:fresh", windowStart: at - 60_000, count: 3 })
      .run();
    db.insert(rateLimits)
      .values({ key: "test:stale", windowStart: at - 2 * DAY, count: 3 })
      .run();

    const mail = (status: "pending" | "sent" | "failed" | "logged", ageMs: number) =>
      db
        .insert(emailOutbox)
        .values({
          id: createId(),
          to: "x@example.com",
          subject: "s",
          text: "t",
          status,
          createdAt: new Date(at - ageMs),
        })
        .returning()
        .get();
    const keptMail = [
      mail("sent", DAY),
      mail("logged", DAY),
      mail("pending", 10 * DAY),
      mail("failed", 10 * DAY),
    ];
    mail("sent", SENT_MAIL_RETENTION_MS + 60_000);
    mail("logged", SENT_MAIL_RETENTION_MS + 60_000);

    const log = (ageDays: number) =>
      db
        .insert(logs)
        .values({
          id: createId(),
          event: "test.prune",
          message: "m",
          createdAt: new Date(at - ageDays * DAY),
        })
        .returning()
        .get();
    const keptLog = log(29);
    log(31);
    countEvent("test.recent", now);
    countEvent("test.old", new Date(at - 40 * DAY));

    const report = pruneExpiredData(now, 30);
    expect(report).toEqual({
      sessions: 2,
      verificationCodes: 2,
      passwordResetTokens: 2,
      rateLimits: 1,
      sentMail: 2,
      logs: 1,
      eventCounts: 1,
    });
    expect(ids(db.select().from(sessions).all())).toEqual([liveSession.id]);
    expect(ids(db.select().from(verificationCodes).all())).toEqual(ids([liveCode, recentlyExpiredCode]));
    expect(ids(db.select().from(passwordResetTokens).all())).toEqual([liveToken.id]);
    expect(
      db
        .select()
        .from(rateLimits)
        .all()
        .map((row) => row.key),
    ).toEqual(["test:fresh"]);
    expect(ids(db.select().from(emailOutbox).all())).toEqual(ids(keptMail));
    expect(listLogs({ event: "test.prune" }).map((row) => row.id)).toEqual([keptLog.id]);
    expect(
      db
        .select()
        .from(eventCounts)
        .all()
        .map((row) => row.event),
    ).toEqual(["test.recent"]);

    // A second run finds nothing left to do.
    expect(Object.values(runRetention(now)!).every((count) => count === 0)).toBe(true);
  });

  test("npm run db:prune runs the same job and says what it deleted", () => {
    const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-prune.ts"], {
      env: process.env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Pruned \d+ sessions, \d+ verificationCodes, .* \d+ logs, \d+ eventCounts\.$/m,
    );
  });
});

describe("event counts", () => {
  test("count per event and day, in one row each", () => {
    const day = new Date("2026-02-03T10:00:00Z");
    countEvent("test.count", day);
    countEvent("test.count", new Date("2026-02-03T23:59:00Z"));
    countEvent("test.count", new Date("2026-02-04T00:01:00Z"));
    expect(eventCountOn("test.count", day)).toBe(2);
    expect(eventCountOn("test.count", new Date("2026-02-04T12:00:00Z"))).toBe(1);
    expect(
      listEventCounts(2, new Date("2026-02-04T12:00:00Z")).filter((row) => row.event === "test.count"),
    ).toEqual([
      { event: "test.count", day: "2026-02-04", count: 1 },
      { event: "test.count", day: "2026-02-03", count: 2 },
    ]);
  });

  test("honeypot catches and rate-limited contact and newsletter posts are counted, not logged row by row", () => {
    const input = contactMessageSchema.parse({
      name: "Bot",
      email: "bot@example.com",
      message: "Buy now",
      consent: "on",
    });
    const context = { ip: "203.0.113.9", origin: "http://site.test" };
    const logsBefore = listLogs().length;
    for (let i = 0; i < 3; i++) receiveContactMessage(input, { ...context, honeypot: "http://spam.example" });
    requestNewsletterSubscription("bot@example.com", { ...context, honeypot: "x" });
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.limit; i++) {
      requestNewsletterSubscription(`flood-${i}@example.com`, { ...context, ip: "203.0.113.10" });
    }
    expect(eventCountOn("message.spam")).toBe(3);
    expect(eventCountOn("customer.spam")).toBe(1);
    expect(eventCountOn("customer.rate-limited")).toBe(1);
    // Only the accepted subscriptions wrote log rows.
    expect(listLogs().length - logsBefore).toBe(NEWSLETTER_RATE_LIMIT.limit);
    expect(listLogs().some((row) => /spam|rate-limited/.test(row.event))).toBe(false);
  });
});
