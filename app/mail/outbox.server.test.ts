import { expect, test } from "vitest";
import { claimEmail, enqueueEmail, listDueEmails, markEmailFailed } from "./outbox.server";

test("a pending mail is claimed by exactly one sender, and is not due again while claimed", () => {
  const row = enqueueEmail({ to: "claim@example.com", subject: "Hi", text: "Hello" });
  expect(claimEmail(row.id)).toBe(true);
  expect(claimEmail(row.id)).toBe(false);
  expect(listDueEmails().map((due) => due.id)).not.toContain(row.id);
  // A sender that died mid-send leaves the claim; after the lease the mail is due again.
  const later = new Date(Date.now() + 6 * 60_000);
  expect(listDueEmails(later).map((due) => due.id)).toContain(row.id);
  expect(claimEmail(row.id, later)).toBe(true);
});

test("a failed attempt waits for its back-off before it can be claimed again", () => {
  const row = enqueueEmail({ to: "retry@example.com", subject: "Hi", text: "Hello" });
  expect(claimEmail(row.id)).toBe(true);
  markEmailFailed(row, "connection refused");
  expect(claimEmail(row.id)).toBe(false);
});

test("logged mail (no SMTP) is never claimed for sending", () => {
  const row = enqueueEmail({ to: "logged@example.com", subject: "Hi", text: "Hello" }, "logged");
  expect(claimEmail(row.id)).toBe(false);
});
