// Arizona lien protection on a job, in a browser: the job starts and the dashboard lists it under "Preliminary
// notices due" with its last day; the office enters the lien information (a refused form first, which stores
// nothing), sees the owner-occupied note, downloads the preliminary 20-day notice, records the service of the notice (certified mail without its tracking
// number refused first), and the job leaves the dashboard's list. Without JavaScript and with it; axe on the job's
// lien section and the dashboard at 375 and 1280 px.
import { expect, test, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { insertJob } from "../support/e2e-jobs";
import { waitForHydration } from "../support/hydration";

const LAPTOP = { width: 1280, height: 900 };

const noticesDue = (page: Page) => page.getByRole("region", { name: /Preliminary notices due/ });

async function walk(page: Page, customerName: string, js: boolean) {
  const { jobId } = insertJob({ customerName });
  const jobPath = `/admin/jobs/${jobId}`;
  await page.goto(jobPath);
  if (js) await waitForHydration(page);
  await page.getByRole("button", { name: "Start job" }).click();
  await expect(page.getByText("Job started")).toBeVisible();
  const reference = /J-E2E-\w+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  const lien = page.getByRole("region", { name: "Lien protection" });
  await expect(lien).toContainText("20 days left");

  // The dashboard lists it, with its last day and the days left.
  await page.goto("/admin/dashboard");
  const listed = noticesDue(page).getByRole("listitem").filter({ hasText: reference });
  await expect(listed).toContainText(customerName);
  await expect(listed).toContainText("20 days left");
  await listed.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}#job-lien$`));
  if (js) await waitForHydration(page);

  // The lien information: a refused form first, then saved; the owner-occupied note.
  await expect(lien.getByRole("button", { name: "Record service" })).toHaveCount(0);
  await lien.getByLabel("Property owner's address *").fill("1200 W Main St, Mesa, AZ 85201");
  await lien.getByRole("button", { name: "Save lien information" }).click();
  await expect(page.getByRole("link", { name: "Enter the property owner's name" })).toBeVisible();
  await lien.getByLabel("Property owner's name *").fill(customerName);
  await lien.getByLabel("Property owner's address *").fill("1200 W Main St, Mesa, AZ 85201");
  await lien.getByLabel("APN or legal description (optional)").fill("139-52-118");
  await lien.getByLabel("Owner-occupied residence").check();
  await lien.getByRole("button", { name: "Save lien information" }).click();
  await expect(page.getByText("Lien information saved", { exact: true })).toBeVisible();
  await expect(lien.getByLabel("Property owner's name *")).toHaveValue(customerName);
  await expect(lien.getByLabel("Owner-occupied residence")).toBeChecked();
  await expect(lien).toContainText("A.R.S. § 33-1002");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Lien information saved");

  // The preliminary 20-day notice, as the link downloads it.
  const href = await lien.getByRole("link", { name: "Preliminary 20-day notice (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Preliminary Twenty Day Notice");
  expect(flat).toContain(customerName);
  expect(flat).toContain("Notice to Property Owner");

  // Record service: certified mail needs its tracking number.
  await lien.getByLabel("Method *").selectOption({ label: "Certified mail" });
  await lien.getByRole("button", { name: "Record service" }).click();
  await expect(
    page.getByRole("link", { name: "Enter the tracking number of the certified mail" }),
  ).toBeVisible();
  await lien.getByLabel("Method *").selectOption({ label: "Certified mail" });
  await lien.getByLabel("Tracking number").fill("9407 1118 9956 1234 5678 90");
  await lien.getByRole("button", { name: "Record service" }).click();
  await expect(page.getByText("Service of the preliminary notice recorded")).toBeVisible();
  await expect(lien).toContainText("by certified mail (tracking 9407 1118 9956 1234 5678 90)");

  // Gone from the dashboard.
  await page.goto("/admin/dashboard");
  await expect(noticesDue(page)).toBeVisible();
  await expect(noticesDue(page).getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  return jobId;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: LAPTOP });

  test("start a job: listed as due; enter lien information; record service: gone", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, { isAdmin: true });
    await walk(page, "Lien NoJS Customer", false);
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: LAPTOP });

  test("the same walk with JavaScript", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAs(context, { isAdmin: true });
    await walk(page, "Lien JS Customer", true);
  });
});

test("axe: no serious or critical finding on the lien section and the dashboard at 375 and 1280 px", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(context, { isAdmin: true });
  const { jobId } = insertJob({ customerName: "Lien Axe Customer" });
  await page.goto(`/admin/jobs/${jobId}`);
  await page.getByRole("button", { name: "Start job" }).click();
  await expect(page.getByText("Job started")).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const path of [`/admin/jobs/${jobId}`, "/admin/dashboard"]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
    // A refused lien form and its summary.
    await page.goto(`/admin/jobs/${jobId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save lien information" }).click();
    await expect(page.getByRole("link", { name: "Enter the property owner's name" })).toBeVisible();
    expect(await seriousViolations(page), `refused lien form at ${width} px`).toEqual([]);
  }
});
