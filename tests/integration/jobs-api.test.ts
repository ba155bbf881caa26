// The crews and jobs API through its route modules: each endpoint's answer and its refusals (each a field error that
// stores nothing), the limits it shares with the back-office pages (which call the same use cases), and the round trip
// of an office manager's week: a crew, a job scheduled for next Monday at 7:00–9:00, moved to Tuesday under the same
// calendar UID with a higher SEQUENCE, started, and a $1,850.00 change order sent and approved.
import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { crewCalendarUrl } from "~/crews/crew-calendar-link.server";
import { CREW_LIMITS, CREW_MESSAGES } from "~/crews/crew-options";
import { listCrews, loadCrew } from "~/crews/crew-records.server";
import { addChangeOrder } from "~/jobs/add-change-order.server";
import { approveChangeOrder } from "~/jobs/approve-change-order.server";
import { CHANGE_ORDER_LIMITS, CHANGE_ORDER_MESSAGES } from "~/jobs/change-order-options";
import { listChangeOrders } from "~/jobs/change-order-records.server";
import { approveChangeOrderFormSchema } from "~/jobs/change-order-schema";
import { CLOSEOUT_MESSAGES } from "~/jobs/closeout-options";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { jobOfQuote, loadJob } from "~/jobs/job-records.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { createQuote } from "~/quotes/save-quote.server";
import * as crewApi from "~/routes/api/crews/$id";
import * as crewsApi from "~/routes/api/crews";
import * as jobApi from "~/routes/api/jobs/$id";
import * as changeOrdersApi from "~/routes/api/jobs/$id/change-orders";
import * as sendChangeOrderApi from "~/routes/api/jobs/$id/change-orders/$coId/send";
import * as jobsApi from "~/routes/api/jobs";
import * as newCrewPage from "~/routes/admin/crews/new";
import * as newChangeOrderPage from "~/routes/admin/jobs/$id/change-orders/new";
import * as newJobPage from "~/routes/admin/jobs/new";
import { addCalendarDays, arizonaDay, isoWeekday } from "~/utils/dates";
import { postPageForm, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { addAnAfterPhoto } from "../support/job-photos";
import { acceptedQuote, aCrew, dayFromToday } from "../support/jobs";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { callRoute, type RouteModule } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ adminToken, userToken } = await seedWithApiUsers());
  by = await officeContext();
});

type Body = Record<string, unknown> & {
  error?: string;
  fieldErrors?: Record<string, string[]>;
};

/** One call of a route module as the admin: the status and the JSON body. */
async function call(
  route: RouteModule,
  method: string,
  options: { params?: Record<string, string>; body?: unknown; path?: string; token?: string } = {},
) {
  const response = await callRoute(route, method, { token: adminToken, ...options });
  return { status: response.status, body: (await response.json()) as Body & Record<string, never> };
}

const jobBody = (quoteId: string, overrides: Record<string, unknown> = {}) => ({
  quoteId,
  startDate: dayFromToday(7),
  endDate: dayFromToday(8),
  arrivalStart: "07:00",
  arrivalEnd: "09:00",
  ...overrides,
});

/** A job scheduled through the API for a new accepted quote (no tax, so totals read plainly). */
async function apiJob(overrides: Record<string, unknown> = {}) {
  const { quote, token } = await acceptedQuote(by, { taxRatePercent: 0 });
  const made = await call(jobsApi, "POST", { body: jobBody(quote.id, overrides) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { job: made.body.job as { _id: string; [key: string]: unknown }, quote, token };
}

/** A change order's line as the API takes it. */
const line = (unitPriceCents: number, description = "Extra patch") => ({
  description,
  quantity: 1,
  unit: "lot",
  unitPriceCents,
});

const patch = (id: string, body: unknown) => call(jobApi, "PATCH", { params: { id }, body });

/** The calendar of the newest mail to an address, read by ical.js. */
async function lastInvitation(email: string) {
  const row = listOutbox(email).at(-1)!;
  const file = (await attachmentsOf(row.id)).find((one) => one.contentType.startsWith("text/calendar"))!;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { subject: row.subject, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("the crews API", () => {
  test("adds, lists, changes and deletes a crew; the record never carries its calendar link", async () => {
    const made = await call(crewsApi, "POST", {
      body: { name: "Patch crew", phone: "(480) 555-0177", members: [" Luis ", "", "Dana"] },
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      success: true,
      crew: { _id: expect.any(String), name: "Patch crew", phone: "4805550177", members: ["Luis", "Dana"] },
    });
    const id = (made.body.crew as { _id: string })._id;
    const link = crewCalendarUrl(loadCrew(id)!)!;
    const token = /\/calendar\/([\w-]+)\.ics$/.exec(link)![1];

    const list = await call(crewsApi, "GET");
    expect(list.status).toBe(200);
    expect((list.body.crews as { name: string }[]).map((crew) => crew.name)).toContain("Patch crew");
    const stored = loadCrew(id)!;
    for (const secret of [token, stored.calendarSeed, stored.calendarTokenHash])
      expect(JSON.stringify([made.body, list.body])).not.toContain(secret);

    // Only the fields given change.
    const renamed = await call(crewApi, "PATCH", { params: { id }, body: { name: "Patch crew 2" } });
    expect(renamed.body.crew).toEqual({
      _id: id,
      name: "Patch crew 2",
      phone: "4805550177",
      members: ["Luis", "Dana"],
    });
    const cleared = await call(crewApi, "PATCH", { params: { id }, body: { phone: "", members: [] } });
    expect(cleared.body.crew).toMatchObject({ name: "Patch crew 2", phone: "", members: [] });

    const deleted = await call(crewApi, "DELETE", { params: { id } });
    expect(deleted).toEqual({ status: 200, body: { success: true, message: CREW_MESSAGES.deleted } });
    expect(loadCrew(id)).toBeUndefined();
    expect((await call(crewApi, "DELETE", { params: { id } })).status).toBe(404);
    expect((await call(crewApi, "PATCH", { params: { id }, body: { name: "Gone" } })).status).toBe(404);
  });

  test("refuses bad fields, a taken name and a crew with jobs to come, each as a field error that stores nothing", async () => {
    const before = listCrews().length;
    const cases: [unknown, string][] = [
      [{ phone: "4805550177" }, "name"],
      [{ name: "  " }, "name"],
      [{ name: "x".repeat(CREW_LIMITS.name + 1) }, "name"],
      [{ name: "Bad phone", phone: "555-12" }, "phone"],
      [
        { name: "Crowded", members: Array.from({ length: CREW_LIMITS.members + 1 }, (_, i) => `M${i}`) },
        "members",
      ],
      [{ name: "Long member", members: ["x".repeat(CREW_LIMITS.memberName + 1)] }, "members.0"],
      [{ name: "Not a list", members: "Luis" }, "members"],
    ];
    for (const [body, field] of cases) {
      const refused = await call(crewsApi, "POST", { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
    }
    const crew = aCrew(by, "Taken crew");
    const taken = await call(crewsApi, "POST", { body: { name: "TAKEN CREW" } });
    expect(taken).toMatchObject({
      status: 409,
      body: { fieldErrors: { name: [CREW_MESSAGES.nameTaken("TAKEN CREW")] } },
    });
    const other = aCrew(by);
    const clash = await call(crewApi, "PATCH", { params: { id: other.id }, body: { name: "taken crew" } });
    expect(clash.status).toBe(409);
    expect(loadCrew(other.id)!.name).toBe(other.name);
    expect((await call(crewApi, "PATCH", { params: { id: other.id }, body: {} })).status).toBe(400);

    await apiJob({ crewId: crew.id });
    const busy = await call(crewApi, "DELETE", { params: { id: crew.id } });
    expect(busy).toMatchObject({
      status: 409,
      body: { error: CREW_MESSAGES.hasJobs, fieldErrors: { crewId: [CREW_MESSAGES.hasJobs] } },
    });
    expect(loadCrew(crew.id)).toBeDefined();
    expect(listCrews().length).toBe(before + 2);
  });

  test("answers only an admin's token", async () => {
    expect((await callRoute(crewsApi, "GET")).status).toBe(401);
    expect((await callRoute(crewsApi, "GET", { token: userToken })).status).toBe(403);
    expect((await callRoute(jobsApi, "GET", { token: userToken })).status).toBe(403);
  });
});

describe("POST /api/jobs", () => {
  test("schedules an accepted quote: 201 { success, job } with the whole record", async () => {
    const crew = aCrew(by);
    const { job, quote } = await apiJob({ crewId: crew.id, crewNote: "Gate code 4412" });
    expect(job).toMatchObject({
      reference: expect.stringMatching(/^J-\d{4}-\d{4}$/),
      quoteId: quote.id,
      status: "scheduled",
      startDate: dayFromToday(7),
      endDate: dayFromToday(8),
      arrivalStart: "07:00",
      arrivalEnd: "09:00",
      crewId: crew.id,
      crewNote: "Gate code 4412",
      calendar: { uid: job._id, sequence: 0 },
      contractCents: loadJob(job._id)!.acceptedTotalCents,
      firstFurnishedOn: null,
      completedAt: null,
      changeOrders: [],
      lien: { ownerName: null, noticeDueOn: null, lienDeadlineOn: null },
      events: [{ type: "scheduled", at: expect.any(String) }],
    });
    expect(job.contractCents).toBeGreaterThan(0);
    const got = await call(jobApi, "GET", { params: { id: job._id } });
    expect(got).toEqual({ status: 200, body: { job } });
    expect((await call(jobApi, "GET", { params: { id: "nope" } })).status).toBe(404);
  });

  test("refuses an end before the start, unreal or far dates, a half window and an unknown crew, storing nothing", async () => {
    const { quote } = await acceptedQuote(by, { taxRatePercent: 0 });
    const far = addCalendarDays(arizonaDay(new Date()), 3 * 366);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: dayFromToday(6) }, "endDate", JOB_MESSAGES.endBeforeStart],
      [{ startDate: "2026-02-30" }, "startDate", JOB_MESSAGES.dateInvalid],
      [{ startDate: "next monday" }, "startDate", JOB_MESSAGES.dateInvalid],
      [{ startDate: far, endDate: far }, "startDate", JOB_MESSAGES.dateOutOfRange],
      [{ arrivalEnd: null }, "arrivalEnd", JOB_MESSAGES.windowBothOrNeither],
      [{ arrivalStart: "7 am" }, "arrivalStart", JOB_MESSAGES.timeInvalid],
      [{ arrivalEnd: "06:00" }, "arrivalEnd", JOB_MESSAGES.windowOrder],
      [{ crewId: "no-such-crew" }, "crewId", JOB_MESSAGES.crewNotFound],
      [{ crewNote: "x".repeat(2001) }, "crewNote", "The note is at most 2000 characters"],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await call(jobsApi, "POST", { body: jobBody(quote.id, overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.fieldErrors?.[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(jobOfQuote(quote.id)).toBeUndefined();
  });

  test("a quote not accepted, or one that has its job, is a 409; an unknown one a 404", async () => {
    const draft = createQuote(sampleQuoteInput({ validUntil: "2099-12-31" }), by);
    if (!draft.ok) throw new Error(draft.error);
    const notAccepted = await call(jobsApi, "POST", { body: jobBody(draft.quote.id) });
    expect(notAccepted).toMatchObject({
      status: 409,
      body: { error: JOB_MESSAGES.notAccepted, fieldErrors: { quoteId: [JOB_MESSAGES.notAccepted] } },
    });
    expect(jobOfQuote(draft.quote.id)).toBeUndefined();
    const { quote } = await apiJob();
    const second = await call(jobsApi, "POST", { body: jobBody(quote.id) });
    expect(second.status).toBe(409);
    expect(second.body.fieldErrors).toHaveProperty("quoteId");
    expect((await call(jobsApi, "POST", { body: jobBody("no-such-quote") })).status).toBe(404);
  });
});

describe("GET /api/jobs", () => {
  test("filters by status, crew and days; a bad filter is a 400 naming it", async () => {
    const crew = aCrew(by);
    const { job } = await apiJob({ crewId: crew.id, startDate: dayFromToday(20), endDate: dayFromToday(21) });
    const ids = async (query: string) => {
      const listed = await call(jobsApi, "GET", { path: `/api/jobs?${query}` });
      expect(listed.status, query).toBe(200);
      return (listed.body.jobs as { _id: string }[]).map((one) => one._id);
    };
    expect(await ids(`crewId=${crew.id}`)).toEqual([job._id]);
    expect(await ids(`crewId=${crew.id}&status=scheduled`)).toEqual([job._id]);
    expect(await ids(`crewId=${crew.id}&status=Scheduled`)).toEqual([job._id]);
    expect(await ids(`crewId=${crew.id}&status=in_progress`)).toEqual([]);
    expect(await ids(`crewId=${crew.id}&from=${dayFromToday(21)}&to=${dayFromToday(30)}`)).toEqual([job._id]);
    expect(await ids(`crewId=${crew.id}&from=${dayFromToday(22)}`)).toEqual([]);
    expect(await ids(`crewId=${crew.id}&to=${dayFromToday(19)}`)).toEqual([]);
    expect(await ids("")).toContain(job._id);

    const far = addCalendarDays(arizonaDay(new Date()), 3 * 366);
    const bad: [string, string][] = [
      ["status=nope", "status"],
      ["from=2026-02-30", "from"],
      [`to=${far}`, "to"],
      [`from=${dayFromToday(5)}&to=${dayFromToday(4)}`, "to"],
    ];
    for (const [query, field] of bad) {
      const refused = await call(jobsApi, "GET", { path: `/api/jobs?${query}` });
      expect(refused.status, query).toBe(400);
      expect(refused.body.fieldErrors, query).toHaveProperty(field);
    }
  });
});

describe("PATCH /api/jobs/{id}", () => {
  test("reschedules with the fields given; an end before the start is a 400 on endDate that changes nothing", async () => {
    const { job } = await apiJob();
    const moved = await patch(job._id, { startDate: dayFromToday(9), endDate: dayFromToday(9) });
    expect(moved.status).toBe(200);
    expect(moved.body.job).toMatchObject({
      startDate: dayFromToday(9),
      endDate: dayFromToday(9),
      arrivalStart: "07:00",
      calendar: { uid: job._id, sequence: 1 },
    });
    const backwards = await patch(job._id, { endDate: dayFromToday(8) });
    expect(backwards).toMatchObject({
      status: 400,
      body: { fieldErrors: { endDate: [JOB_MESSAGES.endBeforeStart] } },
    });
    const noWindow = await patch(job._id, { arrivalStart: null, arrivalEnd: null, crewNote: "Call first" });
    expect(noWindow.body.job).toMatchObject({ arrivalStart: null, arrivalEnd: null, crewNote: "Call first" });
    const same = await patch(job._id, { crewNote: "Call first" });
    expect(same.body.job).toMatchObject({ calendar: { sequence: 2 } });
    expect(loadJob(job._id)).toMatchObject({ startDate: dayFromToday(9), sequence: 2 });
    expect((await patch(job._id, {})).status).toBe(400);
    expect((await patch(job._id, { unknown: 1 })).status).toBe(400);
    expect((await patch("nope", { crewNote: "x" })).status).toBe(404);
  });

  test("moves the status with its words; a move the status doesn't allow is a 409 that changes nothing", async () => {
    const crew = aCrew(by);
    const { job } = await apiJob({ crewId: crew.id });
    const events = () => loadJob(job._id)!.events.length;

    const refusedMove = async (body: Record<string, unknown>, field = "status") => {
      const before = { ...loadJob(job._id)!, events: events() };
      const refused = await patch(job._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
      expect(loadJob(job._id)).toMatchObject({ status: before.status, sequence: before.sequence });
      expect(events()).toBe(before.events);
      return refused.body.error;
    };
    const refusedInput = async (body: Record<string, unknown>, field: string) => {
      const refused = await patch(job._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
    };

    expect(await refusedMove({ status: "completed" })).toBe(
      JOB_MESSAGES.refusedMove("complete", "scheduled"),
    );
    await refusedMove({ status: "closed" });
    await refusedInput({ status: "on_hold" }, "holdReason");
    await refusedInput({ status: "on_hold", holdReason: "other" }, "holdNote");
    await refusedInput({ holdReason: "weather" }, "holdReason");
    await refusedInput({ status: "cancelled" }, "cancelReason");
    await refusedInput({ status: "on_hold", holdReason: "weather", startDate: dayFromToday(3) }, "status");
    await refusedInput({ status: "in_progress", firstFurnishedOn: dayFromToday(1) }, "firstFurnishedOn");
    await refusedInput({ status: "paused" }, "status");

    const held = await patch(job._id, { status: "on_hold", holdReason: "weather" });
    expect(held.body.job).toMatchObject({ status: "on_hold", holdReason: "weather" });
    expect(listOutbox(loadJob(job._id)!.quote.email).at(-1)!.subject).toMatch(/is on hold$/);
    // Put on hold before it started, it goes back to scheduled, not in progress.
    expect(await refusedMove({ status: "in_progress" })).toBe(JOB_MESSAGES.resumesTo("scheduled"));
    expect((await patch(job._id, { status: "on_hold" })).body.job).toMatchObject({ status: "on_hold" });
    expect((await patch(job._id, { status: "scheduled" })).body.job).toMatchObject({
      status: "scheduled",
      holdReason: null,
    });

    const started = await patch(job._id, { status: "in_progress", firstFurnishedOn: dayFromToday(-2) });
    expect(started.body.job).toMatchObject({
      status: "in_progress",
      firstFurnishedOn: dayFromToday(-2),
      lien: { noticeDueOn: dayFromToday(18) },
    });
    expect(await refusedMove({ status: "cancelled", cancelReason: "Sold" })).toBe(
      JOB_MESSAGES.refusedMove("cancel", "in_progress"),
    );
    await refusedMove({ status: "scheduled" });
    // "Complete job" needs an after photo: refused on `photos` without one.
    expect(await refusedMove({ status: "completed" }, "photos")).toBe(CLOSEOUT_MESSAGES.noAfterPhoto);
    await addAnAfterPhoto(job._id, by);
    const completed = await patch(job._id, { status: "completed" });
    expect(completed.body.job).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    expect((completed.body.job as { lien: { lienDeadlineOn: string } }).lien.lienDeadlineOn).toBe(
      addCalendarDays(arizonaDay(new Date()), 120),
    );
    await refusedMove({ crewNote: "Too late" });
    expect((await patch(job._id, { status: "closed" })).body.job).toMatchObject({ status: "closed" });
  });

  test("a job without a crew cannot start (409 on crewId); a cancel takes its reason", async () => {
    const { job } = await apiJob();
    const refused = await patch(job._id, { status: "in_progress" });
    expect(refused).toMatchObject({
      status: 409,
      body: { fieldErrors: { crewId: [JOB_MESSAGES.crewRequiredToStart] } },
    });
    const cancelled = await patch(job._id, { status: "cancelled", cancelReason: "Customer sold the house" });
    expect(cancelled.body.job).toMatchObject({
      status: "cancelled",
      cancelReason: "Customer sold the house",
      cancelledAt: expect.any(String),
    });
  });
});

describe("change orders through the API", () => {
  test("refuses bad lines and the 21st, and answers 409 for a job no longer under way", async () => {
    const { job } = await apiJob();
    const post = (body: unknown, id = job._id) => call(changeOrdersApi, "POST", { params: { id }, body });
    const cases: [unknown, string][] = [
      [{ reason: "No lines", items: [] }, "items"],
      [{ items: [line(100)] }, "reason"],
      [
        { reason: "Many", items: Array.from({ length: CHANGE_ORDER_LIMITS.lines + 1 }, () => line(100)) },
        "items",
      ],
      [{ reason: "Too dear", items: [line(10_000_000_01)] }, "items.0.unitPriceCents"],
      [{ reason: "Half cent", items: [line(10.5)] }, "items.0.unitPriceCents"],
      [
        { reason: "No amount", items: [{ description: "x", quantity: 0, unitPriceCents: 5 }] },
        "items.0.quantity",
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.fieldErrors, JSON.stringify(body).slice(0, 80)).toHaveProperty(field);
    }
    expect(listChangeOrders(job._id)).toHaveLength(0);

    for (let index = 0; index < CHANGE_ORDER_LIMITS.perJob; index++)
      expect((await post({ reason: `Change ${index}`, items: [line(-500 - index)] })).status).toBe(201);
    const tooMany = await post({ reason: "One more", items: [line(100)] });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { fieldErrors: { items: [CHANGE_ORDER_MESSAGES.tooMany] } },
    });
    expect(listChangeOrders(job._id)).toHaveLength(CHANGE_ORDER_LIMITS.perJob);

    const other = await apiJob();
    await patch(other.job._id, { status: "cancelled", cancelReason: "Sold" });
    const closed = await post({ reason: "After", items: [line(100)] }, other.job._id);
    expect(closed).toMatchObject({
      status: 409,
      body: { fieldErrors: { items: [CHANGE_ORDER_MESSAGES.jobClosed] } },
    });
    expect((await post({ reason: "x", items: [line(1)] }, "nope")).status).toBe(404);
  });

  test("send: an unknown change order is a 404, an answered one a 409", async () => {
    const { job, token } = await apiJob({ crewId: aCrew(by).id });
    const made = await call(changeOrdersApi, "POST", {
      params: { id: job._id },
      body: { reason: "Found soft base", items: [line(20_000)] },
    });
    const orderId = (made.body.changeOrder as { _id: string })._id;
    const send = (coId: string, id = job._id) => call(sendChangeOrderApi, "POST", { params: { id, coId } });
    expect((await send("nope")).status).toBe(404);
    expect((await send(orderId, "nope")).status).toBe(404);
    expect((await send(orderId)).body.changeOrder).toMatchObject({ status: "sent" });
    const approval = approveChangeOrderFormSchema.parse({
      changeOrderId: orderId,
      version: "1",
      consent: "on",
      name: "Rosa Alvarez",
    });
    expect(approveChangeOrder(token, approval, { ip: "203.0.113.4", userAgent: "Vitest" }).ok).toBe(true);
    const again = await send(orderId);
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toHaveProperty("status");
  });
});

describe("the pages hold the same limits, through the same use cases", () => {
  test("scheduling past two years, the 21st change order and the 51st crew are refused with the API's messages", async () => {
    const office = await signedInAdmin({
      name: "Page Office",
      email: "page-office@example.com",
      password: "page-office-password-1",
    });
    const statusOf = (reply: unknown) => (reply as { init: { status: number } }).init.status;
    const replyOf = (reply: unknown) =>
      (reply as { data: { result: { error: Record<string, string[]> } } }).data.result;

    const { quote } = await acceptedQuote(by, { taxRatePercent: 0 });
    const far = addCalendarDays(arizonaDay(new Date()), 3 * 366);
    const fields = { quoteId: quote.id, startDate: far, endDate: far };
    const page = await postPageForm(office.cookie, newJobPage, `/admin/jobs/new?quote=${quote.id}`, fields);
    const api = await call(jobsApi, "POST", { body: fields });
    expect([statusOf(page), api.status]).toEqual([400, 400]);
    expect(replyOf(page).error.startDate).toEqual(api.body.fieldErrors!.startDate);

    const { job } = await apiJob();
    for (let index = 0; index < CHANGE_ORDER_LIMITS.perJob; index++)
      addChangeOrder(
        job._id,
        {
          reason: `Change ${index}`,
          items: [{ description: "Extra patch", quantityMilli: 1000, unit: "lot", unitPriceCents: 100 }],
        },
        by,
      );
    const coPage = await postPageForm(
      office.cookie,
      newChangeOrderPage,
      `/admin/jobs/${job._id}/change-orders/new`,
      {
        reason: "One more",
        "items[0].description": "x",
        "items[0].quantity": "1",
        "items[0].unitPrice": "5",
      },
      { id: job._id },
    );
    const coApi = await call(changeOrdersApi, "POST", {
      params: { id: job._id },
      body: { reason: "One more", items: [line(500)] },
    });
    expect([statusOf(coPage), coApi.status]).toEqual([409, 409]);
    expect(replyOf(coPage).error.items).toEqual(coApi.body.fieldErrors!.items);

    const added = Array.from({ length: CREW_LIMITS.crews - listCrews().length }, () => aCrew(by));
    const crewPage = await postPageForm(office.cookie, newCrewPage, "/admin/crews/new", {
      name: "One too many",
    });
    const crewApiAnswer = await call(crewsApi, "POST", { body: { name: "One too many" } });
    expect([statusOf(crewPage), crewApiAnswer.status]).toEqual([409, 409]);
    expect(replyOf(crewPage).error.name).toEqual([CREW_MESSAGES.tooMany]);
    expect(crewApiAnswer.body.fieldErrors).toEqual({ name: [CREW_MESSAGES.tooMany] });
    expect(listCrews()).toHaveLength(CREW_LIMITS.crews);
    for (const crew of added)
      expect((await call(crewApi, "DELETE", { params: { id: crew.id } })).status).toBe(200);
  });
});

describe("the API round trip of an office manager's week", () => {
  test("crew, schedule for next Monday 7:00–9:00, move to Tuesday (same UID, higher SEQUENCE), start, a $1,850.00 change order sent and approved", async () => {
    const madeCrew = await call(crewsApi, "POST", {
      body: { name: "Sealcoat crew 1", phone: "480-555-0190", members: ["Luis", "Dana"] },
    });
    expect(madeCrew.status).toBe(201);
    const crewId = (madeCrew.body.crew as { _id: string })._id;
    const today = arizonaDay(new Date());
    const monday = addCalendarDays(today, 8 - isoWeekday(today));
    const tuesday = addCalendarDays(monday, 1);

    const { quote, token } = await acceptedQuote(by, { taxRatePercent: 0 });
    const scheduled = await call(jobsApi, "POST", {
      body: {
        quoteId: quote.id,
        startDate: monday,
        endDate: monday,
        arrivalStart: "07:00",
        arrivalEnd: "09:00",
        crewId,
      },
    });
    expect(scheduled.status).toBe(201);
    const job = scheduled.body.job as { _id: string; reference: string; contractCents: number };
    const first = await lastInvitation(quote.email);
    expect(first.subject).toMatch(new RegExp(`^Your job ${job.reference} is scheduled for `));
    expect(first.event.uid).toBe(job._id);
    expect(first.event.sequence).toBe(0);
    expect(first.event.startDate.toString()).toBe(`${monday}T07:00:00`);
    expect(first.event.startDate.zone.tzid).toBe("America/Phoenix");

    const moved = await patch(job._id, { startDate: tuesday, endDate: tuesday });
    expect(moved.body.job).toMatchObject({ startDate: tuesday, calendar: { uid: job._id, sequence: 1 } });
    const update = await lastInvitation(quote.email);
    expect(update.subject).toBe(`New dates for your job ${job.reference}`);
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(update.event.startDate.toString()).toBe(`${tuesday}T07:00:00`);

    const started = await patch(job._id, { status: "in_progress" });
    expect(started.body.job).toMatchObject({
      status: "in_progress",
      firstFurnishedOn: today,
      lien: { noticeDueOn: addCalendarDays(today, 20) },
    });

    const added = await call(changeOrdersApi, "POST", {
      params: { id: job._id },
      body: {
        reason: "Soft base found under the north stalls",
        items: [
          {
            description: "Remove and replace base, north stalls",
            quantity: 1,
            unit: "lot",
            unitPriceCents: 185_000,
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    const order = added.body.changeOrder as { _id: string; reference: string };
    expect(added.body.changeOrder).toMatchObject({
      reference: expect.stringMatching(/^CO-\d{4}-\d{4}$/),
      status: "draft",
      totalCents: 185_000,
      items: [{ quantity: 1, unitPriceCents: 185_000, amountCents: 185_000 }],
      approval: null,
    });
    // Until the customer approves it, it adds nothing.
    expect(added.body.job).toMatchObject({ contractCents: job.contractCents });

    const sent = await call(sendChangeOrderApi, "POST", { params: { id: job._id, coId: order._id } });
    expect(sent.status).toBe(200);
    expect(sent.body.changeOrder).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    expect(listOutbox(quote.email).at(-1)!.subject).toBe(
      `Change order ${order.reference} for your job ${job.reference}`,
    );

    const approval = approveChangeOrderFormSchema.parse({
      changeOrderId: order._id,
      version: "1",
      consent: "on",
      name: "Rosa Alvarez",
    });
    expect(approveChangeOrder(token, approval, { ip: "203.0.113.7", userAgent: "Phone" }).ok).toBe(true);
    const after = await call(jobApi, "GET", { params: { id: job._id } });
    expect(after.body.job).toMatchObject({
      contractCents: job.contractCents + 185_000,
      changeOrders: [{ _id: order._id, status: "approved", approval: { name: "Rosa Alvarez", version: 1 } }],
    });
    const listed = await call(jobsApi, "GET", { path: `/api/jobs?crewId=${crewId}&status=in_progress` });
    expect(listed.body.jobs).toEqual([after.body.job]);
  });
});
