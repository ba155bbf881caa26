// Newsletter sign-up rules shared by the footer form, /newsletter and POST /api/customer (mail goes to the outbox).
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { listOutbox } from "~/mail/outbox.server";
import { findCustomerByEmail, listCustomers } from "./subscriber.server";
import {
  CONFIRMATION_MAILS_PER_HOUR,
  confirmNewsletter,
  NEWSLETTER_RATE_LIMIT,
  requestNewsletterSubscription,
  unsubscribeNewsletter,
} from "./newsletter.server";

const context = (ip = "203.0.113.1") => ({ ip, origin: "https://paving.example" });
const linkIn = (text: string, path: string) =>
  new RegExp(`https://paving\\.example${path}\\?token=([\\w-]+)`).exec(text)?.[1];

beforeEach(() => {
  db.delete(rateLimits).run();
});

describe("double opt-in", () => {
  test("a new address is pending and gets a mail with a confirm link and an unsubscribe link", () => {
    const result = requestNewsletterSubscription("new@example.com", context());
    expect(result.ok && result.customer.status).toBe("pending");
    expect(result.ok && result.mailed).toBe(true);
    const mail = listOutbox("new@example.com").at(-1)!;
    const confirmToken = linkIn(mail.text, "/newsletter/confirm");
    const unsubscribeToken = linkIn(mail.text, "/newsletter/unsubscribe");
    expect(confirmToken).toBeTruthy();
    expect(unsubscribeToken).toBeTruthy();
    expect(mail.html).toContain("/newsletter/unsubscribe?token=");

    expect(confirmNewsletter(confirmToken!)).toEqual({ outcome: "confirmed", email: "new@example.com" });
    expect(findCustomerByEmail("new@example.com")!.status).toBe("subscribed");
    expect(confirmNewsletter("not-a-token")).toEqual({ outcome: "invalid" });
    expect(confirmNewsletter("")).toEqual({ outcome: "invalid" });

    expect(unsubscribeNewsletter(unsubscribeToken!)).toEqual({
      outcome: "unsubscribed",
      email: "new@example.com",
    });
    expect(findCustomerByEmail("new@example.com")!.status).toBe("unsubscribed");
    expect(unsubscribeNewsletter("nope")).toEqual({ outcome: "invalid" });
  });

  test("subscribing twice is no error and makes no second row; a confirmed address gets no more mail", () => {
    requestNewsletterSubscription("twice@example.com", context());
    const again = requestNewsletterSubscription("Twice@Example.com", context());
    expect(again.ok).toBe(true);
    expect(listCustomers().filter((c) => c.email === "twice@example.com")).toHaveLength(1);

    const token = linkIn(listOutbox("twice@example.com").at(-1)!.text, "/newsletter/confirm")!;
    expect(confirmNewsletter(token).outcome).toBe("confirmed");
    const mails = listOutbox("twice@example.com").length;
    const third = requestNewsletterSubscription("twice@example.com", context());
    expect(third.ok && third.mailed).toBe(false);
    expect(third.ok && third.customer.status).toBe("subscribed");
    expect(listOutbox("twice@example.com")).toHaveLength(mails);
  });

  test("an address gets a bounded number of confirmation mails however often it is entered", () => {
    for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR + 3; i++) {
      expect(requestNewsletterSubscription("victim@example.com", context(`203.0.113.${10 + i}`)).ok).toBe(
        true,
      );
    }
    expect(listOutbox("victim@example.com")).toHaveLength(CONFIRMATION_MAILS_PER_HOUR);
  });
});

describe("abuse", () => {
  test("a filled honeypot is refused and nothing is stored", () => {
    const result = requestNewsletterSubscription("bot@example.com", { ...context(), honeypot: "x" });
    expect(result.ok).toBe(false);
    expect(findCustomerByEmail("bot@example.com")).toBeUndefined();
  });

  test("per-address rate limit", () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect(requestNewsletterSubscription(`r${i}@example.com`, context(ip)).ok).toBe(true);
    }
    const refused = requestNewsletterSubscription("late@example.com", context(ip));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.status).toBe(429);
    expect(findCustomerByEmail("late@example.com")).toBeUndefined();
  });
});

test("every confirm link mailed to a pending address keeps working", () => {
  requestNewsletterSubscription("patient@example.com", context("203.0.113.50"));
  requestNewsletterSubscription("patient@example.com", context("203.0.113.51"));
  const [first, second] = listOutbox("patient@example.com");
  const firstToken = linkIn(first.text, "/newsletter/confirm");
  expect(linkIn(second.text, "/newsletter/confirm")).toBe(firstToken);
  expect(confirmNewsletter(firstToken!).outcome).toBe("confirmed");
});

test("after unsubscribing, an old confirm link no longer signs the address up again", () => {
  requestNewsletterSubscription("changed-mind@example.com", context("203.0.113.60"));
  const mail = listOutbox("changed-mind@example.com").at(-1)!;
  const confirmToken = linkIn(mail.text, "/newsletter/confirm")!;
  expect(unsubscribeNewsletter(linkIn(mail.text, "/newsletter/unsubscribe")!).outcome).toBe("unsubscribed");

  expect(confirmNewsletter(confirmToken)).toEqual({ outcome: "invalid" });
  expect(findCustomerByEmail("changed-mind@example.com")!.status).toBe("unsubscribed");

  // Signing up again is the way back: a new mail with a new, working link.
  requestNewsletterSubscription("changed-mind@example.com", context("203.0.113.61"));
  const fresh = linkIn(listOutbox("changed-mind@example.com").at(-1)!.text, "/newsletter/confirm")!;
  expect(fresh).not.toBe(confirmToken);
  expect(confirmNewsletter(fresh).outcome).toBe("confirmed");
});
