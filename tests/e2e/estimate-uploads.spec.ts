// Resumable photo uploads on /estimate, with JavaScript: photos are scaled in the browser and sent over tus one at a
// time. Measured here: what a 12 MP phone photo weighs when it leaves the browser, and what ten photos cost on a
// simulated 3G link with a 5-second outage halfway (they resume; nothing starts over).
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { seriousViolations } from "../support/axe";
import { startCuttableProxy } from "../support/cuttable-proxy";
import { e2eBaseUrl, e2eDir } from "../support/e2e-config";
import { waitForHydration } from "../support/hydration";

const UPLOAD_PATH = "/uploads/estimate-photos";
const MB = 1024 * 1024;
// Chrome DevTools' "3G" profile: 1.6 Mbit/s down, 750 kbit/s up, 300 ms round trip.
const THREE_G = { latency: 300, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** A photo like a phone's: a smooth scene with sensor noise (incompressible, as in a real photo). */
async function phonePhoto(width: number, height: number, noise: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const grain = (((state >>> 24) - 128) * noise) / 128;
      const at = (y * width + x) * 3;
      pixels[at] = 90 + (80 * x) / width + grain;
      pixels[at + 1] = 95 + (60 * y) / height + grain;
      pixels[at + 2] = 100 + 40 * Math.sin(x / 150 + seed) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

type UploadRequest = {
  method: string;
  url: string;
  headers: Promise<Record<string, string>>;
  /** The upload's address, for a creation (POST) that was answered. */
  location: Promise<string | null>;
  failed: boolean;
};

/** Every tus request the page makes, with its headers (Upload-Offset, Content-Length) and whether it failed. */
function recordUploads(page: Page) {
  const requests: UploadRequest[] = [];
  const byRequest = new Map<Request, UploadRequest>();
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith(UPLOAD_PATH)) return;
    const entry = {
      method: request.method(),
      url: request.url(),
      headers: request.allHeaders(),
      location: request
        .response()
        .then((response) =>
          response ? new URL(response.headers().location ?? "", request.url()).href : null,
        )
        .catch(() => null),
      failed: false,
    };
    byRequest.set(request, entry);
    requests.push(entry);
  });
  page.on("requestfailed", (request) => {
    const entry = byRequest.get(request);
    if (entry) entry.failed = true;
  });
  return requests;
}

/**
 * The bytes the PATCHes carried: a completed one its Content-Length; a cut one at most the rest of its photo from its
 * offset (Chrome reports no length for a request that failed), so `sent` is an upper bound.
 */
async function patchBytes(requests: UploadRequest[]) {
  const lengths = new Map<string, number>();
  for (const request of requests.filter((entry) => entry.method === "POST")) {
    const location = await request.location;
    if (location) lengths.set(location, Number((await request.headers)["upload-length"]));
  }
  let sent = 0;
  let completed = 0;
  const offsets: number[] = [];
  // Uploads whose bytes were sent from the start more than once: a restart, which resuming must avoid.
  const fromZero = new Map<string, number>();
  for (const request of requests.filter((entry) => entry.method === "PATCH")) {
    const headers = await request.headers;
    const offset = Number(headers["upload-offset"] ?? 0);
    const declared = headers["content-length"];
    const length = declared ? Number(declared) : (lengths.get(request.url) ?? 0) - offset;
    sent += length;
    if (!request.failed) completed += length;
    offsets.push(offset);
    if (offset === 0) fromZero.set(request.url, (fromZero.get(request.url) ?? 0) + 1);
  }
  const restarted = [...fromZero.values()].filter((count) => count > 1).length;
  return { sent, completed, offsets, restarted };
}

async function fillEstimate(page: Page, email: string) {
  await page.getByLabel("Name *").fill("Pat Manager");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Phone *").fill("602-555-0142");
  const service = page.getByLabel("Service *");
  const firstService = await service.locator("option:not([value=''])").first().getAttribute("value");
  await service.selectOption(firstService ?? "");
  await page.getByLabel("Job-site address *").fill("1200 W Parking Lot Rd");
  await page.getByLabel("City *").fill("Phoenix");
  await page.getByLabel("ZIP code *").fill("85001");
  await page.getByLabel("Project details *").fill("Cracked lot, sealcoat and restriping of 80 stalls.");
  await page.getByLabel(/I agree to the/).check();
}

function photoCountOf(reference: string) {
  const db = new Database(path.join(e2eDir, "site.db"), { readonly: true });
  try {
    const row = db
      .prepare(
        "SELECT COUNT(p.id) AS count FROM estimates e JOIN estimate_photos p ON p.estimate_id = e.id WHERE e.reference = ?",
      )
      .get(reference) as { count: number };
    return row.count;
  } finally {
    db.close();
  }
}

test.describe("estimate photos over a resumable upload (JavaScript)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  test.afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  test("a 12 MP phone photo leaves the browser at 0.6 MB or less and the form then carries only its reference", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const photo = await phonePhoto(4000, 3000, 16, 7);
    expect(photo.length).toBeGreaterThan(3.5 * MB);
    const uploads = recordUploads(page);
    await page.goto("/estimate");
    await waitForHydration(page);
    const input = page.getByLabel("Photos (optional)");
    await input.setInputFiles({ name: "parking-lot.jpg", mimeType: "image/jpeg", buffer: photo });

    const item = page.getByRole("listitem").filter({ hasText: "parking-lot.jpg" });
    await expect(item.getByRole("progressbar", { name: "parking-lot.jpg" })).toBeVisible();
    await expect(item.getByText("Uploaded", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("status").filter({ hasText: "parking-lot.jpg uploaded." })).toBeAttached();
    await expect(page.locator('input[type="hidden"][name="pendingPhoto"]')).toHaveCount(1);
    // The file has left the input: the form sends the reference, not the photo again.
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);

    const { sent } = await patchBytes(uploads);
    const created = uploads.filter((entry) => entry.method === "POST");
    expect(created).toHaveLength(1);
    const declared = Number((await created[0].headers)["upload-length"]);
    console.info(
      `12 MP photo: ${photo.length} B (${(photo.length / MB).toFixed(2)} MB) chosen, ${sent} B (${(sent / MB).toFixed(2)} MB) sent (Upload-Length ${declared} B)`,
    );
    expect(sent).toBe(declared);
    expect(sent).toBeLessThanOrEqual(0.6 * MB);
  });

  test("a file that is not an image is refused with the form's message; photos can be removed; the list passes axe", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/estimate");
    await waitForHydration(page);
    const photo = await phonePhoto(1200, 900, 8, 3);
    await page.getByLabel("Photos (optional)").setInputFiles([
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture, only text") },
      { name: "crack.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);
    const refused = page.getByRole("listitem").filter({ hasText: "notes.jpg" });
    await expect(refused.getByText("Photos must be images (JPEG, PNG, WebP or HEIC)")).toBeVisible({
      timeout: 20_000,
    });
    const kept = page.getByRole("listitem").filter({ hasText: "crack.jpg" });
    await expect(kept.getByText("Uploaded", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('input[type="hidden"][name="pendingPhoto"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await refused.getByRole("button", { name: "Remove notes.jpg" }).click();
    await kept.getByRole("button", { name: "Remove crack.jpg" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: /notes\.jpg|crack\.jpg/ })).toHaveCount(0);
    await expect(page.locator('input[type="hidden"][name="pendingPhoto"]')).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "crack.jpg removed." })).toBeAttached();
  });

  test("ten photos on a 3G link with a 5-second outage halfway: uploads resume, and the request has all ten", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The browser reaches the site through a proxy that can drop its connections mid-PATCH (Chrome's offline
    // emulation fails new requests but lets one already sending finish).
    const proxy = await startCuttableProxy();
    const context = await browser.newContext({
      baseURL: e2eBaseUrl,
      proxy: { server: proxy.url, bypass: "<-loopback>" },
    });
    cleanups.push(
      () => context.close(),
      () => proxy.close(),
    );
    const page = await context.newPage();
    const photos = await Promise.all(
      Array.from({ length: 10 }, (_, index) => phonePhoto(1800, 1350, 12, index + 1)),
    );
    const photoBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
    const uploads = recordUploads(page);
    await page.goto("/estimate");
    await waitForHydration(page);
    await fillEstimate(page, "three-g@example.com");

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const online = { offline: false, ...THREE_G };
    await cdp.send("Network.emulateNetworkConditions", online);

    await page
      .getByLabel("Photos (optional)")
      .setInputFiles(
        photos.map((buffer, index) => ({ name: `site-${index + 1}.jpg`, mimeType: "image/jpeg", buffer })),
      );
    const items = page.locator(".photo-uploads__item");
    await expect(items).toHaveCount(10);

    // Halfway: the sixth photo is on its way. The link drops for five seconds, then comes back.
    await expect(items.nth(5).getByText(/^Uploading… [1-9]\d?%$/)).toBeVisible({ timeout: 120_000 });
    const patchesBeforeOutage = uploads.filter((entry) => entry.method === "PATCH").length;
    await cdp.send("Network.emulateNetworkConditions", { ...online, offline: true });
    proxy.cut();
    await page.waitForTimeout(5_000);
    proxy.restore();
    await cdp.send("Network.emulateNetworkConditions", online);

    // Sending the form now waits for the remaining photos, then goes by itself.
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/estimate\/thanks\?ref=EST-/, { timeout: 180_000 });
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";

    const { sent, completed, offsets, restarted } = await patchBytes(uploads);
    // A creation that failed while offline never reached the server: only those that did count.
    const created = uploads.filter((entry) => entry.method === "POST" && !entry.failed);
    const scaled = (
      await Promise.all(created.map(async (entry) => Number((await entry.headers)["upload-length"])))
    ).reduce((sum, length) => sum + length, 0);
    const resumedAt = offsets.filter((offset) => offset > 0);
    const heads = uploads.filter((entry) => entry.method === "HEAD").length;
    console.info(
      `10 photos on 3G with a 5 s outage: photos ${photoBytes} B, scaled ${scaled} B, PATCH bytes sent ${sent} B ` +
        `(${completed} B in PATCHes that completed; ${(sent / scaled).toFixed(2)}× the scaled photos, ` +
        `${(sent / photoBytes).toFixed(2)}× the photos), ${created.length} uploads created, PATCHes ${offsets.length} ` +
        `(${patchesBeforeOutage} before the outage), resumed at offsets [${resumedAt.join(", ")}], ${heads} HEADs, ${restarted} restarted`,
    );
    // Nothing started over: one upload per photo, and less sent than the photos twice over.
    expect(created).toHaveLength(10);
    // The cut photo went on from what the server had: from its offset, or (when all of it had arrived and only the
    // answer was lost) from the HEAD that names its pending id. Never from byte 0 again.
    expect(restarted).toBe(0);
    expect(heads).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(2 * scaled);
    expect(sent).toBeLessThan(photoBytes);
    expect(photoCountOf(reference)).toBe(10);
  });
});
