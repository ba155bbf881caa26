// AI images (gallery, tabs, layouts, details, share, download, delete) and uploads (images and videos, the media
// library), with and without JavaScript.
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { insertAiImage, mediaFileExists, samplePng, uniqueTag } from "../support/e2e-admin-data";

const fakeMp4 = () => {
  const buffer = Buffer.alloc(4096);
  buffer.write("ftypisom", 4, "latin1");
  return { name: "site-walk.mp4", mimeType: "video/mp4", buffer };
};

test("the AI image gallery: details, tabs, list view, share, download and delete", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const offlinePrompt = `Crack sealing a parking lot ${uniqueTag()}`;
  const unsplashPrompt = `Fresh asphalt at sunset ${uniqueTag()}`;
  const offline = await insertAiImage({ prompt: offlinePrompt });
  await insertAiImage({
    prompt: unsplashPrompt,
    source: "unsplash",
    unsplash: {
      id: "abc",
      description: "A freshly paved road in the desert",
      photographer: "Ana Paver",
      photographerUrl: "https://unsplash.com/@anapaver",
      photoUrl: "https://unsplash.com/photos/abc",
      downloadLocation: "https://api.unsplash.com/photos/abc/download",
    },
  });

  await page.goto("/admin/images");
  const gallery = page.getByRole("list", { name: "AI images" });
  await expect(gallery.getByText(offlinePrompt)).toBeVisible();
  await expect(gallery.getByText(unsplashPrompt)).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Image details" });
  // The newest image is shown first.
  await expect(panel).toContainText("Unsplash · Photo by Ana Paver");
  await expect(panel).toContainText("A freshly paved road in the desert");
  await expect(panel.getByRole("link", { name: "Ana Paver" })).toHaveAttribute(
    "href",
    "https://unsplash.com/@anapaver",
  );

  await gallery.getByRole("link", { name: offlinePrompt }).click();
  await expect(page).toHaveURL(new RegExp(`image=${offline.id}`));
  await expect(panel).toContainText("Generated offline");
  await expect(panel).toContainText(`Made for the prompt "${offlinePrompt}".`);
  await expect(panel).toContainText(/\d+ (bytes|KB), 120 × 80/);
  await expect(panel.getByText(/^[0-9a-f]{20}\.png$/)).toBeVisible();

  const download = panel.getByRole("link", { name: "Download" });
  await expect(download).toHaveAttribute("href", offline.url);
  await expect(download).toHaveAttribute("download", /\.png$/);
  expect((await context.request.get(offline.url)).status()).toBe(200);

  await expect(panel.getByLabel("Share link")).toHaveValue(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${offline.url}$`),
  );
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${offline.url}$`));

  await page.getByRole("link", { name: "Unsplash" }).click();
  await expect(page.getByRole("link", { name: "Unsplash" })).toHaveAttribute("aria-current", "page");
  await expect(gallery.getByText(unsplashPrompt)).toBeVisible();
  await expect(gallery.getByText(offlinePrompt)).toHaveCount(0);
  await page.getByRole("link", { name: "Generated" }).click();
  await expect(gallery.getByText(offlinePrompt)).toBeVisible();
  await expect(gallery.getByText(unsplashPrompt)).toHaveCount(0);
  await page.getByRole("link", { name: "All", exact: true }).click();

  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(gallery).toHaveClass(/gallery-list/);
  await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Grid", exact: true }).click();
  await expect(gallery).not.toHaveClass(/gallery-list/);

  await gallery.getByRole("link", { name: offlinePrompt }).click();
  await panel.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this image?" })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(page.locator(".alert")).toContainText("Image deleted.");
  await expect(gallery.getByText(offlinePrompt)).toHaveCount(0);
  expect(offline.files.some(mediaFileExists)).toBe(false);
});

test("Make an image adds a picture for a prompt to the gallery", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const prompt = `Roller compacting new asphalt ${uniqueTag()}`;
  await page.goto("/admin/images");
  await page.getByLabel("Describe a new image").fill(prompt);
  await page.getByRole("button", { name: "Make an image" }).click();
  await expect(page).toHaveURL(/\/admin\/images\?image=/);
  await expect(page.getByRole("list", { name: "AI images" }).getByText(prompt)).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Image details" })).toContainText(prompt);
});

test("uploads: the button reads Uploading..., then the media library lists the file", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  const caption = `Night crew ${uniqueTag()}`;
  await page.goto("/admin/add-images");
  // Hold the upload back a little so the busy state can be seen.
  await page.route("**/admin/add-images**", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByLabel("Image file").setInputFiles(await samplePng());
  await page.getByLabel("Caption").fill(caption);
  await page.getByLabel("Alt text").fill("Paving crew under lights");
  await page.getByLabel("Is hidden?").check();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(page.locator(".alert")).toContainText("File uploaded successfully!");
  await expect(page.getByLabel("Caption")).toHaveValue("");

  const item = page.locator(".media-library li", { hasText: caption });
  await expect(item.getByRole("img", { name: "Paving crew under lights" })).toBeVisible();
  await expect(item.getByText("Hidden")).toBeVisible();
  const src = (await item.getByRole("img").getAttribute("src"))!;
  expect(mediaFileExists(src)).toBe(true);

  await page.getByLabel("Video file").setInputFiles(fakeMp4());
  await page.getByLabel("Caption").fill(`Site walk ${caption.split(" ").pop()}`);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.locator(".alert")).toContainText("File uploaded successfully!");
  await expect(
    page.locator(".media-library li", { hasText: `Site walk ${caption.split(" ").pop()}` }).locator("video"),
  ).toHaveCount(1);

  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error uploading file" })).toContainText(
    "That file is not an image",
  );

  await item.getByRole("button", { name: `Delete ${caption}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this upload?" })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(page.locator(".alert")).toContainText("Upload deleted.");
  await expect(page.locator(".media-library li", { hasText: caption }).getByRole("img")).toHaveCount(0);
  expect(mediaFileExists(src)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an upload posts natively; a missing file is explained; deleting asks first", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const caption = `Plain upload ${uniqueTag()}`;
    await page.goto("/admin/add-images");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error uploading file" })).toContainText(
      "Choose an image or a video to upload.",
    );

    await page.getByLabel("Image file").setInputFiles(await samplePng());
    await page.getByLabel("Caption").fill(caption);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.locator(".alert")).toContainText("File uploaded successfully!");
    const item = page.locator(".media-library li", { hasText: caption });
    await expect(item.getByText("Hidden")).toHaveCount(0);
    const src = (await item.locator("img").getAttribute("src"))!;

    await item.getByRole("button", { name: `Delete ${caption}` }).click();
    await expect(page.getByRole("alert")).toContainText("Delete this upload?");
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator(".alert")).toContainText("Upload deleted.");
    expect(mediaFileExists(src)).toBe(false);
  });

  test("the gallery's tabs, layouts, details and delete work as links and forms", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const prompt = `Concrete curb pour ${uniqueTag()}`;
    const image = await insertAiImage({ prompt });
    await page.goto("/admin/images?view=list");
    await page.getByRole("list", { name: "AI images" }).getByRole("link", { name: prompt }).click();
    const panel = page.getByRole("complementary", { name: "Image details" });
    await expect(panel).toContainText(`Made for the prompt "${prompt}".`);
    await expect(panel.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await expect(panel.getByLabel("Share link")).toHaveValue(new RegExp(`${image.url}$`));
    await panel.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert")).toContainText("Delete this image?");
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator(".alert")).toContainText("Image deleted.");
    await expect(page).toHaveURL(/\/admin\/images\?view=list$/);
    expect(image.files.some(mediaFileExists)).toBe(false);
  });
});
