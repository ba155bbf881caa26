// Jobs and crews below their pages: crews and their calendar links, scheduling an accepted quote, every status move
// and the refused ones (which change nothing), the customer's mails with their invitations read back by ical.js, the
// day-before reminder, and the crew's feed (its window of days, its escaping, its size for 500 jobs).
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { jobEvents, jobs, siteSettings } from "~/db/schema";
import { crewCalendarUrl } from "~/crews/crew-calendar-link.server";
import { CREW_LIMITS, CREW_MESSAGES } from "~/crews/crew-options";
import { crewOfCalendarToken, listCrews, loadCrew } from "~/crews/crew-records.server";
import { crewFormSchema } from "~/crews/crew-schema";
import { deleteCrew } from "~/crews/delete-crew.server";
import { renewCrewCalendarLink } from "~/crews/renew-crew-calendar-link.server";
import { updateCrew } from "~/crews/update-crew.server";
import { createCrew } from "~/crews/create-crew.server";
import { cancelJob } from "~/jobs/cancel-job.server";
import { closeJob } from "~/jobs/close-job.server";
import { completeJob } from "~/jobs/complete-job.server";
import { holdJob } from "~/jobs/hold-job.server";
import { crewCalendarText, jobUid } from "~/jobs/job-calendar.server";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { loadJob } from "~/jobs/job-records.server";
import { scheduleFormSchema } from "~/jobs/job-schema";
import { remindJobs } from "~/jobs/remind-jobs.server";
import { rescheduleJob } from "~/jobs/reschedule-job.server";
import { resumeJob } from "~/jobs/resume-job.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { startJob } from "~/jobs/start-job.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { createQuote } from "~/quotes/save-quote.server";
import * as feedRoute from "~/routes/_resources/calendar/$file";
import { arizonaDay, formatLongDate } from "~/utils/dates";
import { seedWithApiUsers } from "../support/api-users";
import { insertBulkJobs } from "../support/bulk-jobs";
import { addAnAfterPhoto } from "../support/job-photos";
import { acceptedQuote, aCrew, dayFromToday, scheduleIn } from "../support/jobs";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

/** A calendar text read by ical.js, with its time zones registered. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The mails to an address with their calendar attachment, oldest first. */
function mailsTo(email: string) {
  return Promise.all(
    listOutbox(email).map(async (row) => {
      const ics = (await attachmentsOf(row.id)).find((file) => file.contentType.startsWith("text/calendar"));
      return { ...row, ics: ics ? { ...ics, text: ics.content.toString("utf8") } : undefined };
    }),
  );
}

async function scheduled(days = 7, overrides: Parameters<typeof scheduleIn>[1] = {}) {
  const { quote, token } = await acceptedQuote(by);
  const result = scheduleJob({ quoteId: quote.id, ...scheduleIn(days, overrides) }, by);
  if (!result.ok) throw new Error(result.error);
  return { job: result.job, quote, token };
}

const tokenOf = (url: string) => /\/calendar\/([\w-]+)\.ics$/.exec(url)![1];

describe("crews", () => {
  test("a name is required and unique (whatever its case), the phone follows the 10-digit rule, members one a line", () => {
    expect(crewFormSchema.safeParse({ name: " ", phone: "", members: "" }).error?.issues[0].message).toBe(
      CREW_MESSAGES.nameRequired,
    );
    expect(crewFormSchema.safeParse({ name: "A", phone: "555-12" }).error?.issues[0].message).toBe(
      "Enter a 10-digit phone number",
    );
    expect(
      crewFormSchema.parse({ name: " Paving 2 ", phone: "(480) 555-0123", members: "Ana\n\n Bo \r\nCy" }),
    ).toEqual({
      name: "Paving 2",
      phone: "4805550123",
      members: ["Ana", "Bo", "Cy"],
    });
    const first = aCrew(by, "Striping crew");
    expect(createCrew({ name: "STRIPING CREW ", phone: "", members: [] }, by)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { name: [CREW_MESSAGES.nameTaken("STRIPING CREW ")] },
    });
    const other = aCrew(by, "Grading crew");
    expect(updateCrew(other.id, { name: "striping crew" }, by)).toMatchObject({ ok: false, status: 409 });
    expect(updateCrew(first.id, { name: "Striping crew A", members: ["Eve"] }, by)).toMatchObject({
      ok: true,
      crew: { name: "Striping crew A", members: ["Eve"], phone: "4805550177" },
    });
  });

  test("a crew with jobs still to come cannot be deleted; one without can", async () => {
    const crew = aCrew(by);
    const { job } = await scheduled(10, { crewId: crew.id });
    expect(deleteCrew(crew.id, by)).toMatchObject({ ok: false, status: 409, error: CREW_MESSAGES.hasJobs });
    expect(loadCrew(crew.id)).toBeDefined();
    expect(cancelJob(job.id, { cancelReason: "Customer sold the house" }, by).ok).toBe(true);
    expect(deleteCrew(crew.id, by)).toMatchObject({ ok: true });
    expect(loadCrew(crew.id)).toBeUndefined();
    // The cancelled job keeps its history without the crew.
    expect(loadJob(job.id)).toMatchObject({ status: "cancelled", crewId: null });
  });

  test(`up to ${CREW_LIMITS.crews} crews`, () => {
    const added = Array.from({ length: CREW_LIMITS.crews - listCrews().length }, () => aCrew(by));
    expect(createCrew({ name: "One too many", phone: "", members: [] }, by)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { name: [CREW_MESSAGES.tooMany] },
    });
    for (const crew of added) expect(deleteCrew(crew.id, by).ok).toBe(true);
  });
});

describe("a crew's calendar link", () => {
  test("is 256 bits, stored only as a hash; New link stops the old one; an unknown token is a 404", async () => {
    const crew = aCrew(by);
    const url = crewCalendarUrl(crew)!;
    const token = tokenOf(url);
    // 32 bytes in base64url.
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(loadCrew(crew.id))).not.toContain(token);
    expect(crewOfCalendarToken(token)?.id).toBe(crew.id);

    const feed = await callRoute(feedRoute, "GET", { params: { file: `${token}.ics` } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toMatch(/^private\b/);
    expect(feed.headers.get("Cache-Control")).toContain("no-store");
    expect(feed.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(feed.headers.get("Referrer-Policy")).toBe("no-referrer");
    const again = await callRoute(feedRoute, "GET", {
      params: { file: `${token}.ics` },
    });
    expect(again.headers.get("ETag")).toBe(feed.headers.get("ETag"));

    const renewed = renewCrewCalendarLink(crew.id, by);
    if (!renewed.ok) throw new Error(renewed.error);
    const newToken = tokenOf(crewCalendarUrl(renewed.crew)!);
    expect(newToken).not.toBe(token);
    expect(crewOfCalendarToken(token)).toBeUndefined();
    expect((await callRoute(feedRoute, "GET", { params: { file: `${token}.ics` } })).status).toBe(404);
    expect((await callRoute(feedRoute, "GET", { params: { file: `${newToken}.ics` } })).status).toBe(200);
    for (const file of ["nope.ics", `${newToken}.txt`, `${"x".repeat(300)}.ics`, "%00.ics"])
      expect((await callRoute(feedRoute, "GET", { params: { file } })).status, file).toBe(404);
  });
});

describe("scheduling", () => {
  test("only an accepted quote, once; the reference reads J-YYYY-NNNN", async () => {
    const draft = createQuote(sampleQuoteInput({ validUntil: "2099-12-31" }), by);
    if (!draft.ok) throw new Error(draft.error);
    const refused = scheduleJob({ quoteId: draft.quote.id, ...scheduleIn(3) }, by);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      error: JOB_MESSAGES.notAccepted,
      fieldErrors: { quoteId: [JOB_MESSAGES.notAccepted] },
    });
    expect(scheduleJob({ quoteId: "no-such-quote", ...scheduleIn(3) }, by)).toMatchObject({ status: 404 });

    const { job, quote } = await scheduled(3);
    const year = arizonaDay(new Date()).slice(0, 4);
    expect(job.reference).toMatch(new RegExp(`^J-${year}-\\d{4}$`));
    expect(job).toMatchObject({ status: "scheduled", sequence: 0, quoteId: quote.id });
    expect(job.contractCents).toBeGreaterThan(0);
    expect(job.events.map((event) => event.type)).toEqual(["scheduled"]);
    expect(scheduleJob({ quoteId: quote.id, ...scheduleIn(4) }, by)).toMatchObject({
      ok: false,
      status: 409,
    });
    const next = await scheduled(5);
    expect(Number(next.job.reference.slice(-4))).toBe(Number(job.reference.slice(-4)) + 1);
  });

  test("an unknown crew is refused on its field, and nothing is stored", async () => {
    const { quote } = await acceptedQuote(by);
    const before = db.select().from(jobs).all().length;
    expect(scheduleJob({ quoteId: quote.id, ...scheduleIn(3, { crewId: "no-crew" }) }, by)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { crewId: [JOB_MESSAGES.crewNotFound] },
    });
    expect(db.select().from(jobs).all()).toHaveLength(before);
  });

  test("the form's rules: real dates within two years, the end on or after the start, a whole window in order", () => {
    const base = { ...scheduleIn(3), arrivalStart: "07:00", arrivalEnd: "09:00", crewId: "", crewNote: "" };
    const errors = (values: Record<string, unknown>) =>
      scheduleFormSchema
        .safeParse({ ...base, ...values })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(errors({})).toBeUndefined();
    expect(errors({ endDate: dayFromToday(2) })).toEqual([["endDate", JOB_MESSAGES.endBeforeStart]]);
    expect(errors({ startDate: "2026-02-30" })).toEqual([["startDate", JOB_MESSAGES.dateInvalid]]);
    expect(errors({ startDate: dayFromToday(-800), endDate: dayFromToday(3) })).toEqual([
      ["startDate", JOB_MESSAGES.dateOutOfRange],
    ]);
    expect(errors({ endDate: dayFromToday(900) })).toEqual([["endDate", JOB_MESSAGES.dateOutOfRange]]);
    expect(errors({ arrivalEnd: "" })).toEqual([["arrivalEnd", JOB_MESSAGES.windowBothOrNeither]]);
    expect(errors({ arrivalEnd: "06:00" })).toEqual([["arrivalEnd", JOB_MESSAGES.windowOrder]]);
    expect(errors({ arrivalStart: "25:00" })).toEqual([["arrivalStart", JOB_MESSAGES.timeInvalid]]);
    expect(errors({ startDate: "" })).toEqual([["startDate", JOB_MESSAGES.startDateRequired]]);
  });
});

describe("the customer's mails and invitations", () => {
  test("scheduled: METHOD:REQUEST, the job's UID, SEQUENCE 0, the site as LOCATION, DTSTART 07:00 in Phoenix", async () => {
    const crew = aCrew(by, "Sealcoat crew 7", "6025550188");
    const { job, quote } = await scheduled(6, { crewId: crew.id });
    const [mail] = (await mailsTo(quote.email)).filter((row) => row.subject.startsWith("Your job"));
    expect(mail.subject).toBe(`Your job ${job.reference} is scheduled for ${formatLongDate(job.startDate)}`);
    expect(mail.text).toContain("Arrival window: 7:00 AM to 9:00 AM (Arizona time)");
    expect(mail.text).toContain("Crew phone: (602) 555-0188");
    expect(mail.text).toMatch(/See your job: https?:\/\/\S+\/q\/[\w-]{43}/);
    expect(mail.ics!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const { calendar, events } = readCalendar(mail.ics!.text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe(jobUid(job.id));
    expect(event.sequence).toBe(0);
    expect(event.location).toBe("2210 E Baseline Rd, Mesa, AZ 85204");
    expect(event.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(event.startDate.toString()).toBe(`${job.startDate}T07:00:00`);
    expect(event.endDate.toString()).toBe(`${job.startDate}T09:00:00`);
    expect(event.organizer).toContain("mailto:");
    expect(event.attendees[0].getFirstValue()).toBe(`mailto:${quote.email}`);
  });

  test("moved to the next day: 'New dates for your job', the same UID and a higher SEQUENCE; a note alone mails nothing", async () => {
    const { job, quote } = await scheduled(8);
    const moved = rescheduleJob(job.id, scheduleIn(9), by);
    expect(moved).toMatchObject({
      ok: true,
      changed: true,
      job: { sequence: 1, startDate: dayFromToday(9) },
    });
    const update = (await mailsTo(quote.email)).at(-1)!;
    expect(update.subject).toBe(`New dates for your job ${job.reference}`);
    const [event] = readCalendar(update.ics!.text).events;
    expect(event.uid).toBe(jobUid(job.id));
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe(`${dayFromToday(9)}T07:00:00`);

    const count = (await mailsTo(quote.email)).length;
    expect(rescheduleJob(job.id, scheduleIn(9, { crewNote: "Gate code 4412" }), by)).toMatchObject({
      ok: true,
      job: { sequence: 2, crewNote: "Gate code 4412" },
    });
    expect(await mailsTo(quote.email)).toHaveLength(count);
    // The same schedule again changes nothing at all.
    expect(rescheduleJob(job.id, scheduleIn(9, { crewNote: "Gate code 4412" }), by)).toMatchObject({
      ok: true,
      changed: false,
      job: { sequence: 2 },
    });
    expect(loadJob(job.id)!.events.map((event) => event.type)).toEqual([
      "scheduled",
      "rescheduled",
      "rescheduled",
    ]);
  });

  test("on hold with the reason, back, then cancelled with METHOD:CANCEL", async () => {
    const { job, quote } = await scheduled(12);
    expect(holdJob(job.id, { holdReason: "weather", holdNote: "" }, by)).toMatchObject({
      ok: true,
      job: { status: "on_hold", statusBeforeHold: "scheduled", holdReason: "weather" },
    });
    const held = (await mailsTo(quote.email)).at(-1)!;
    expect(held.subject).toBe(`Your job ${job.reference} is on hold`);
    expect(held.text).toContain("Reason: Weather");
    expect(held.ics).toBeUndefined();
    expect(resumeJob(job.id, by)).toMatchObject({ ok: true, job: { status: "scheduled", holdReason: null } });
    expect(cancelJob(job.id, { cancelReason: "The customer moved" }, by)).toMatchObject({
      ok: true,
      job: { status: "cancelled" },
    });
    const cancelled = (await mailsTo(quote.email)).at(-1)!;
    expect(cancelled.subject).toBe(`Your job ${job.reference} is cancelled`);
    expect(cancelled.text).toContain("Reason: The customer moved");
    const { calendar, events } = readCalendar(cancelled.ics!.text);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(events[0].uid).toBe(jobUid(job.id));
    expect(events[0].component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events[0].sequence).toBe(3);
  });

  test("the reminder goes the day before, once, with the office's Before we arrive; again for a new start day", async () => {
    db.update(siteSettings)
      .set({ beforeWeArrive: "Please move vehicles off the work area by 6 am.\nLeave the gate open." })
      .run();
    const { job, quote } = await scheduled(1);
    const onHold = await scheduled(1);
    holdJob(onHold.job.id, { holdReason: "materials", holdNote: "" }, by);
    remindJobs();
    remindJobs();
    const reminders = async () =>
      (await mailsTo(quote.email)).filter((row) => row.subject === "Reminder: we start on your job tomorrow");
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0].text).toContain(
      "Before we arrive:\nPlease move vehicles off the work area by 6 am.\nLeave the gate open.",
    );
    expect((await reminders())[0].html).toContain("Before we arrive");
    expect((await mailsTo(onHold.quote.email)).some((row) => row.subject.startsWith("Reminder"))).toBe(false);
    expect(loadJob(job.id)!.remindedFor).toBe(dayFromToday(1));
    // Moved two days on, then back to tomorrow: reminded for that day once more only when it is due.
    rescheduleJob(job.id, scheduleIn(3), by);
    remindJobs();
    expect(await reminders()).toHaveLength(1);
    remindJobs(new Date(Date.now() + 2 * 86_400_000));
    expect(await reminders()).toHaveLength(2);
  });
});

describe("status moves", () => {
  test("start (with a crew, recording the first day), complete, close; refused moves change nothing", async () => {
    const { job, quote } = await scheduled(2);
    const snapshot = () => ({
      job: db.select().from(jobs).where(eq(jobs.id, job.id)).get(),
      events: db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id)).all().length,
      mails: listOutbox(quote.email).length,
    });
    const refusedUnchanged = (result: { ok: boolean }, before = snapshot()) => {
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(snapshot()).toEqual(before);
    };
    let before = snapshot();
    refusedUnchanged(startJob(job.id, { firstFurnishedOn: null }, by), before);
    expect(startJob(job.id, { firstFurnishedOn: null }, by)).toMatchObject({
      fieldErrors: { crewId: [JOB_MESSAGES.crewRequiredToStart] },
    });
    before = snapshot();
    refusedUnchanged(completeJob(job.id, by), before);
    refusedUnchanged(closeJob(job.id, by), before);
    refusedUnchanged(resumeJob(job.id, by), before);
    expect(completeJob(job.id, by)).toMatchObject({
      error: "A job that is scheduled cannot take “Complete job”.",
      fieldErrors: { status: ["A job that is scheduled cannot take “Complete job”."] },
    });

    const crew = aCrew(by);
    rescheduleJob(job.id, scheduleIn(2, { crewId: crew.id }), by);
    const firstDay = dayFromToday(-1);
    expect(startJob(job.id, { firstFurnishedOn: firstDay }, by)).toMatchObject({
      ok: true,
      job: { status: "in_progress", firstFurnishedOn: firstDay },
    });
    before = snapshot();
    refusedUnchanged(startJob(job.id, { firstFurnishedOn: null }, by), before);
    refusedUnchanged(cancelJob(job.id, { cancelReason: "No" }, by), before);
    // A started job keeps its crew.
    expect(rescheduleJob(job.id, scheduleIn(2, { crewId: null }), by)).toMatchObject({
      ok: false,
      fieldErrors: { crewId: [JOB_MESSAGES.crewRequiredToStart] },
    });
    // On hold from in progress, and back to in progress.
    holdJob(job.id, { holdReason: "other", holdNote: "Waiting on the city's permit" }, by);
    expect((await mailsTo(quote.email)).at(-1)!.text).toContain("Reason: Waiting on the city's permit");
    expect(resumeJob(job.id, by)).toMatchObject({ ok: true, job: { status: "in_progress" } });

    await addAnAfterPhoto(job.id, by);
    expect(completeJob(job.id, by)).toMatchObject({ ok: true, job: { status: "completed" } });
    expect(loadJob(job.id)!.completedAt).toBeInstanceOf(Date);
    before = snapshot();
    refusedUnchanged(holdJob(job.id, { holdReason: "weather", holdNote: "" }, by), before);
    refusedUnchanged(rescheduleJob(job.id, scheduleIn(20, { crewId: crew.id }), by), before);
    expect(closeJob(job.id, by)).toMatchObject({ ok: true, job: { status: "closed" } });
    expect(loadJob(job.id)!.events.map((event) => event.type)).toEqual([
      "scheduled",
      "rescheduled",
      "started",
      "on_hold",
      "resumed",
      "after_photo_added",
      "completed",
      "closed",
    ]);
  });

  test("an unknown job is a 404", () => {
    expect(startJob("nope", { firstFurnishedOn: null }, by)).toMatchObject({ ok: false, status: 404 });
    expect(rescheduleJob("nope", scheduleIn(2), by)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the crew's feed", () => {
  test("lists the crew's jobs from 60 days back to a year ahead, each with its UID, title, site, note and status", async () => {
    const crew = aCrew(by, "Feed crew");
    const inside = await scheduled(14, {
      crewId: crew.id,
      crewNote: "Bring the; big roller, and \\ cones\nGate 4",
    });
    const allDay = await scheduled(20, {
      crewId: crew.id,
      endDate: dayFromToday(22),
      arrivalStart: null,
      arrivalEnd: null,
    });
    const past = await scheduled(-59, { crewId: crew.id });
    const tooOld = await scheduled(-70, { crewId: crew.id });
    const tooFar = await scheduled(400, { crewId: crew.id });
    const elsewhere = await scheduled(14);
    const cancelled = await scheduled(30, { crewId: crew.id });
    cancelJob(cancelled.job.id, { cancelReason: "Rain season" }, by);

    const text = crewCalendarText(crew, "Desert Paving");
    const { calendar, events } = readCalendar(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Feed crew – Desert Paving");
    const byUid = new Map(events.map((event) => [event.uid, event]));
    for (const { job } of [inside, allDay, past, cancelled])
      expect(byUid.has(jobUid(job.id)), job.reference).toBe(true);
    for (const { job } of [tooOld, tooFar, elsewhere])
      expect(byUid.has(jobUid(job.id)), job.reference).toBe(false);

    const event = byUid.get(jobUid(inside.job.id))!;
    expect(event.summary).toBe(`${inside.job.reference} Rosa Alvarez – Sealcoat parking lot, two coats`);
    expect(event.location).toBe("2210 E Baseline Rd, Mesa, AZ 85204");
    expect(event.description).toBe("Bring the; big roller, and \\ cones\nGate 4");
    expect(event.startDate.toString()).toBe(`${dayFromToday(14)}T07:00:00`);
    // A confirmed job carries no STATUS (its absence reads the same); a cancelled one says so.
    expect(event.component.getFirstPropertyValue("status")).toBeNull();
    expect(event.component.getFirstProperty("last-modified")).toBeTruthy();

    const whole = byUid.get(jobUid(allDay.job.id))!;
    expect(whole.startDate.isDate).toBe(true);
    expect(whole.startDate.toString()).toBe(dayFromToday(20));
    // DTEND is exclusive: the day after the last.
    expect(whole.endDate.toString()).toBe(dayFromToday(23));
    expect(byUid.get(jobUid(cancelled.job.id))!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  test("a note can never start a property of its own, and lines fold at 75 octets", async () => {
    const crew = aCrew(by);
    const hostile = "Gate code 1;2,3\\\r\nSUMMARY:Fake\nBEGIN:VEVENT\rUID:x\n" + "ünï🚧".repeat(40);
    const { job } = await scheduled(15, { crewId: crew.id, crewNote: hostile });
    const text = crewCalendarText(crew, "Desert Paving");
    const lines = text.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
    const names = unfolded.map((line) => /^[A-Z-]+/.exec(line)?.[0]);
    expect(names.filter((name) => name === "SUMMARY")).toHaveLength(1);
    expect(unfolded.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    const [event] = readCalendar(text).events;
    expect(event.uid).toBe(jobUid(job.id));
    expect(event.description).toBe(hostile.replace(/\r\n|\r/g, "\n"));
  });

  test("500 jobs make a feed of 150 KB or less", () => {
    const crew = aCrew(by, "Busy crew");
    insertBulkJobs({ count: 500, crewId: crew.id, firstDay: dayFromToday(-30), perDay: 2, tag: "feed" });
    const text = crewCalendarText(crew, "Desert Paving");
    expect(readCalendar(text).events).toHaveLength(500);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(150 * 1024);
  });
});
