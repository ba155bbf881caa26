// Arizona lien protection on a job below its page: the lien information (owner, lender, land, owner-occupied) and
// its refusals, "Record service" of the preliminary notice with its bounds, the dashboard's "Preliminary notices due"
// on day 19, day 20 and overdue (an injected clock), the last day to record a lien of a completed job, and the API's
// lien record with its PATCH through the same use case. Every refusal stores nothing.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { getSiteSettings } from "~/content/site-settings.server";
import { db } from "~/db/client.server";
import { jobEvents, logs } from "~/db/schema";
import { closeJob } from "~/jobs/close-job.server";
import { completeJob } from "~/jobs/complete-job.server";
import { LIEN_LIMITS, LIEN_MESSAGES } from "~/jobs/lien-options";
import { lienOfJob } from "~/jobs/lien-records.server";
import { lienFormSchema, noticeServiceFormSchema } from "~/jobs/lien-schema";
import { jobLienViewOf } from "~/jobs/lien-view.server";
import { preliminaryNoticesDue } from "~/jobs/notices-due.server";
import { LATE_NOTICE_LINE, NOTICE_TO_PROPERTY_OWNER, OWNER_OCCUPIED_NOTE } from "~/jobs/preliminary-notice";
import { preliminaryNoticePdf } from "~/jobs/preliminary-notice-file.server";
import { loadJob } from "~/jobs/job-records.server";
import { pdfRendererStats } from "~/pdf/pdf-renderer.server";
import { formatCents } from "~/quotes/money";
import * as noticeRoute from "~/routes/admin/jobs/$id/preliminary-notice[.]pdf";
import { recordNoticeService } from "~/jobs/record-notice-service.server";
import { saveJobLien } from "~/jobs/save-job-lien.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { startJob } from "~/jobs/start-job.server";
import * as jobApi from "~/routes/api/jobs/$id";
import * as jobPage from "~/routes/admin/jobs/$id";
import { addCalendarDays, arizonaDay, arizonaInstant } from "~/utils/dates";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote, aCrew, dayFromToday, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";
import { callRoute } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken: string;

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

const owner = {
  ownerName: "Rosa Alvarez",
  ownerAddress: "1200 E Camelback Rd, Phoenix, AZ 85014",
  lenderName: "",
  lenderAddress: "",
  apn: "163-27-045",
  ownerOccupied: "on",
};

/** A job scheduled with a crew, started on `firstFurnishedOn` when given. */
async function aJob(firstFurnishedOn?: string) {
  const { quote } = await acceptedQuote(by);
  const crew = aCrew(by);
  const scheduled = scheduleJob({ quoteId: quote.id, ...scheduleIn(-30, { crewId: crew.id }) }, by);
  if (!scheduled.ok) throw new Error(scheduled.error);
  if (firstFurnishedOn) {
    const started = startJob(scheduled.job.id, { firstFurnishedOn }, by);
    if (!started.ok) throw new Error(started.error);
  }
  return scheduled.job;
}

const eventsOf = (jobId: string, type: "lien_saved" | "notice_served") =>
  db
    .select()
    .from(jobEvents)
    .where(eq(jobEvents.jobId, jobId))
    .all()
    .filter((event) => event.type === type);

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("lien information", () => {
  test("the owner's name and address are required; the lender, the APN and the box are optional; lengths bounded", () => {
    expect(issuesOf(lienFormSchema.safeParse({ ownerName: " ", ownerAddress: "" }))).toEqual({
      ownerName: LIEN_MESSAGES.ownerNameRequired,
      ownerAddress: LIEN_MESSAGES.ownerAddressRequired,
    });
    const long = lienFormSchema.safeParse({ ...owner, apn: "x".repeat(LIEN_LIMITS.apn + 1) });
    expect(Object.keys(issuesOf(long))).toEqual(["apn"]);
    expect(
      issuesOf(lienFormSchema.safeParse({ ...owner, lenderName: "", lenderAddress: "1 Bank St" })).lenderName,
    ).toBe(LIEN_MESSAGES.lenderAddressWithoutName);
    expect(lienFormSchema.parse({ ownerName: " A ", ownerAddress: "B" })).toEqual({
      ownerName: "A",
      ownerAddress: "B",
      lenderName: "",
      lenderAddress: "",
      apn: "",
      ownerOccupied: false,
    });
  });

  test("saving writes the row, a timeline line and an audit row; saving the same again writes nothing", async () => {
    const job = await aJob();
    const saved = saveJobLien(job.id, lienFormSchema.parse(owner), by);
    expect(saved.ok).toBe(true);
    expect(lienOfJob(job.id)).toMatchObject({
      ownerName: "Rosa Alvarez",
      apn: "163-27-045",
      ownerOccupied: true,
    });
    expect(eventsOf(job.id, "lien_saved")).toHaveLength(1);
    const audits = () =>
      db
        .select()
        .from(logs)
        .where(eq(logs.event, "job.lien"))
        .all()
        .filter((row) => row.detail?.jobId === job.id);
    expect(audits()).toHaveLength(1);
    const again = saveJobLien(job.id, lienFormSchema.parse(owner), by);
    expect(again.ok && again.changed).toBe(false);
    expect(eventsOf(job.id, "lien_saved")).toHaveLength(1);
    expect(audits()).toHaveLength(1);
    expect(jobLienViewOf(job.id)).toMatchObject({
      ownerOccupied: true,
      ownerOccupiedNote: OWNER_OCCUPIED_NOTE,
    });
  });

  test("the page's form: a refusal answers its field errors and stores nothing; a save redirects with its alert", async () => {
    const office = await signedInAdmin({
      name: "Lien Office",
      email: "lien-office@example.com",
      password: "x".repeat(16),
    });
    const job = await aJob();
    const path = `/admin/jobs/${job.id}`;
    const refused = (await postPageForm(
      office.cookie,
      jobPage,
      path,
      { intent: "lien", ownerName: "" },
      { id: job.id },
    )) as {
      data: { form: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.form).toBe("lien");
    expect(refused.data.result.error.ownerName).toEqual([LIEN_MESSAGES.ownerNameRequired]);
    expect(lienOfJob(job.id)).toBeUndefined();
    const done = (await postPageForm(
      office.cookie,
      jobPage,
      path,
      { intent: "lien", ...owner },
      { id: job.id },
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`${path}#job-lien`);
    expect((await flashedAlert(done))?.message).toBe(LIEN_MESSAGES.saved);
    expect(lienOfJob(job.id)?.ownerName).toBe("Rosa Alvarez");
  });
});

describe("record service", () => {
  const today = arizonaDay(new Date());

  test("the date is real, not in the future, not before the bound; the method is one of two; certified mail needs tracking", () => {
    expect(
      issuesOf(noticeServiceFormSchema.safeParse({ servedOn: "2026-02-30", method: "hand_delivery" }))
        .servedOn,
    ).toBe(LIEN_MESSAGES.servedOnInvalid);
    expect(
      issuesOf(
        noticeServiceFormSchema.safeParse({ servedOn: addCalendarDays(today, 1), method: "hand_delivery" }),
      ).servedOn,
    ).toBe(LIEN_MESSAGES.servedOnInFuture);
    expect(
      issuesOf(
        noticeServiceFormSchema.safeParse({
          servedOn: addCalendarDays(today, -800),
          method: "hand_delivery",
        }),
      ).servedOn,
    ).toMatch(/cannot be before/);
    expect(issuesOf(noticeServiceFormSchema.safeParse({ servedOn: today, method: "fax" })).method).toBe(
      LIEN_MESSAGES.methodRequired,
    );
    expect(
      issuesOf(noticeServiceFormSchema.safeParse({ servedOn: today, method: "certified_mail" }))
        .trackingNumber,
    ).toBe(LIEN_MESSAGES.trackingRequired);
    expect(
      issuesOf(
        noticeServiceFormSchema.safeParse({
          servedOn: today,
          method: "certified_mail",
          trackingNumber: "<x>",
        }),
      ).trackingNumber,
    ).toBe(LIEN_MESSAGES.trackingInvalid);
    expect(
      noticeServiceFormSchema.parse({
        servedOn: today,
        method: "certified_mail",
        trackingNumber: " 9407  1118 ",
      }),
    ).toEqual({ servedOn: today, method: "certified_mail", trackingNumber: "9407 1118" });
  });

  test("needs the owner first; not long before the first day of work; then stores it with a line and an audit row", async () => {
    const job = await aJob(dayFromToday(-3));
    const service = noticeServiceFormSchema.parse({
      servedOn: today,
      method: "certified_mail",
      trackingNumber: "9407111899",
    });
    const noOwner = recordNoticeService(job.id, service, by);
    expect(noOwner).toMatchObject({ ok: false, status: 409, error: LIEN_MESSAGES.noLienInformation });
    saveJobLien(job.id, lienFormSchema.parse(owner), by);
    const early = addCalendarDays(dayFromToday(-3), -LIEN_LIMITS.servedBeforeFirstDayDays - 1);
    const tooEarly = recordNoticeService(job.id, { ...service, servedOn: early }, by);
    expect(tooEarly.ok).toBe(false);
    expect(!tooEarly.ok && tooEarly.fieldErrors?.servedOn?.[0]).toMatch(/cannot be before/);
    expect(lienOfJob(job.id)?.noticeServedOn).toBeNull();
    expect(eventsOf(job.id, "notice_served")).toHaveLength(0);

    const served = recordNoticeService(job.id, service, by);
    expect(served.ok).toBe(true);
    expect(lienOfJob(job.id)).toMatchObject({
      noticeServedOn: today,
      noticeMethod: "certified_mail",
      trackingNumber: "9407111899",
    });
    expect(eventsOf(job.id, "notice_served")).toHaveLength(1);
    expect(
      db
        .select()
        .from(logs)
        .where(eq(logs.event, "job.notice_served"))
        .all()
        .some((row) => row.detail?.jobId === job.id),
    ).toBe(true);
    expect(jobLienViewOf(job.id)?.served).toMatchObject({ method: "Certified mail", late: false });
  });

  test("a late service says what it covers", async () => {
    const first = dayFromToday(-40);
    const job = await aJob(first);
    saveJobLien(job.id, lienFormSchema.parse(owner), by);
    recordNoticeService(job.id, { servedOn: today, method: "hand_delivery", trackingNumber: "" }, by);
    const view = jobLienViewOf(job.id)!;
    expect(view.served?.late).toBe(true);
    expect(view.lateLine).toBe(LATE_NOTICE_LINE);
  });
});

describe("preliminary notices due", () => {
  const mine = (jobId: string, now: Date) =>
    preliminaryNoticesDue({ now }).items.find((item) => item.jobId === jobId);

  test("a started job is listed with its last day: day 19 one day left, day 20 the last, day 21 overdue; service takes it off", async () => {
    const first = dayFromToday(-10);
    const job = await aJob(first);
    const at = (days: number) => arizonaInstant(addCalendarDays(first, days), "12:00");
    expect(mine(job.id, at(19))).toMatchObject({
      dueOn: addCalendarDays(first, 20),
      daysLeft: 1,
      overdue: false,
    });
    expect(mine(job.id, at(20))).toMatchObject({ daysLeft: 0, overdue: false });
    expect(mine(job.id, at(21))).toMatchObject({ daysLeft: -1, overdue: true });
    saveJobLien(job.id, lienFormSchema.parse(owner), by);
    expect(mine(job.id, at(19))).toBeDefined();
    recordNoticeService(
      job.id,
      { servedOn: arizonaDay(new Date()), method: "hand_delivery", trackingNumber: "" },
      by,
    );
    expect(mine(job.id, at(19))).toBeUndefined();
  });

  test("a job not started, or closed, is not listed", async () => {
    const notStarted = await aJob();
    expect(mine(notStarted.id, new Date())).toBeUndefined();
    const done = await aJob(dayFromToday(-2));
    expect(mine(done.id, new Date())).toBeDefined();
    expect(completeJob(done.id, by).ok).toBe(true);
    expect(mine(done.id, new Date())).toBeDefined();
    expect(closeJob(done.id, by).ok).toBe(true);
    expect(mine(done.id, new Date())).toBeUndefined();
  });
});

describe("the last day to record a lien, and the API", () => {
  type Body = { job: { lien: Record<string, unknown> }; fieldErrors?: Record<string, string[]> };
  const call = async (method: string, id: string, body?: unknown) => {
    const response = await callRoute(jobApi, method, { token: adminToken, params: { id }, body });
    return { status: response.status, body: (await response.json()) as Body };
  };

  test("a completed job shows completion + 120 days until it is closed", async () => {
    const job = await aJob(dayFromToday(-5));
    expect(jobLienViewOf(job.id)?.lienDeadline).toBeNull();
    const now = new Date();
    expect(completeJob(job.id, by, { now }).ok).toBe(true);
    const deadline = addCalendarDays(arizonaDay(now), 120);
    expect(jobLienViewOf(job.id)?.lienDeadline?.daysLeft).toBe(120);
    expect((await call("GET", job.id)).body.job.lien.lienDeadlineOn).toBe(deadline);
    closeJob(job.id, by);
    expect(jobLienViewOf(job.id)?.lienDeadline).toBeNull();
    expect((await call("GET", job.id)).body.job.lien.lienDeadlineOn).toBeNull();
  });

  test("PATCH takes the lien information through the same use case; refusals store nothing", async () => {
    const first = dayFromToday(-2);
    const job = await aJob(first);
    expect((await call("GET", job.id)).body.job.lien).toMatchObject({
      ownerName: null,
      ownerOccupied: null,
      noticeDueOn: addCalendarDays(first, 20),
    });
    const refused = await call("PATCH", job.id, { lien: { ownerName: "Rosa Alvarez" } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.ownerAddress).toEqual([LIEN_MESSAGES.ownerAddressRequired]);
    expect(lienOfJob(job.id)).toBeUndefined();
    const mixed = await call("PATCH", job.id, { lien: { ownerName: "A" }, crewNote: "x" });
    expect(mixed.status).toBe(400);
    const unknown = await call("PATCH", job.id, { lien: { ownerName: "A", owner: "B" } });
    expect(unknown.status).toBe(400);

    const saved = await call("PATCH", job.id, {
      lien: {
        ownerName: "Rosa Alvarez",
        ownerAddress: "1200 E Camelback Rd",
        lenderName: "Desert Bank",
        ownerOccupied: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.job.lien).toMatchObject({
      ownerName: "Rosa Alvarez",
      lenderName: "Desert Bank",
      apn: null,
      ownerOccupied: true,
      noticeServedOn: null,
    });
    const apn = await call("PATCH", job.id, { lien: { apn: "163-27-045" } });
    expect(apn.body.job.lien).toMatchObject({ ownerName: "Rosa Alvarez", apn: "163-27-045" });
    expect(eventsOf(job.id, "lien_saved")).toHaveLength(2);
    recordNoticeService(
      job.id,
      { servedOn: arizonaDay(new Date()), method: "certified_mail", trackingNumber: "94071118" },
      by,
    );
    expect((await call("GET", job.id)).body.job.lien).toMatchObject({
      noticeServedOn: arizonaDay(new Date()),
      noticeMethod: "certified_mail",
      trackingNumber: "94071118",
    });
  });
});

describe("the preliminary 20-day notice PDF", () => {
  // The signed quotes' mails of the walks above are drawn in the same worker: the notice waits for them.
  const drained = () =>
    vi.waitFor(() => expect(pdfRendererStats()).toMatchObject({ waiting: 0, busy: false }), {
      timeout: 60_000,
      interval: 100,
    });

  test(
    "names the claimant with its ROC number, the owner, the lender, the work, the estimate and the statute's text",
    { timeout: 90_000 },
    async () => {
      const job = await aJob(dayFromToday(-1));
      expect(await preliminaryNoticePdf(job.id)).toBeUndefined();
      saveJobLien(
        job.id,
        lienFormSchema.parse({
          ...owner,
          lenderName: "Desert Bank",
          lenderAddress: "1 N Central Ave, Phoenix, AZ",
        }),
        by,
      );
      const settings = getSiteSettings()!;
      await drained();
      const pdf = (await preliminaryNoticePdf(job.id))!;
      expect(pdf.fileName).toBe(`preliminary-notice-${job.reference}.pdf`);
      const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain("Preliminary Twenty Day Notice");
      expect(flat).toContain(settings.companyName);
      if (settings.rocLicenseNumber) expect(flat).toContain(`ROC #${settings.rocLicenseNumber}`);
      expect(flat).toContain("Rosa Alvarez");
      expect(flat).toContain("1200 E Camelback Rd, Phoenix, AZ 85014");
      expect(flat).toContain("Desert Bank");
      expect(flat).toContain("Assessor's parcel number: 163-27-045");
      expect(flat).toContain(loadJob(job.id)!.quote.service);
      expect(flat).toContain(formatCents(loadJob(job.id)!.contractCents));
      expect(flat).toContain("this is not a lien");
      expect(flat).toContain(NOTICE_TO_PROPERTY_OWNER.heading);
      expect(flat).toContain("Requiring your contractor to furnish a conditional waiver and release");
      expect(flat).toContain("Within ten days after the receipt of this preliminary twenty day notice");
      expect(flat).toContain("Acknowledgment of receipt of preliminary twenty day notice");
    },
  );

  test(
    "the office's route answers the PDF, and a 404 before the owner is known",
    { timeout: 90_000 },
    async () => {
      const office = await signedInAdmin({
        name: "Pdf Office",
        email: "lien-pdf@example.com",
        password: "x".repeat(16),
      });
      const job = await aJob();
      const get = (id: string) =>
        noticeRoute
          .loader({
            request: new Request(`http://site.test/admin/jobs/${id}/preliminary-notice.pdf`, {
              headers: { Cookie: office.cookie },
            }),
            params: { id },
            context: {},
          } as never)
          .catch((thrown: unknown) => thrown);
      const missing = (await get(job.id)) as { init: { status: number } };
      expect(missing.init.status).toBe(404);
      saveJobLien(job.id, lienFormSchema.parse(owner), by);
      await drained();
      const response = (await get(job.id)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toContain(
        `preliminary-notice-${job.reference}.pdf`,
      );
    },
  );
});
