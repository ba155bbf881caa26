// The lead flow as a property manager, the office and the owner live it (issue 39), with and without JavaScript: exact
// sizes and phones, messages and progress by the Send button, one photo list, the call bar out of the way, site visits
// with their calendar invitation, follow-ups due, notes once, finding people, the owner's phone, testimonials and
// hours, and the public polish; axe on the changed screens at 375 and 1280 px.
import ICAL from "ical.js";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "../support/axe";
import { uniqueTag } from "../support/e2e-admin-data";
import { signInAs } from "../support/e2e-auth";
import { withE2eDb } from "../support/e2e-db";
import { insertEstimate, readEstimate } from "../support/e2e-estimates";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { uniqueEmail, uniqueIp } from "./public-fixtures";

const PHONE = { width: 375, height: 667 };

const jpeg = async (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#667788" } })
    .jpeg()
    .toBuffer(),
});

async function fillRequest(page: Page, values: { name: string; email: string; phone: string; size: string }) {
  await page.getByLabel("Name *").fill(values.name);
  await page.getByLabel("Email *").fill(values.email);
  await page.getByLabel("Phone *").fill(values.phone);
  await page.getByLabel("Service *").selectOption("Sealcoating");
  await page.getByLabel("Job-site address *").fill("2200 E Baseline Rd");
  await page.getByLabel("City *").fill("Gilbert");
  await page.getByLabel("ZIP code *").fill("85234");
  await page.getByLabel("Approximate size").fill(values.size);
  await page.getByLabel("Project details *").fill("Regrade and pave the back lot.");
  await page.getByLabel("I agree to the terms and conditions *").check();
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send request" });

/** The stored request of a thank-you page's reference. */
function storedRequest(reference: string) {
  return withE2eDb(
    (db) =>
      db
        .prepare("SELECT id, size, size_unit AS sizeUnit, phone FROM estimates WHERE reference = ?")
        .get(reference) as { id: string; size: number; sizeUnit: string; phone: string },
    { readonly: true },
  );
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the request ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });
    test.beforeEach(async ({ context }) => {
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    });

    test("2.5 acres and 480.555.0142 reach the office as 2.5 acres and (480) 555-0142; 12 is refused at the phone", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const name = `Acres ${uniqueTag()}`;
      await page.goto("/estimate");
      if (javaScriptEnabled) await waitForHydration(page);
      // No call bar on the form itself.
      await expect(page.locator(".call-bar")).toHaveCount(0);
      await fillRequest(page, { name, email: uniqueEmail("acres"), phone: "12", size: "2.5 acres" });
      await page.getByLabel("Photos (optional)").setInputFiles([await jpeg("lot.jpg")]);
      await sendButton(page).click();
      const phoneField = page.getByLabel("Phone *");
      await expect(page.locator("#estimate-form-phone-error")).toHaveText("Enter a 10-digit phone number");
      // The summary at the top of the form links to the field; with JavaScript it takes the focus.
      const summary = page.locator("#estimate-form-error");
      await expect(summary.getByRole("link", { name: "Enter a 10-digit phone number" })).toHaveAttribute(
        "href",
        "#estimate-form-phone",
      );
      if (javaScriptEnabled) {
        await expect(summary).toBeFocused();
        await summary.getByRole("link", { name: "Enter a 10-digit phone number" }).click();
        await expect(phoneField).toBeFocused();
      }
      // One list of the photo, and its hidden field once.
      await expect(page.getByText("lot.jpg", { exact: true })).toHaveCount(1);
      await expect(page.locator('input[name="pendingPhoto"]')).toHaveCount(1);

      await phoneField.fill("480.555.0142");
      await sendButton(page).click();
      await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-/);
      await expect(page.getByText("1 photo arrived with it.")).toBeVisible();
      const reference = new URL(page.url()).searchParams.get("ref")!;
      const stored = storedRequest(reference);
      expect(stored).toMatchObject({ size: 2.5, sizeUnit: "acres", phone: "4805550142" });

      const office = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      await signInAs(office, { isAdmin: true });
      const admin = await office.newPage();
      await admin.goto(`/admin/estimates/${stored.id}`);
      const person = admin.getByRole("region", { name });
      await expect(person.getByRole("link", { name: "(480) 555-0142" })).toHaveAttribute(
        "href",
        "tel:+14805550142",
      );
      await expect(admin.getByRole("region", { name: "Request", exact: true })).toContainText("2.5 acres");
      // On the owner's phone, Call and Email are on the first screen; Delete is far below them.
      for (const action of [/^Call/, /^Email/]) {
        const box = (await person.getByRole("link", { name: action }).boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      }
      const phoneBox = (await person.getByRole("link", { name: "(480) 555-0142" }).boundingBox())!;
      expect(phoneBox.height).toBeLessThan(40);
      const deleteBox = (await admin.getByRole("button", { name: "Delete" }).boundingBox())!;
      expect(deleteBox.y).toBeGreaterThan(PHONE.height * 2);
      await office.close();
    });

    test("the contact form takes the same phone rule and names the field", async ({ page }) => {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Name *").fill("Sam");
      await page.getByLabel("Email *").fill(uniqueEmail("contact-phone"));
      await page.getByLabel("Phone (optional)").fill("602-555-014");
      await page.getByLabel("Message *").fill("Hello");
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.locator("#contact-form-phone-error")).toHaveText("Enter a 10-digit phone number");
      await expect(page.getByLabel("Phone (optional)")).toHaveAttribute("aria-invalid", "true");
    });

    test("120 stalls is understood; a word is answered with an example", async ({ page }) => {
      await page.goto("/estimate");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillRequest(page, {
        name: `Stalls ${uniqueTag()}`,
        email: uniqueEmail("stalls"),
        phone: "(602) 555-0117",
        size: "lots",
      });
      await sendButton(page).click();
      await expect(page.locator("#estimate-form-size-error")).toHaveText(
        "Enter the size as a number, such as 2.5",
      );
      await page.getByLabel("Approximate size").fill("120 stalls");
      await sendButton(page).click();
      await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-/);
      const stored = storedRequest(new URL(page.url()).searchParams.get("ref")!);
      expect(stored).toMatchObject({ size: 120, sizeUnit: "parking stalls" });
      await expect(page.getByText("No photos came with it.")).toBeVisible();
    });

    test("a refusal that belongs to no field heads the form's summary, naming the office phone", async ({
      page,
      context,
    }) => {
      const ip = uniqueIp();
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
      // This address has sent its hour's worth already.
      withE2eDb((db) =>
        db
          .prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
          .run(`estimate:${ip}`, Date.now(), 1000),
      );
      await page.goto("/estimate");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillRequest(page, {
        name: `Limited ${uniqueTag()}`,
        email: uniqueEmail("limited"),
        phone: "480-555-0142",
        size: "",
      });
      await sendButton(page).click();
      const alert = page.locator("#estimate-form-error");
      await expect(alert).toHaveText(
        /Please wait \d+ minutes and try again, or call us at \(\d{3}\) \d{3}-\d{4}\./,
      );
      // The page opens at it, with or without JavaScript.
      await expect(alert).toBeInViewport();
      if (javaScriptEnabled) await expect(alert).toBeFocused();
    });
  });
}

test.describe("the uploader with JavaScript", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  });

  test("an 11th photo is named on screen; a refused file shows no bar; after a refused post each photo is listed once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/estimate");
    await waitForHydration(page);
    const photos = await Promise.all(Array.from({ length: 11 }, (_, i) => jpeg(`photo${i + 1}.jpg`)));
    await page.getByLabel("Photos (optional)").setInputFiles(photos);
    await expect(page.locator(".photo-uploads__notice")).toHaveText(
      "Attach at most 10 photos: photo11.jpg was not added",
    );
    const rows = page.locator(".photo-uploads__item");
    await expect(rows).toHaveCount(10);
    await expect(page.locator(".photo-uploads__item--done")).toHaveCount(10, { timeout: 60_000 });
    // Remove two: they are no longer sent.
    await page.getByRole("button", { name: "Remove photo1.jpg" }).click();
    await page.getByRole("button", { name: "Remove photo2.jpg" }).click();
    await expect(page.locator('input[name="pendingPhoto"]')).toHaveCount(8);

    // A refused post (no consent): the server lists the eight, once; the uploader's list is empty.
    await page.getByLabel("Name *").fill("Pat");
    await sendButton(page).click();
    await expect(page.getByText("8 photos attached")).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.locator('input[name="pendingPhoto"]')).toHaveCount(8);
    await expect(page.getByText("photo3.jpg")).toHaveCount(1);
    await expect(page.getByText("photo1.jpg")).toHaveCount(0);

    // A file that is not an image is refused by the server: its reason, no progress bar.
    await page
      .getByLabel("Photos (optional)")
      .setInputFiles([
        { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") },
      ]);
    const refused = page.locator(".photo-uploads__item--refused");
    await expect(refused).toContainText("Photos must be images (JPEG, PNG, WebP or HEIC)", {
      timeout: 20_000,
    });
    await expect(refused.locator("progress")).toHaveCount(0);
  });

  test("Send while photos upload says so by the button: Sending as soon as the photos finish (n of m)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/estimate");
    await waitForHydration(page);
    // Uploads held back until the line has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/uploads/estimate-photos**", async (route) => {
      if (route.request().method() === "PATCH") await held;
      await route.continue();
    });
    await fillRequest(page, {
      name: `Waiting ${uniqueTag()}`,
      email: uniqueEmail("waiting"),
      phone: "480 555 0142",
      size: "",
    });
    await page.getByLabel("Photos (optional)").setInputFiles([await jpeg("one.jpg"), await jpeg("two.jpg")]);
    await sendButton(page).click();
    const status = page.locator(".estimate-send-status");
    await expect(status).toHaveText("Sending as soon as the photos finish (0 of 2)");
    await expect(status).toBeInViewport();
    release();
    await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-/, { timeout: 60_000 });
    await expect(page.getByText("2 photos arrived with it.")).toBeVisible();
  });
});

test.describe("the call bar and Back to top on a phone", () => {
  test.use({ viewport: PHONE });

  test("the bar steps aside while a field has focus, and never covers a page's first call to action", async ({
    page,
  }) => {
    await page.goto("/contact");
    const bar = page.locator(".call-bar");
    await expect(bar).toBeVisible();
    await page.getByLabel("Name *").focus();
    await expect(bar).toBeHidden();
    await page.getByLabel("Name *").blur();
    await expect(bar).toBeVisible();

    for (const path of ["/service-areas/gilbert", "/services", "/", "/estimate/thanks?ref=EST-2026-0001"]) {
      await page.goto(path);
      const cta = page.locator("main a.button, main .button").first();
      if (!(await cta.count())) continue;
      const ctaBox = await cta.boundingBox();
      const barBox = await bar.boundingBox();
      if (!ctaBox || !barBox || ctaBox.y > PHONE.height) continue;
      expect(ctaBox.y + ctaBox.height, path).toBeLessThanOrEqual(barBox.y);
    }
  });

  test("Back to top rides in the bar's row, over no control", async ({ page }) => {
    await page.goto("/service-areas/chandler");
    await page.evaluate(() => window.scrollTo(0, 900));
    const toTop = page.getByRole("link", { name: "Back to top" });
    await expect(toTop).toBeVisible();
    const box = (await toTop.boundingBox())!;
    const bar = (await page.locator(".call-bar").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    for (const link of await page.locator(".call-bar a").all()) {
      const other = (await link.boundingBox())!;
      expect(other.x + other.width <= box.x || other.x >= box.x + box.width).toBe(true);
    }
    // On the form, which has no bar, it stays away.
    await page.goto("/estimate");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole("link", { name: "Back to top" })).toBeHidden();
  });

  test("the phone menu lists Service Areas, and a city page links each service to it", async ({ page }) => {
    await page.goto("/service-areas/gilbert");
    await page.getByText("Menu", { exact: true }).click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service Areas" }),
    ).toBeVisible();
    const service = page
      .getByRole("region", { name: /^Services in/ })
      .getByRole("link", { name: "Sealcoating" });
    await expect(service).toHaveAttribute("href", "/services#service-sealcoating");
    await page.goto("/services#service-sealcoating");
    await expect(page.locator("#service-sealcoating")).toContainText("Sealcoating");
  });
});

test("at 1280 px Back to top leaves the contact page's hours table uncovered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/contact");
  const table = page.locator(".business-hours table, .business-hours").first();
  await table.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  const toTop = page.getByRole("link", { name: "Back to top" });
  await expect(toTop).toBeVisible();
  const box = (await toTop.boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(box.x);
  await expect(page.getByText(/Monday to Friday: 7:00 AM to 4:00 PM/)).toBeVisible();
});

/** The calendar attachment of a raw MIME mail, decoded. */
function calendarOf(raw: string) {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) throw new Error("The mail has no text/calendar part");
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n").trim();
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(content, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return content
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return content;
}

for (const javaScriptEnabled of [false, true]) {
  test(`the office books a site visit for tomorrow at 9:30 ${javaScriptEnabled ? "with" : "without"} JavaScript: the customer's calendar gets it`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled });
    await signInAs(context, { isAdmin: true });
    const page = await context.newPage();
    const name = `Visit ${uniqueTag()}`;
    const estimate = await insertEstimate({ name, city: "Gilbert" });
    const email = `visit-${uniqueTag()}@example.com`.toLowerCase();
    withE2eDb((db) => db.prepare("UPDATE estimates SET email = ? WHERE id = ?").run(email, estimate.id));
    const tomorrow = new Date(Date.now() - 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

    await page.goto(`/admin/estimates/${estimate.id}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Site visit scheduled" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.locator("#estimate-pipeline-form-siteVisitDate-error")).toHaveText(
      /Enter the site visit's date|A site visit needs its date and time/,
    );
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Site visit scheduled" });
    await page.getByLabel("Date", { exact: true }).fill(tomorrow);
    await page.getByLabel("Time (Arizona)").fill("09:30");
    await page.getByLabel("Note for the crew (optional)").fill("Gate code 4412");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("region", { name: "Pipeline" }).getByRole("status")).toContainText(
      "calendar invitation",
    );
    await expect(page.getByRole("region", { name })).toContainText(
      /Site visit: \w+ \d{1,2}, \d{4} at 9:30 AM/,
    );
    await expect(page.getByRole("region", { name })).toContainText("Crew: Gate code 4412");
    expect(readEstimate(estimate.id)?.status).toBe("site_visit_scheduled");

    const mail = await waitForMail(email, { subject: /^Site visit on .* at 9:30 AM$/ });
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.raw).toMatch(/site-visit\.ics/);
    const calendar = new ICAL.Component(ICAL.parse(calendarOf(mail.raw)));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(event.startDate.toString()).toBe(`${tomorrow}T09:30:00`);
    expect(event.location).toBe("1200 W Main St, Gilbert, AZ 85201");

    // The list shows the visit; the dashboard does not (it is tomorrow), but a follow-up due today is there.
    await page.goto(`/admin/estimates?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("table", { name: "Estimate requests" }).getByRole("row").nth(1);
    await expect(row.locator('td[data-column="siteVisitAt"]')).toContainText("9:30 AM");
    const today = new Date(Date.now() - 7 * 3600_000).toISOString().slice(0, 10);
    withE2eDb((db) =>
      db.prepare("UPDATE estimates SET follow_up_on = ? WHERE id = ?").run(today, estimate.id),
    );
    await page.goto("/admin/dashboard");
    const due = page.getByRole("region", { name: /^Follow-ups due/ });
    await expect(due.getByRole("link", { name })).toBeVisible();
    await expect(due).toContainText("Sealcoating");
    await page.goto("/admin/estimates?followUp=due&sort=followUpOn&dir=asc");
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await context.close();
  });
}

test.describe("finding people and the owner's phone", () => {
  test("one Apply filters by a phone in any format, ZIP or street; on a phone a tap anywhere on a card opens it", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const name = `Finder ${uniqueTag()}`;
    const estimate = await insertEstimate({ name, service: "Crack Sealing" });
    withE2eDb((db) =>
      db.prepare("UPDATE estimates SET phone = '6235550188', zip = '85396' WHERE id = ?").run(estimate.id),
    );
    await page.goto("/admin/estimates");
    await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Show" })).toHaveCount(0);
    for (const query of ["623.555.0188", "(623) 555-0188", "85396"]) {
      await page.getByLabel("Filter", { exact: true }).fill(query);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("link", { name: new RegExp(name) }), query).toBeVisible();
    }
    await expect(page.getByLabel("Status", { exact: true }).locator("option").nth(1)).toHaveText(
      /^New \(\d+\)$/,
    );

    await page.setViewportSize(PHONE);
    await page.goto(`/admin/estimates?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("table", { name: "Estimate requests" }).getByRole("row").nth(1);
    await expect(card.getByRole("link")).toHaveText(`${name}: Crack Sealing`);
    // The filters fill most of a 667 px screen: the card's lower lines start below the fold with other fonts.
    await card.scrollIntoViewIfNeeded();
    const received = (await card.locator('td[data-column="createdAt"]').boundingBox())!;
    const headline = (await card.getByRole("link").boundingBox())!;
    expect(received.y).toBeGreaterThan(headline.y);
    await page.mouse.click(received.x + received.width - 5, received.y + received.height / 2);
    await expect(page).toHaveURL(`/admin/estimates/${estimate.id}`);
  });
});

test("a testimonial from “Gilbert, AZ” shows on the Gilbert page; one from a city without a page says so on save", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  const tag = uniqueTag();
  await page.goto("/admin/testimonials/new");
  await page.getByLabel("Quote *").fill(`Smooth new lot ${tag}.`);
  await page.getByLabel("Name *").fill("Dana G.");
  await page.getByLabel("City (optional)").fill("gilbert, AZ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".alert")).toContainText("Testimonial added");
  await page.goto("/service-areas/gilbert");
  await expect(page.getByText(`Smooth new lot ${tag}.`)).toBeVisible();

  await page.goto("/admin/testimonials/new");
  await page.getByLabel("Quote *").fill(`Far away ${tag}.`);
  await page.getByLabel("Name *").fill("Lee");
  await page.getByLabel("City (optional)").fill("Flagstaff");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".alert")).toContainText("No service area is named “Flagstaff”");
});

for (const width of [375, 1280]) {
  test(`axe: nothing serious on the changed screens at ${width} px`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    await page.goto("/estimate");
    await waitForHydration(page);
    await page.getByLabel("Phone *").fill("12");
    await sendButton(page).click();
    await expect(page.locator("#estimate-form-error")).toBeVisible();
    expect(await seriousViolations(page), "/estimate refused").toEqual([]);
    for (const path of ["/contact", "/service-areas/gilbert"]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await signInAs(context, { isAdmin: true });
    const estimate = await insertEstimate({ name: `Axe ${uniqueTag()}` });
    for (const path of [
      "/admin/dashboard",
      "/admin/estimates",
      `/admin/estimates/${estimate.id}`,
      "/admin/settings",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
