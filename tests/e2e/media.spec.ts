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
  }
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
