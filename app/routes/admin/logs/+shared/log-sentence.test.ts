import { describe, expect, test } from "vitest";
import { logKindLabel, logKindOf, logSentence, logSentenceText, type LogForSentence } from "./log-sentence";

// 21:14 UTC is 2:14 PM in Arizona (UTC-7 all year).
const at = "2026-11-26T21:14:00.000Z";
const log = (event: string, fields: Partial<LogForSentence> = {}): LogForSentence => ({
  event,
  message: "",
  actorEmail: "maria@example.com",
  detail: null,
  createdAt: at,
  ...fields,
});

describe("logSentence", () => {
  test("a lead status change reads as who set whose lead to what, and when", () => {
    const entry = log("message.lead-status", { detail: { id: "m1", leadStatus: "contacted" } });
    expect(logSentence(entry, { actor: "Maria", subject: "Dana Whitfield" })).toBe(
      "Maria set Dana Whitfield's lead to Contacted, 2:14 PM",
    );
  });

  test("without names it falls back to the address and to neutral words", () => {
    const entry = log("message.lead-status", { detail: { id: "gone", leadStatus: "won" } });
    expect(logSentenceText(entry)).toBe("maria@example.com set a lead to Won");
    expect(logSentenceText(log("message.create", { actorEmail: null }))).toBe("Someone sent a message");
  });

  test("the estimate events of the estimate helpers", () => {
    const names = { actor: "Maria", subject: "James Ortiz" };
    const update = log("estimate.update", {
      message: "Estimate EST-2026-0042 updated (status)",
      detail: { estimateId: "e1", changes: { status: { from: "new", to: "site_visit_scheduled" } } },
    });
    expect(logSentenceText(update, names)).toBe(
      "Maria set James Ortiz's estimate request (EST-2026-0042) to Site visit scheduled",
    );
    const followUp = log("estimate.update", {
      message: "Estimate EST-2026-0042 updated (followUpOn)",
      detail: { estimateId: "e1", changes: { followUpOn: { from: null, to: "2026-12-01" } } },
    });
    expect(logSentenceText(followUp, names)).toBe(
      "Maria set a follow-up on 2026-12-01 for James Ortiz's estimate request (EST-2026-0042)",
    );
    const note = log("estimate.note", {
      message: "Note added to estimate EST-2026-0042",
      detail: { estimateId: "e1" },
    });
    expect(logSentenceText(note, names)).toBe(
      "Maria added a note to James Ortiz's estimate request (EST-2026-0042)",
    );
    const created = log("estimate.create", {
      actorEmail: null,
      message: "Estimate request EST-2026-0042 from james@example.com",
      detail: { estimateId: "e1" },
    });
    expect(logSentenceText(created, { subject: "James Ortiz" })).toBe(
      "James Ortiz asked for an estimate (EST-2026-0042)",
    );
    const deleted = log("estimate.delete", { detail: { estimateId: "e1", reference: "EST-2026-0042" } });
    expect(logSentenceText(deleted, { actor: "Maria" })).toBe(
      "Maria deleted an estimate request (EST-2026-0042)",
    );
  });

  test("sign-ins, subscribers and admin rights", () => {
    expect(logSentenceText(log("auth.signin"), { actor: "Maria" })).toBe("Maria signed in");
    expect(
      logSentenceText(log("auth.signin-failed", { actorEmail: null, detail: { email: "m***@example.com" } })),
    ).toBe("A sign-in failed for m***@example.com");
    expect(
      logSentenceText(log("customer.confirm", { actorEmail: null }), { subject: "ana@example.com" }),
    ).toBe("ana@example.com confirmed their newsletter subscription");
    expect(logSentenceText(log("user.admin-grant"), { actor: "Maria", subject: "lee@example.com" })).toBe(
      "Maria made lee@example.com an admin",
    );
  });

  test("an unknown event falls back to the stored message, after the person when it starts with a verb", () => {
    expect(
      logSentenceText(log("project.create", { message: "Created project “Desert Ridge”" }), {
        actor: "Maria",
      }),
    ).toBe("Maria created project “Desert Ridge”");
    expect(logSentenceText(log("something.new", { message: "Queue drained" }), { actor: "Maria" })).toBe(
      "Maria: Queue drained",
    );
    expect(logSentenceText(log("backup.done", { actorEmail: null, message: "Backup finished" }))).toBe(
      "Backup finished",
    );
  });

  test("a stored time that is not a date leaves the sentence without one", () => {
    expect(logSentence(log("auth.signout", { createdAt: "not a date" }), { actor: "Maria" })).toBe(
      "Maria signed out",
    );
  });
});

test("the kind of an event is the first part of its code, in words where known", () => {
  expect(logKindOf("estimate.update")).toBe("estimate");
  expect(logKindLabel("customer")).toBe("Subscribers");
  expect(logKindLabel("brand-new")).toBe("brand-new");
});
