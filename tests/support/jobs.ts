// For the Vitest job tests: an accepted quote (written, sent and signed through the quote use cases), a crew, and
// the dates of a schedule counted from today in Arizona.
import type { EditContext } from "~/logs/audit.server";
import { createCrew } from "~/crews/create-crew.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { addCalendarDays, arizonaDay } from "~/utils/dates";
import type { ScheduleInput } from "~/jobs/job-schema";
import { sampleQuoteInput } from "./quotes";

let counter = 0;

/** A quote the customer signed: its id and a token of its page. */
export async function acceptedQuote(by: EditContext, overrides: Parameters<typeof sampleQuoteInput>[0] = {}) {
  const created = createQuote(
    sampleQuoteInput({
      validUntil: "2099-12-31",
      email: `job-customer-${++counter}@example.com`,
      ...overrides,
    }),
    by,
  );
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by);
  if (!sent.ok) throw new Error(sent.error);
  const token = new URL(sent.link).pathname.split("/").pop()!;
  const accepted = await acceptQuote(
    token,
    acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }),
    { ip: "203.0.113.9", userAgent: "Vitest" },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  return { quote: accepted.quote, token };
}

/** A crew with a unique name. */
export function aCrew(by: EditContext, name = `Crew ${++counter}`, phone = "4805550177") {
  const result = createCrew({ name, phone, members: ["Luis", "Dana"] }, by);
  if (!result.ok) throw new Error(result.error);
  return result.crew;
}

/** The Arizona day `days` from today. */
export const dayFromToday = (days: number) => addCalendarDays(arizonaDay(new Date()), days);

/** A schedule `days` from today, one day long, 7:00 to 9:00. */
export const scheduleIn = (days: number, overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  startDate: dayFromToday(days),
  endDate: dayFromToday(days),
  arrivalStart: "07:00",
  arrivalEnd: "09:00",
  crewId: null,
  crewNote: "",
  ...overrides,
});
