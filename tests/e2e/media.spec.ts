import { expect, test } from "@playwright/test";

test("stored media is served with its type, nosniff and immutable caching", async ({ request }) => {
  const response = await request.get("/api/projects");
  const projects = (await response.json()) as { images: { src: string; variants: { src: string }[] }[] }[];
  const image = projects.find((p) => p.images.length > 0)!.images[0];
  for (const url of [image.src, image.variants[0].src]) {
    const media = await request.get(url);
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toMatch(/^image\/(jpeg|png|avif|webp)$/);
    expect(media.headers()["x-content-type-options"]).toBe("nosniff");
    expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Opened on its own, a file may show itself and nothing more (no script, nothing from elsewhere, no form).
    const policy = media.headers()["content-security-policy"];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("sandbox");
    expect(policy).not.toMatch(/script-src|unsafe-eval/);
  }
});

test("a stored image opened on its own still shows under its policy", async ({ page, request }) => {
  const projects = (await (await request.get("/api/projects")).json()) as { images: { src: string }[] }[];
  const image = projects.find((p) => p.images.length > 0)!.images[0];
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(image.src);
  await expect
    .poll(() => page.evaluate(() => document.images[0]?.complete && document.images[0].naturalWidth))
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

for (const attempt of [
  "/media/../package.json",
  "/media/..%2f..%2fpackage.json",
  "/media/%2e%2e/%2e%2e/package.json",
  "/media/projects/..%2f..%2f..%2fpackage.json",
  "/media/..%252f..%252fpackage.json",
  "/media/session-secret",
  "/media/projects/missing.jpg",
]) {
  test(`${attempt} is a 404`, async ({ request }) => {
    const response = await request.get(attempt);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('"dependencies"');
  });
}
