// The estimate request form: without JavaScript the whole flow (photos kept across a refused post, removed one by
// one, sent without attaching them again), the thank-you answer, both mails, photos that only an admin can open, with
// their GPS gone; the form's messages; axe at phone and desktop widths; and the basic flow with JavaScript.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "../support/axe";
import { e2eDir, e2ePort } from "../support/e2e-config";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { jpegWithGps } from "../support/estimate-photos";
import { readAnswer, type RawAnswer } from "../support/raw-http";
import { uniqueEmail, uniqueIp } from "./public-fixtures";

type Upload = { name: string; mimeType: string; buffer: Buffer };

const jpeg = async (name: string, color = "#667788"): Promise<Upload> => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

async function fillRequest(page: Page, values: { email: string; zip: string }) {
  await page.getByLabel("Name *").fill("Pat Manager");
  await page.getByLabel("Email *").fill(values.email);
  await page.getByLabel("Phone *").fill("(480) 555-0142");
  await page.getByLabel("Service *").selectOption("Sealcoating");
  await page.getByLabel("Property type").selectOption("HOA / community");
  await page.getByLabel("Job-site address *").fill("1200 W Main St");
  await page.getByLabel("City *").fill("Mesa");
  await page.getByLabel("ZIP code *").fill(values.zip);
  await page.getByLabel("Approximate size").fill("12000");
  await page.getByLabel("Unit").selectOption("sq ft");
  await page.getByLabel("Timeframe").selectOption("Within a month");
  await page.getByLabel("Project details *").fill("Cracked and faded lot: sealcoat and restripe 40 stalls.");
  await page.getByLabel("I agree to the terms and conditions *").check();
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send request" });
const formAlert = (page: Page) => page.locator("#estimate-form-error");

function estimateRows(reference: string) {
  const db = new Database(path.join(e2eDir, "site.db"), { readonly: true });
  try {
    const estimate = db.prepare("SELECT id FROM estimates WHERE reference = ?").get(reference) as {
      id: string;
    };
    const photos = db
      .prepare(
        "SELECT id, file_name AS fileName FROM estimate_photos WHERE estimate_id = ? ORDER BY position",
      )
      .all(estimate.id) as { id: string; fileName: string }[];
    return { id: estimate.id, photos };
  } finally {
    db.close();
  }
}

test.describe("estimate request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  });

  test('"Approximate size" is optional in the page, as its hint says', async ({ page }) => {
    await page.goto("/estimate");
    const size = page.getByLabel("Approximate size");
    await expect(size).toHaveAccessibleDescription(/empty if you are not sure/);
    await expect(size).not.toHaveAttribute("required");
    await expect(page.getByLabel("Name *")).toHaveAttribute("required");
  });

  test("two photos, one with GPS: a refused post keeps them, the resubmit sends them, the office gets them clean", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("estimate");
    await page.goto("/estimate?service=Sealcoating&city=Mesa");
    await expect(page.getByRole("heading", { name: "Request an estimate", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Service *")).toHaveValue("Sealcoating");
    await expect(page.getByLabel("City *")).toHaveValue("Mesa");
    await expect(page.getByRole("link", { name: "terms and conditions", exact: true })).toHaveAttribute(
      "href",
      "/terms",
    );

    await fillRequest(page, { email, zip: "852" });
    await page
      .getByLabel("Photos (optional)")
      .setInputFiles([
        await jpeg("front-lot.jpg"),
        { name: "gps-photo.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps(1200, 900) },
      ]);
    await sendButton(page).click();

    await expect(formAlert(page)).toContainText("Enter a 5-digit ZIP code");
    await expect(page.getByText("2 photos attached")).toBeVisible();
    await expect(page.getByText("front-lot.jpg")).toBeVisible();
    await expect(page.getByText("gps-photo.jpg")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove gps-photo.jpg" })).toBeVisible();
    await expect(page.getByLabel("Name *")).toHaveValue("Pat Manager");
    await expect(page.getByLabel("Service *")).toHaveValue("Sealcoating");

    // Fixed without attaching the photos again.
    await page.getByLabel("ZIP code *").fill("85201");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-\d{4}-\d{4,}$/);
    await expect(
      page.getByRole("heading", { name: "Thank you! We received your estimate request" }),
    ).toBeVisible();
    await expect(page.getByText("We usually respond within 1 to 2 business days.")).toBeVisible();
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect(page.getByText(reference)).toBeVisible();
    // A reload shows the same answer, and sends nothing again.
    await page.reload();
    await expect(page.getByText(reference)).toBeVisible();

    const ack = await waitForMail(email, { subject: new RegExp(reference) });
    expect(ack.text).toContain(reference);
    expect(ack.text).toContain("Sealcoating");
    const notice = await waitForMail("office@example.com", {
      subject: new RegExp(`^New estimate request ${reference}: Sealcoating in Mesa$`),
    });
    const { id, photos } = estimateRows(reference);
    expect(notice.text).toContain(`/admin/estimates/${id}`);
    expect(photos.map((photo) => photo.fileName)).toEqual(["front-lot.jpg", "gps-photo.jpg"]);

    // Anyone without an admin session is sent to sign in and never gets the bytes.
    const photoUrl = `/admin/estimate-photos/${photos[1].id}`;
    const anonymous = await request.get(photoUrl, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/login\?/);
    expect(anonymous.headers()["content-type"] ?? "").not.toMatch(/^image\//);
    const anonymousBody = await anonymous.body();
    expect(anonymousBody.subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await request.get(`/media/private/estimates/${photos[1].id}.jpg`)).status()).toBe(404);

    const office = await browser.newContext();
    await signInAs(office, { isAdmin: true });
    const image = await office.request.get(photoUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect(image.headers()["cache-control"]).toMatch(/^private/);
    const meta = await sharp(await image.body()).metadata();
    expect(meta.exif).toBeUndefined();
    // Taken sideways (EXIF orientation 6): stored upright.
    expect([meta.width, meta.height]).toEqual([900, 1200]);
    await office.close();
  });

  test("an iPhone HEIC is kept, a kept photo is removed with its button; the messages for non-images and too many photos", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/estimate");
    await sendButton(page).click();
    // The summary heads with the spec's line and links to each field, which says what it needs.
    await expect(formAlert(page).getByRole("heading")).toHaveText("Please fill out all required fields");
    await expect(formAlert(page).getByRole("link")).toHaveCount(9);
    await expect(page.locator("#estimate-form-consent-error")).toHaveText(
      "Please agree to the terms and conditions",
    );
    await expect(page.locator("#estimate-form-phone-error")).toHaveText("Enter a 10-digit phone number");
    await page.getByLabel("I agree to the terms and conditions *").check();
    await sendButton(page).click();
    await expect(formAlert(page).getByRole("link")).toHaveCount(8);
    await expect(page.locator("#estimate-form-name-error")).toHaveText("Enter your name");

    await fillRequest(page, { email: uniqueEmail("estimate"), zip: "85201" });
    await page.getByLabel("Photos (optional)").setInputFiles([
      await jpeg("keep.jpg"),
      {
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("These are my notes, not a photo."),
      },
      {
        name: "iphone.heic",
        mimeType: "image/heic",
        buffer: fs.readFileSync("tests/fixtures/estimate-photo.heic"),
      },
    ]);
    await sendButton(page).click();
    await expect(formAlert(page)).toContainText("Photos must be images (JPEG, PNG, WebP or HEIC)");
    await expect(page.getByText("2 photos attached")).toBeVisible();
    await expect(page.getByText("iphone.heic")).toBeVisible();

    await page
      .getByLabel("Photos (optional)")
      .setInputFiles(
        await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(`extra-${i}.jpg`, "#884422"))),
      );
    await sendButton(page).click();
    await expect(formAlert(page)).toContainText(
      "Attach at most 10 photos: extra-8.jpg and extra-9.jpg were not added",
    );
    await expect(page.getByText("10 photos attached")).toBeVisible();
    await expect(page.getByLabel("Photos (optional)")).toBeDisabled();

    await page.getByRole("button", { name: "Remove keep.jpg" }).click();
    await expect(page.getByText("9 photos attached")).toBeVisible();
    await expect(page.getByText("keep.jpg")).toHaveCount(0);
    await expect(page.getByLabel("Name *")).toHaveValue("Pat Manager");

    await sendButton(page).click();
    await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-/);
    const { photos } = estimateRows(new URL(page.url()).searchParams.get("ref")!);
    expect(photos.map((photo) => photo.fileName)).toEqual([
      "iphone.heic",
      ...Array.from({ length: 8 }, (_, i) => `extra-${i}.jpg`),
    ]);
  });
});

/**
 * A multipart post that declares a body larger than the address takes and sends the first 40 MB of it: the answer
 * comes before the rest (the server stops listening past its drain limit).
 */
function oversizedPost(target: string, declaredBytes: number, name: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: e2ePort,
        method: "POST",
        path: target,
        headers: {
          "Content-Type": "multipart/form-data; boundary=----estimate",
          "Content-Length": declaredBytes,
          "X-Forwarded-For": uniqueIp(),
        },
      },
      (res) =>
        void readAnswer(res).then((answer) => {
          req.destroy();
          resolve(answer);
        }),
    );
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.write(`------estimate\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`);
    req.write('------estimate\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\n\r\n');
    const chunk = Buffer.alloc(1 << 20, "a");
    for (let sent = 0; sent < 40; sent++) req.write(chunk);
  });
}

const estimatesNamed = (name: string) => {
  const db = new Database(path.join(e2eDir, "site.db"), { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM estimates WHERE name = ?").get(name) as { n: number }).n;
  } finally {
    db.close();
  }
};

test("a request over the body limit (ten photos of 15 MB and the form) is a 413 page or JSON, and stores nothing", async () => {
  test.setTimeout(60_000);
  const name = `Oversized ${uniqueIp()}`;
  const limit = 10 * 15 * 1024 * 1024 + 1024 * 1024;
  const page = await oversizedPost("/estimate", limit + 1, name);
  expect(page.status).toBe(413);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body).toContain("too large");
  const api = await oversizedPost("/api/estimates", limit + 1, name);
  expect(api.status).toBe(413);
  expect(JSON.parse(api.body)).toMatchObject({ success: false });
  expect(estimatesNamed(name)).toBe(0);
});

test.describe("estimate request with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  });

  test("the nav's button leads to the form; a request is sent and thanked", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "Request an estimate" }).first()).toBeVisible();
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Request an estimate" })
      .click();
    await expect(page).toHaveURL(/\/estimate$/);
    await waitForHydration(page);
    await sendButton(page).click();
    await expect(page.locator("#estimate-form-consent-error")).toHaveText(
      "Please agree to the terms and conditions",
    );
    // Focus goes to the summary, whose first link leads to the first field to fix.
    await expect(formAlert(page)).toBeFocused();
    await formAlert(page).getByRole("link", { name: "Enter your name" }).click();
    await expect(page.getByLabel("Name *")).toBeFocused();
    const email = uniqueEmail("estimate-js");
    await fillRequest(page, { email, zip: "85201" });
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-\d{4}-\d{4,}$/);
    await expect(
      page.getByRole("heading", { name: "Thank you! We received your estimate request" }),
    ).toBeVisible();
    await waitForMail(email, { subject: /We received your estimate request EST-/ });
  });

  test("/services links each service to the form with it chosen", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Request an estimate for Crack Sealing" }).click();
    await expect(page).toHaveURL(/\/estimate\?service=Crack\+Sealing$/);
    await expect(page.getByLabel("Service *")).toHaveValue("Crack Sealing");
  });
});

for (const width of [375, 1280]) {
  test.describe(`estimate form accessibility at ${width} px`, () => {
    const viewport = { width, height: width === 375 ? 740 : 900 };
    test.use({ viewport });

    test("no serious or critical axe finding, empty and with errors and kept photos", async ({
      page,
      browser,
    }) => {
      // Two axe runs and a decoded photo: more than the default half minute on a loaded 2-core machine.
      test.setTimeout(60_000);
      await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
      await page.goto("/estimate");
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);

      // The refused post's page as a browser without JavaScript shows it (kept photos, errors). axe runs as a script
      // in the page, so that page is shown again, its scripts left out, in this tab where scripts run.
      const noJs = await browser.newContext({ javaScriptEnabled: false, viewport });
      await noJs.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
      const form = await noJs.newPage();
      await form.goto("/estimate");
      await form.getByLabel("Photos (optional)").setInputFiles([await jpeg("a11y.jpg")]);
      await sendButton(form).click();
      await expect(form.getByText("1 photo attached")).toBeVisible();
      const html = (await form.content()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      await noJs.close();
      await page.route("**/estimate-refused", (route) =>
        route.fulfill({ status: 400, contentType: "text/html", body: html }),
      );
      await page.goto("/estimate-refused");
      await expect(page.getByText("1 photo attached")).toBeVisible();
      await expect(formAlert(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
