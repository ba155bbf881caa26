// The estimate pipeline in the back office, with and without JavaScript: the list, the request's page (photos, map,
// call and e-mail), status and follow-up, notes, delete with its confirmation; private photos; axe at two widths.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { readLogs, uniqueTag } from "../support/e2e-admin-data";
import { signInAs } from "../support/e2e-auth";
import { e2eBaseUrl } from "../support/e2e-config";
import { formToken } from "../support/form-token";
import {
  countEstimatePhotos,
  insertEstimate,
  readEstimate,
  readEstimateNotes,
} from "../support/e2e-estimates";
import { waitForHydration } from "../support/hydration";

/** The list narrowed to one request by its unique name; the row of that request. */
async function listRow(page: Page, name: string) {
  await page.goto(`/admin/estimates?q=${encodeURIComponent(name)}`);
  const table = page.getByRole("table", { name: "Estimate requests" });
  await expect(table.getByRole("row")).toHaveCount(2);
  return table.getByRole("row").nth(1);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a request goes through the pipeline: listed, opened, set to Estimate sent, noted, followed up, deleted", async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const admin = await signInAs(context, { isAdmin: true, name: "Dana Office" });
      const name = `Lot Manager ${uniqueTag()}`;
      const estimate = await insertEstimate({ name, service: "Crack Sealing", city: "Tempe", photos: 2 });

      // The list: received, name, service, reference, city, status, follow-up, site visit and photo count.
      const row = await listRow(page, name);
      const table = page.getByRole("table", { name: "Estimate requests" });
      await expect(table.getByRole("columnheader")).toHaveText([
        /^Name/,
        /^Service/,
        /^Received/,
        /^Reference/,
        /^City/,
        /^Status/,
        /^Follow-up/,
        /^Site visit/,
        /^Photos/,
      ]);
      await expect(row.getByRole("cell")).toHaveText([
        // On a phone the headline adds the service (hidden on a laptop, which has its own column).
        `${name}: Crack Sealing`,
        "Crack Sealing",
        /\d/,
        estimate.reference,
        "Tempe",
        "New",
        "-",
        "-",
        "2",
      ]);
      await row.getByRole("link", { name: new RegExp(name) }).click();

      // The request's page: the person first with Call and Email, then every field, the photos, the map.
      await expect(page).toHaveURL(`/admin/estimates/${estimate.id}`);
      await expect(
        page.getByRole("heading", { name: `Estimate ${estimate.reference}`, level: 1 }),
      ).toBeVisible();
      const person = page.getByRole("region", { name });
      await expect(person.getByRole("link", { name: "(480) 555-0142" })).toHaveAttribute(
        "href",
        "tel:+14805550142",
      );
      await expect(person.getByRole("link", { name: "lot.manager@example.com" })).toHaveAttribute(
        "href",
        /^mailto:lot\.manager@example\.com\?subject=/,
      );
      await expect(person.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+14805550142");
      await expect(person.getByRole("link", { name: /^Email/ })).toHaveAttribute(
        "href",
        /^mailto:lot\.manager@example\.com\?subject=/,
      );
      const details = page.getByRole("region", { name: "Request" });
      for (const text of [
        "Crack Sealing",
        "Commercial",
        "1200 W Main St",
        "Tempe 85201",
        "24 parking stalls",
        "Within a month",
        "Cracked lot; please quote sealcoat and restriping.",
      ]) {
        await expect(details.getByText(text, { exact: false }).first(), text).toBeVisible();
      }
      await expect(details.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=1200%20W%20Main%20St%2C%20Tempe%2085201",
      );
      const photos = page.getByRole("region", { name: "Photos (2)" }).getByRole("link");
      await expect(photos).toHaveCount(2);
      const [first] = estimate.photoIds;
      await expect(photos.first()).toHaveAttribute("href", `/admin/estimate-photos/${first}`);
      const thumbnail = photos
        .first()
        .getByRole("img", { name: "Job-site view 1 of 2: IMG_001.jpg, open full size" });
      await expect(thumbnail).toHaveAttribute("src", `/admin/estimate-photos/${first}?w=400`);
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(400);
      const full = await context.request.get(`/admin/estimate-photos/${first}`);
      expect(full.status()).toBe(200);
      expect(full.headers()["content-type"]).toBe("image/jpeg");
      expect(full.headers()["cache-control"]).toContain("private");

      // Status and follow-up date, saved together.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Status", { exact: true }).selectOption({ label: "Estimate sent" });
      await page.getByLabel("Follow-up date").fill("2027-03-15");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // The confirmation stands beside the Save it answers, and stays.
      const pipeline = page.getByRole("region", { name: "Pipeline" });
      await expect(pipeline.getByRole("status")).toHaveText("Estimate request saved");
      await page.waitForTimeout(4500);
      await expect(pipeline.getByRole("status")).toHaveText("Estimate request saved");
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("estimate_sent");
      await expect(page.getByLabel("Follow-up date")).toHaveValue("2027-03-15");
      await expect(page.getByText("Follow up on March 15, 2027.")).toBeVisible();
      expect(readEstimate(estimate.id)).toMatchObject({ status: "estimate_sent", followUpOn: "2027-03-15" });
      expect(readEstimate(estimate.id)?.firstContactedAt).toBeGreaterThan(0);
      const update = readLogs("estimate.update").find((log) => log.message.includes(estimate.reference));
      expect(update?.actorEmail).toBe(admin.email);

      // A bad date is refused with its message, and changes nothing (a date input sends only real dates).
      const bad = await context.request.post(`/admin/estimates/${estimate.id}`, {
        form: {
          csrf: await formToken(context.request),
          intent: "update",
          status: "lost",
          followUpOn: "2027-02-30",
        },
      });
      expect(bad.status()).toBe(400);
      expect(await bad.text()).toContain("Enter the follow-up date as YYYY-MM-DD");
      expect(readEstimate(estimate.id)).toMatchObject({ status: "estimate_sent", followUpOn: "2027-03-15" });

      // A note, with its author and time; the box is empty again, and the same note sent twice is stored once.
      await page.getByLabel("New note").fill("Called; site visit Tuesday 9am.");
      await page.getByRole("button", { name: "Add note" }).click();
      const notes = page.getByRole("region", { name: "Internal notes" });
      await expect(notes.getByRole("status")).toHaveText("Note added");
      await expect(notes.getByRole("listitem")).toHaveCount(1);
      await expect(notes.getByRole("listitem")).toContainText("Called; site visit Tuesday 9am.");
      await expect(notes.getByRole("listitem")).toContainText("Dana Office");
      await expect(notes.getByRole("listitem").locator("time")).toHaveText(/\d{1,2}:\d{2} [AP]M$/);
      await expect(page.getByLabel("New note")).toHaveValue("");
      const again = await context.request.post(`/admin/estimates/${estimate.id}`, {
        form: {
          csrf: await formToken(context.request),
          intent: "note",
          body: "Called; site visit Tuesday 9am.",
        },
      });
      expect(again.status()).toBe(200);
      expect(readEstimateNotes(estimate.id)).toEqual([
        { body: "Called; site visit Tuesday 9am.", authorName: "Dana Office" },
      ]);
      expect(readLogs("estimate.note").some((log) => log.message.includes(estimate.reference))).toBe(true);

      // The status shows in the list, and the status filter (with its counts) finds it.
      await expect((await listRow(page, name)).getByRole("cell").nth(5)).toHaveText("Estimate sent");
      await expect(
        page.getByLabel("Status", { exact: true }).locator("option", { hasText: "Estimate sent" }),
      ).toHaveText("Estimate sent (1)");
      await page.goto(`/admin/estimates?status=Estimate%20sent&q=${encodeURIComponent(name)}`);
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Estimate sent");
      await expect(page.getByRole("table", { name: "Estimate requests" }).getByRole("row")).toHaveCount(2);
      await page.goto(`/admin/estimates?status=Lost&q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("cell", { name: "No data available" })).toBeVisible();

      // Delete asks first (a dialog with JavaScript, a step on the page without), then removes photos too.
      await page.goto(`/admin/estimates/${estimate.id}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Delete" }).click();
      const question = "Delete this estimate request? Its photos and notes are deleted too.";
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: question });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "Yes, delete" }).click();
      } else {
        await expect(page.getByRole("alert")).toContainText(question);
        expect(readEstimate(estimate.id)).toBeDefined();
        await page.getByRole("button", { name: "Yes, delete" }).click();
      }
      await expect(page).toHaveURL("/admin/estimates");
      await expect(page.locator(".alert")).toContainText("Estimate request deleted");
      expect(readEstimate(estimate.id)).toBeUndefined();
      expect(countEstimatePhotos(estimate.id)).toBe(0);
      for (const file of estimate.photoFiles) expect(fs.existsSync(file), file).toBe(false);
      expect(readLogs("estimate.delete").some((log) => log.message.includes(estimate.reference))).toBe(true);
    });
  });
}

test.describe("the pipeline's rules without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Won request refuses a follow-up and says why; a new visit asks before it moves the status", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, { isAdmin: true });
    const estimate = await insertEstimate({ name: `Closed Lot ${uniqueTag()}`, status: "won" });
    await page.goto(`/admin/estimates/${estimate.id}`);
    const closed = "This request is closed: reopen it to set a follow-up";
    await page.getByLabel("Follow-up date").fill("2027-04-01");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const summary = page.getByRole("alert").filter({ hasText: closed });
    await expect(summary.getByRole("link", { name: closed })).toBeVisible();
    await expect(page.getByLabel("Follow-up date")).toHaveAccessibleDescription(new RegExp(closed));
    expect(readEstimate(estimate.id)).toMatchObject({ status: "won", followUpOn: null });

    // A visit on a request past "Site visit scheduled": asked first, with what was typed kept.
    await page.getByLabel("Follow-up date").fill("");
    await page.getByLabel("Date", { exact: true }).fill("2027-04-02");
    await page.getByLabel("Time (Arizona)").fill("09:30");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const question = page.getByRole("group", { name: /^This request is already "Won"/ });
    await expect(question).toBeVisible();
    expect(readEstimate(estimate.id)).toMatchObject({ status: "won", siteVisitAt: null });
    await expect(page.getByLabel("Time (Arizona)")).toHaveValue("09:30");
    await question.getByRole("button", { name: "Keep “Won”" }).click();
    await expect(page.getByRole("region", { name: "Pipeline" }).getByRole("status")).toContainText("Saved");
    expect(readEstimate(estimate.id)).toMatchObject({ status: "won" });
    expect(readEstimate(estimate.id)?.siteVisitAt).toBeGreaterThan(0);

    await page.getByLabel("Time (Arizona)").fill("10:30");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Move to “Site visit scheduled”" }).click();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("site_visit_scheduled");
    expect(readEstimate(estimate.id)).toMatchObject({ status: "site_visit_scheduled" });
  });
});

test("an anonymous or non-admin fetch of a photo URL never gets the image", async ({
  playwright,
  context,
}) => {
  const estimate = await insertEstimate({ name: `Private ${uniqueTag()}`, photos: 1 });
  const [photoId] = estimate.photoIds;
  const anonymous = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  for (const path of [`/admin/estimate-photos/${photoId}`, `/admin/estimate-photos/${photoId}?w=400`]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect([302, 303, 404], path).toContain(response.status());
    expect(response.headers()["content-type"] ?? "", path).not.toContain("image");
    if (response.status() !== 404) expect(response.headers()["location"], path).toMatch(/^\/login/);
    // The public media route refuses the private file too.
    const media = await anonymous.get(`/media/private/estimates/${photoId}.jpg`, { maxRedirects: 0 });
    expect(media.headers()["content-type"] ?? "").not.toContain("image");
  }
  await anonymous.dispose();

  await signInAs(context, { isAdmin: false });
  const member = await context.request.get(`/admin/estimate-photos/${photoId}`, { maxRedirects: 0 });
  expect(member.headers()["content-type"] ?? "").not.toContain("image");
});

test("the dashboard shows new requests this week and the median time to first contact", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  await insertEstimate({ name: `Dashboard ${uniqueTag()}` });
  await page.goto("/admin/dashboard");
  await expect(page.locator(".dashboard-row-link", { hasText: "Estimates" })).toHaveText(
    /Estimates\s*[1-9]\d* new requests? this week · median time to first contact: (—|under a minute|\d+ (min|h|d)\b.*)$/,
  );
});

for (const width of [375, 1280]) {
  test(`axe finds nothing serious on the estimates list and a request's page at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await signInAs(context, { isAdmin: true });
    const name = `A11y Estimate ${uniqueTag()}`;
    const estimate = await insertEstimate({ name, photos: 2 });
    await page.goto("/admin/estimates");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), "/admin/estimates").toEqual([]);
    await page.goto(`/admin/estimates/${estimate.id}`);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), "detail").toEqual([]);
    // With errors shown: an empty note.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write a note before adding it")).toBeVisible();
    expect(await seriousViolations(page), "detail with errors").toEqual([]);
    // The question a new visit asks of a request past "Site visit scheduled".
    const sent = await insertEstimate({ name: `A11y Sent ${uniqueTag()}`, status: "estimate_sent" });
    await page.goto(`/admin/estimates/${sent.id}`);
    await waitForHydration(page);
    await page.getByLabel("Date", { exact: true }).fill("2027-04-02");
    await page.getByLabel("Time (Arizona)").fill("09:30");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Move to “Site visit scheduled”" })).toBeVisible();
    expect(await seriousViolations(page), "detail asking about the status").toEqual([]);
  });
}
