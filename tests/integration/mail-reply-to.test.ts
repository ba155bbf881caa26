// Replies reach the office: every mail to a customer, visitor or subscriber names the company's e-mail (the settings)
// as its Reply-To, or CONTACT_NOTIFY_EMAIL while that is unset; the office's own notices may name the person who wrote.
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

// Read when the environment module first loads, so set before the app's modules are imported.
process.env.CONTACT_NOTIFY_EMAIL = "notify@example.com";
const { db } = await import("~/db/client.server");
const { siteSettings } = await import("~/db/schema");
const { seedDatabase } = await import("~/seed/seed.server");
const { enqueueEmail } = await import("~/mail/outbox.server");
const { queueEmail } = await import("~/mail/send-email.server");

await seedDatabase({ demo: false });
const setCompanyEmail = (email: string) =>
  db.update(siteSettings).set({ email }).where(eq(siteSettings.id, 1)).run();

test("the company's e-mail from the settings, else CONTACT_NOTIFY_EMAIL", () => {
  setCompanyEmail("office@company.example");
  const row = queueEmail({ to: "customer@example.com", subject: "Quote", text: "Hello" });
  expect(row.headers).toEqual({ "Reply-To": "office@company.example" });
  setCompanyEmail("");
  expect(enqueueEmail({ to: "customer@example.com", subject: "Quote", text: "Hello" }).headers).toEqual({
    "Reply-To": "notify@example.com",
  });
});

test("other headers are kept; a notice to the office names whom to answer, and none is its own Reply-To", () => {
  setCompanyEmail("office@company.example");
  const campaign = enqueueEmail({
    to: "subscriber@example.com",
    subject: "News",
    text: "Hello",
    headers: { "List-Unsubscribe": "<https://example.com/u>" },
  });
  expect(campaign.headers).toEqual({
    "List-Unsubscribe": "<https://example.com/u>",
    "Reply-To": "office@company.example",
  });
  const notice = enqueueEmail({
    to: "notify@example.com",
    subject: "Quote accepted",
    text: "…",
    replyTo: "customer@example.com",
  });
  expect(notice.headers).toEqual({ "Reply-To": "customer@example.com" });
  expect(enqueueEmail({ to: "Office@Company.example", subject: "Hi", text: "…" }).headers).toBeNull();
});
