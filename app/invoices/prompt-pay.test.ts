import { expect, test } from "vitest";
import {
  OWNER_OCCUPANT_PROMPT_PAY_NOTICE,
  promptPayDates,
  promptPayInvoiceLine,
  promptPayTerms,
} from "./prompt-pay";

test("deemed approved 14 days after it was sent, due 7 days after approval", () => {
  expect(promptPayDates("2027-03-01")).toEqual({ deemedApprovedOn: "2027-03-15", dueOn: "2027-03-22" });
  // Across a month and a year end, and a leap day.
  expect(promptPayDates("2026-12-20")).toEqual({ deemedApprovedOn: "2027-01-03", dueOn: "2027-01-10" });
  expect(promptPayDates("2028-02-15")).toEqual({ deemedApprovedOn: "2028-02-29", dueOn: "2028-03-07" });
});

test("the invoice's line names both dates", () => {
  expect(promptPayInvoiceLine(promptPayDates("2027-03-01"))).toBe(
    "Under the Arizona prompt pay act (A.R.S. § 32-1182), this invoice is deemed approved 14 days after it was " +
      "sent, on March 15, 2027, unless you object to it in writing before then, stating your reasons in reasonable " +
      "detail. Payment is due 7 days after approval, on March 22, 2027.",
  );
});

test("the § 32-1188 legend goes on the first page of an owner-occupant's invoice only", () => {
  expect(promptPayTerms({ applies: false, ownerOccupied: true, sentOn: "2027-03-01" })).toBeNull();
  const commercial = promptPayTerms({ applies: true, ownerOccupied: false, sentOn: "2027-03-01" });
  expect(commercial).toMatchObject({ dates: { deemedApprovedOn: "2027-03-15" }, firstPageNotice: null });
  const home = promptPayTerms({ applies: true, ownerOccupied: true, sentOn: "2027-03-01" });
  expect(home?.firstPageNotice).toBe(OWNER_OCCUPANT_PROMPT_PAY_NOTICE);
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.heading).toBe(
    "Notice to owner of applicability of Arizona prompt pay act",
  );
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.subheading).toBe(
    "(Notice required by Arizona Revised Statutes section 32-1188)",
  );
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.body).toMatch(
    /^Attention: Your obligations to pay your contractor/,
  );
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.body).toContain(
    "within fourteen (14) days after the date you receive",
  );
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.body).toContain(
    "you must pay the billing or estimate within seven (7) days",
  );
  expect(OWNER_OCCUPANT_PROMPT_PAY_NOTICE.body).toMatch(/to know your obligations and rights\.$/);
});
