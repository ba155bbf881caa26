// From a signed quote to a finished job, in a browser: the office adds the crew "Sealcoat crew 1", schedules an
// accepted quote for next Monday 7:00–9:00 with it, and the customer's mail carries an invitation that ical.js reads
// (DTSTART 07:00 in America/Phoenix) while the crew's feed shows the job; moving it to Tuesday mails an update with
// the same UID. Then hold, resume, start and complete, and the customer's "Your job" with its .ics. All of it without
// JavaScript; with JavaScript, a job dragged to another day on the schedule moves the same way. Axe on every new
// screen at 375 and 1280 px.
import ICAL from "ical.js";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { addCalendarDays, formatLongDate as longDate, isoWeekOf as isoWeek } from "../../app/utils/dates";
import { acceptedQuote, attachedCalendar, insertJob, nextMonday, readJob } from "../support/e2e-jobs";
import { waitForHydration } from "../support/hydration";
import { smallJpeg } from "../support/small-jpeg";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** A calendar text read by ical.js: its METHOD and its events. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue("method"),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)),
  };
}

/** The crew "Sealcoat crew 1": added through its form, or opened when an earlier try added it. */
async function sealcoatCrew(page: Page) {
  await page.goto("/admin/crews");
  const existing = page.getByRole("link", { name: "Sealcoat crew 1", exact: true });
  if (await existing.count()) {
    await existing.click();
    return;
  }
  await page.getByRole("link", { name: "Add crew" }).click();
  await page.getByLabel("Name *").fill("Sealcoat crew 1");
  await page.getByLabel("Phone (optional)").fill("480-555-0177");
  await page.getByLabel("Members").fill("Luis Ortega\nDana Whitfield");
  await page.getByRole("button", { name: "Add crew" }).click();
  await expect(page.getByText("Crew added")).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: LAPTOP });

  test("schedule for next Monday 7:00–9:00, the invitation and the feed; move to Tuesday; hold, start, complete", async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(context, { isAdmin: true });
    const quote = await acceptedQuote(request, browser);

    // The crew and its private feed.
    await sealcoatCrew(page);
    const feedUrl = await page.getByLabel("Calendar link of Sealcoat crew 1").inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[\w-]{43}\.ics$/);

    // "Schedule job" on the accepted quote; a refused form first (the end before the start) stores nothing.
    await page.goto(`/admin/quotes/${quote.id}`);
    await page.getByRole("link", { name: "Schedule job" }).click();
    await expect(page).toHaveURL(`/admin/jobs/new?quote=${quote.id}`);
    const monday = nextMonday();
    await page.getByLabel("Start date *").fill(monday);
    await page.getByLabel("End date *").fill(addCalendarDays(monday, -1));
    await page.getByLabel("Arrival from").fill("07:00");
    await page.getByLabel("Arrival to").fill("09:00");
    await page.getByLabel("Crew", { exact: true }).selectOption({ label: "Sealcoat crew 1" });
    await page.getByLabel("Notes for the crew").fill("Gate code 4412; bring the small roller, cones");
    await page.getByRole("button", { name: "Schedule job" }).click();
    await expect(
      page
        .getByRole("alert")
        .getByRole("heading", { name: "The job was not scheduled. Fix the fields marked below." }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: /The end date must be on or after the start date/ }),
    ).toBeVisible();
    await page.getByLabel("End date *").fill(monday);
    await page.getByRole("button", { name: "Schedule job" }).click();
    await expect(page.getByText(/Job scheduled: J-\d{4}-\d{4}/)).toBeVisible();
    const reference = /J-\d{4}-\d{4}/.exec(
      (await page.getByRole("heading", { level: 1 }).textContent()) ?? "",
    )![0];
    expect(readJob(reference)).toMatchObject({ status: "scheduled", startDate: monday, sequence: 0 });

    // The customer's invitation, as a calendar reads it.
    const scheduled = await waitForMail(quote.email, { subject: /^Your job J-.* is scheduled for / });
    expect(scheduled.subject).toBe(`Your job ${reference} is scheduled for ${longDate(monday)}`);
    expect(scheduled.text).toContain("Arrival window: 7:00 AM to 9:00 AM (Arizona time)");
    expect(scheduled.text).toContain("Crew phone: (480) 555-0177");
    const invitation = readCalendar(attachedCalendar(scheduled));
    expect(invitation.method).toBe("REQUEST");
    const [event] = invitation.events;
    expect(event.sequence).toBe(0);
    expect(event.location).toBe("2210 E Baseline Rd, Mesa, AZ 85204");
    expect(event.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(event.startDate.toString()).toBe(`${monday}T07:00:00`);
    const uid = event.uid;

    // The crew's feed shows it.
    const feed = await request.get(feedUrl.replace(/^https?:\/\/[^/]+/, ""));
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toMatch(/^private/);
    const inFeed = readCalendar(await feed.text()).events.find((entry) => entry.uid === uid)!;
    expect(inFeed.summary).toBe(`${reference} Rosa Alvarez – Sealcoat parking lot, two coats`);
    expect(inFeed.description).toBe("Gate code 4412; bring the small roller, cones");
    expect(inFeed.startDate.toString()).toBe(`${monday}T07:00:00`);

    // Moving it to Tuesday: the same form, and an update with the same UID.
    const tuesday = addCalendarDays(monday, 1);
    await page.getByRole("link", { name: `Reschedule job ${reference}` }).click();
    await page.getByLabel("Start date *").fill(tuesday);
    await page.getByLabel("End date *").fill(tuesday);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Job saved")).toBeVisible();
    const moved = await waitForMail(quote.email, { subject: /^New dates for your job / });
    const update = readCalendar(attachedCalendar(moved)).events[0];
    expect(update.uid).toBe(uid);
    expect(update.sequence).toBeGreaterThan(0);
    expect(update.startDate.toString()).toBe(`${tuesday}T07:00:00`);

    // On hold with a reason, and back.
    await page.getByLabel("Reason for the hold").selectOption({ label: "Weather" });
    await page.getByRole("button", { name: "Put on hold" }).click();
    await expect(page.getByText("Job put on hold")).toBeVisible();
    await expect(page.locator(".job-admin-status")).toContainText("On hold");
    const held = await waitForMail(quote.email, { subject: /is on hold$/ });
    expect(held.text).toContain("Reason: Weather");
    await page.getByRole("button", { name: "Resume job" }).click();
    await expect(page.getByText("Job resumed")).toBeVisible();

    // Start (the first day of work, today by default), then complete.
    await page.getByRole("button", { name: "Start job" }).click();
    await expect(page.getByText("Job started")).toBeVisible();
    expect(readJob(reference)).toMatchObject({ status: "in_progress" });
    expect(readJob(reference).firstFurnishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
    // "Complete job" needs an after photo.
    await page.getByLabel("Add after photos").setInputFiles({
      name: "after.jpg",
      mimeType: "image/jpeg",
      buffer: await smallJpeg(),
    });
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByText("After photos added", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Complete job" }).click();
    await expect(page.getByText("Job completed")).toBeVisible();
    expect(readJob(reference).status).toBe("completed");

    // The customer's page: "Your job" and its calendar file.
    const customer = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    const mine = await customer.newPage();
    await mine.goto(quote.path);
    const section = mine.getByRole("region", { name: "Your job" });
    await expect(section).toContainText(`Job ${reference}: Completed`);
    await expect(section).toContainText(longDate(tuesday));
    await expect(section).toContainText("7:00 AM to 9:00 AM (Arizona time)");
    await expect(section.getByRole("link", { name: "(480) 555-0177" })).toBeVisible();
    const ics = await mine.request.get(`${quote.path}/job.ics`);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(readCalendar(await ics.text()).events[0].uid).toBe(uid);
    await customer.close();
  });
});

test.describe("change orders without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: LAPTOP });

  test("the office adds a $1,850.00 change order and sends it; the customer approves it on a phone and the contract value grows by it", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, { isAdmin: true });
    const { jobId } = insertJob({ customerName: "Change Order Customer" });
    await page.goto(`/admin/jobs/${jobId}`);
    const contract = page.locator(".job-facts div").filter({ hasText: "Contract value" }).locator("dd");
    const beforeText = (await contract.textContent())!;
    const before = Number(beforeText.replace(/[$,]/g, ""));

    // A refused form first (no reason, a quantity of 0) stores nothing; "Add line" works without JavaScript.
    await page.getByRole("link", { name: "Add change order" }).click();
    await page.getByRole("button", { name: "Add line" }).click();
    await expect(page.getByLabel("Line 2 Description")).toBeVisible();
    await page.getByRole("button", { name: "Remove line 2" }).click();
    await page.getByLabel("Line 1 Description").fill("Remove and replace failed base, 10 × 12 ft");
    await page.getByLabel("Line 1 Quantity").fill("0");
    await page.getByLabel("Line 1 Unit price").fill("1,850.00");
    await page.getByRole("button", { name: "Add change order" }).click();
    await expect(
      page.getByText("The change order was not added. Fix the fields marked below."),
    ).toBeVisible();
    await page.getByLabel("Reason").fill("Soft base found under the north drive");
    await page.getByLabel("Line 1 Quantity").fill("1");
    await page.getByRole("button", { name: "Add change order" }).click();
    await expect(page.getByText("Change order added")).toBeVisible();
    const orders = page.getByRole("region", { name: "Change orders" });
    await expect(orders).toContainText("Draft");
    await expect(orders).toContainText("$1,850.00");
    const reference = /CO-\d{4}-\d{4}/.exec((await orders.textContent()) ?? "")![0];
    await expect(contract).toHaveText(beforeText);

    await orders.getByRole("button", { name: `Send to customer ${reference}` }).click();
    await expect(page.getByText("Change order sent to the customer")).toBeVisible();
    const mail = await waitForMail("walk.customer@example.com", {
      subject: new RegExp(`^Change order ${reference} `),
    });
    const link = mail.text.match(/https?:\/\/\S+#change-orders/)![0];

    // The customer, on a phone without JavaScript: a missing consent is refused, then Approve and sign.
    const customer = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    const phone = await customer.newPage();
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    const section = phone.getByRole("region", { name: "Change orders" });
    await expect(section.getByRole("heading", { name: "Awaiting your approval" })).toBeVisible();
    await expect(section).toContainText("Soft base found under the north drive");
    await expect(section).toContainText("$1,850.00");
    await section.getByLabel("Full name").fill("Change Order Customer");
    await section.getByRole("button", { name: `Approve and sign change order ${reference}` }).click();
    await expect(phone.getByText("Please agree to sign electronically").first()).toBeVisible();
    await section.getByLabel("I agree to sign this change order electronically").check();
    await section.getByLabel("Full name").fill("Change Order Customer");
    await section.getByRole("button", { name: `Approve and sign change order ${reference}` }).click();
    await expect(phone.getByText(/The change order is approved and signed/)).toBeVisible();
    await expect(section).toContainText(`Change order ${reference}: Approved`);
    await expect(section.getByRole("heading", { name: "Awaiting your approval" })).toHaveCount(0);
    await waitForMail("walk.customer@example.com", {
      subject: new RegExp(`^Your signed change order ${reference}$`),
    });
    await customer.close();

    await page.reload();
    const after = Number((await contract.textContent())!.replace(/[$,]/g, ""));
    expect(Math.round((after - before) * 100)).toBe(185000);
    await expect(orders).toContainText("Approved and signed by Change Order Customer");
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: LAPTOP });

  test("a job dragged to another day on the schedule posts the same form: the customer gets the new dates", async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, { isAdmin: true });
    const quote = await acceptedQuote(request, browser, "Lee Carter");
    await page.goto(`/admin/jobs/new?quote=${quote.id}`);
    await waitForHydration(page);
    const monday = nextMonday();
    await page.getByLabel("Start date *").fill(monday);
    await page.getByLabel("End date *").fill(monday);
    await page.getByRole("button", { name: "Schedule job" }).click();
    await expect(page.getByText(/Job scheduled: J-/)).toBeVisible();
    const reference = /J-\d{4}-\d{4}/.exec(
      (await page.getByRole("heading", { level: 1 }).textContent()) ?? "",
    )![0];

    await page.goto(`/admin/schedule?week=${isoWeek(monday)}`);
    await waitForHydration(page);
    const row = page.getByRole("row", { name: /^Unassigned/ });
    const chip = row.getByRole("link", { name: new RegExp(reference) });
    await expect(chip).toHaveCount(1);
    const wednesday = row.getByRole("cell").nth(2);
    await chip.dragTo(wednesday);
    await expect(page.getByText("Job saved")).toBeVisible();
    await expect(wednesday.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
    expect(readJob(reference)).toMatchObject({
      startDate: addCalendarDays(monday, 2),
      endDate: addCalendarDays(monday, 2),
    });
    const moved = await waitForMail(quote.email, { subject: /^New dates for your job / });
    expect(readCalendar(attachedCalendar(moved)).events[0].startDate.toString()).toBe(
      addCalendarDays(monday, 2),
    );
  });

  test("the schedule moves by week in Arizona time, and lists by day below 768 px", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const monday = nextMonday();
    insertJob({ startDate: addCalendarDays(monday, 3), customerName: "Week Walker" });
    await page.goto(`/admin/schedule?week=${isoWeek(monday)}`);
    await expect(
      page.getByRole("heading", {
        name: `Week ${Number(isoWeek(monday).slice(6))}: ${longDate(monday)} to ${longDate(addCalendarDays(monday, 6))}`,
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Previous week" }).click();
    await expect(page).toHaveURL(`/admin/schedule?week=${isoWeek(addCalendarDays(monday, -7))}`);
    await page.getByRole("link", { name: "Next week" }).click();
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(`/admin/schedule?week=${isoWeek(addCalendarDays(monday, 7))}`);
    await page.getByRole("link", { name: "This week" }).click();
    await expect(page.getByRole("link", { name: "This week" })).toHaveAttribute("aria-current", "page");
    await page.goto(`/admin/schedule?week=${isoWeek(monday)}`);
    await page.setViewportSize(PHONE);
    const thursday = page.getByRole("region", {
      name: new RegExp(`^Thursday, ${longDate(addCalendarDays(monday, 3))}`),
    });
    await expect(thursday.getByRole("link", { name: /Week Walker/ })).toBeVisible();
    await expect(page.locator(".schedule-grid")).toBeHidden();
  });
});

test("axe: no serious or critical finding on the crew, job and schedule screens at 375 and 1280 px", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signInAs(context, { isAdmin: true });
  const { crewId, jobId, quoteId, quotePath } = insertJob();
  const unscheduled = insertJob();
  const screens = [
    "/admin/crews",
    "/admin/crews/new",
    `/admin/crews/${crewId}`,
    "/admin/jobs",
    "/admin/jobs?status=scheduled",
    `/admin/jobs/${jobId}`,
    `/admin/jobs/${jobId}/edit`,
    `/admin/jobs/${jobId}/change-orders/new`,
    "/admin/jobs/new",
    `/admin/quotes/${quoteId}`,
    "/admin/schedule",
    quotePath,
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const path of screens) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
    // A refused form and its summary.
    await page.goto(`/admin/jobs/${unscheduled.jobId}/edit`);
    await waitForHydration(page);
    await page.getByLabel("End date *").fill("2000-01-01");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/on or after the start date/).first()).toBeVisible();
    expect(await seriousViolations(page), `refused schedule at ${width} px`).toEqual([]);
  }
});
