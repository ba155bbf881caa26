// The contact rules shared by /contact and POST /api/message. SMTP points at a port where nothing listens, so every
// delivery fails: the message must still be stored, and the notification kept in the outbox for a retry.
import { beforeEach, describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
});

const { db } = await import("~/db/client.server");
const { rateLimits } = await import("~/db/schema");
const { listOutbox } = await import("~/mail/outbox.server");
const { contactMessageSchema, CONTACT_MESSAGES } = await import("./contact-message");
const { listMessages } = await import("./contact-message.server");
const { CONTACT_RATE_LIMIT, contactFormError, receiveContactMessage, BOT_REJECTED } =
  await import("./receive-contact-message.server");

const input = contactMessageSchema.parse({
  name: "Dana Reyes",
  email: "Dana@Example.com",
  phone: "(480) 555-0100",
  message: "Our lot needs <sealcoating> & striping.",
  consent: "on",
});
const context = (ip: string) => ({ ip, origin: "https://paving.example" });

beforeEach(() => {
  db.delete(rateLimits).run();
});

describe("receiveContactMessage", () => {
  test("stores the message with its consent time before trying the mail, which may fail", async () => {
    const before = Date.now();
    const result = receiveContactMessage(input, context("198.51.100.1"));
    expect(result.ok).toBe(true);
    const stored = listMessages().find((m) => m.email === "dana@example.com");
    expect(stored).toBeDefined();
    expect(stored!.consent).toBe(true);
    expect(stored!.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(stored!.ip).toBe("198.51.100.1");

    // The notification is queued for CONTACT_NOTIFY_EMAIL; the SMTP failure leaves it pending with its error.
    await vi.waitFor(() => {
      const mail = listOutbox("office@example.com").at(-1);
      expect(mail?.attempts).toBe(1);
    });
    const mail = listOutbox("office@example.com").at(-1)!;
    expect(mail.status).toBe("pending");
    expect(mail.lastError).toBeTruthy();
    expect(mail.subject).toBe("New contact message from Dana Reyes");
    expect(mail.text).toMatch(/Received: [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST/);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    expect(mail.text).toContain("Our lot needs <sealcoating> & striping.");
    expect(mail.text).toContain(`https://paving.example/admin/messages/${stored!.id}`);
    expect(mail.html).toContain("Our lot needs &lt;sealcoating&gt; &amp; striping.");
  });

  test("a filled honeypot is refused and nothing is stored", () => {
    const count = listMessages().length;
    const result = receiveContactMessage(input, {
      ...context("198.51.100.2"),
      honeypot: "http://spam.example",
    });
    expect(result).toEqual({ ok: false, status: 400, error: BOT_REJECTED });
    expect(listMessages()).toHaveLength(count);
    expect(receiveContactMessage(input, { ...context("198.51.100.2"), honeypot: "  " }).ok).toBe(true);
  });

  test("each address may send a limited number of messages per window", () => {
    const ip = "198.51.100.3";
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      expect(receiveContactMessage(input, context(ip)).ok).toBe(true);
    const refused = receiveContactMessage(input, context(ip));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.error).toMatch(/Please wait \d+ minutes and try again/);
    // Another address is not affected.
    expect(receiveContactMessage(input, context("198.51.100.4")).ok).toBe(true);
  });
});

describe("contactFormError", () => {
  test("consent first, then the required-fields text, then any other error", () => {
    expect(
      contactFormError({
        name: [CONTACT_MESSAGES.nameMissing],
        consent: [CONTACT_MESSAGES.consentRequired],
      }),
    ).toBe(CONTACT_MESSAGES.consentRequired);
    expect(
      contactFormError({
        email: ["Please enter a valid email address"],
        message: [CONTACT_MESSAGES.messageMissing],
      }),
    ).toBe(CONTACT_MESSAGES.requiredFields);
    expect(contactFormError({ email: ["Please enter a valid email address"] })).toBe(
      "Please enter a valid email address",
    );
    expect(contactFormError(null)).toBe(CONTACT_MESSAGES.failed);
  });
});

describe("the contact form's phone", () => {
  test("optional, but a number given must be ten US digits, stored as the digits", () => {
    const base = { name: "Dana", email: "dana@example.com", message: "Hello", consent: "on" };
    expect(contactMessageSchema.parse({ ...base }).phone).toBe("");
    expect(contactMessageSchema.parse({ ...base, phone: "480.555.0142" }).phone).toBe("4805550142");
    for (const phone of ["12", "602-555-014"]) {
      const result = contactMessageSchema.safeParse({ ...base, phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["phone", "Enter a 10-digit phone number"],
      ]);
    }
  });

  test("a refusal for sending too often names the office's phone", async () => {
    const { seedDatabase } = await import("~/seed/seed.server");
    await seedDatabase({ demo: false });
    const ip = "198.51.100.60";
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) receiveContactMessage(input, context(ip));
    const refused = receiveContactMessage(input, context(ip));
    expect(refused.ok || refused.error).toMatch(/or call us at \(\d{3}\) \d{3}-\d{4}\.$/);
  });
});
