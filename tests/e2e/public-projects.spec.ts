// A project's page: back link, the carousel (with and without JavaScript), the single-image and no-image cases.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { insertProject, projectWithImages } from "./public-fixtures";

const carousel = (page: Page) => page.getByRole("region", { name: /photos$/ });
const index = async (page: Page) => Number(await carousel(page).getAttribute("data-index"));

test.describe("carousel with JavaScript", () => {
  test("dots, thumbnails, arrows and arrow keys choose an image, wrapping at the ends", async ({
    page,
    request,
  }) => {
    const project = await projectWithImages(request, 3);
    const count = project.images.length;
    await page.goto(`/projects/${project._id}`);
    const region = carousel(page);
    await expect(region).toHaveAttribute("data-playing", "true");
    await expect(region.getByRole("button", { name: `Show image 1 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await region.getByRole("button", { name: `Show image 3 of ${count}` }).click();
    expect(await index(page)).toBe(2);
    await expect(region.getByRole("group", { name: `3 of ${count}` })).not.toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(region.getByRole("button", { name: /^Image 3:/ })).toHaveAttribute("aria-current", "true");

    await region.getByRole("button", { name: /^Image 1:/ }).click();
    expect(await index(page)).toBe(0);
    await region.getByRole("button", { name: "Previous image" }).click();
    expect(await index(page)).toBe(count - 1);
    await region.getByRole("button", { name: "Next image" }).click();
    expect(await index(page)).toBe(0);
    await page.keyboard.press("ArrowRight");
    expect(await index(page)).toBe(1);
  });

  test("advances every 10 seconds and wraps; hover pauses it", async ({ page, request }) => {
    const project = await projectWithImages(request, 3);
    const count = project.images.length;
    // The page's clock moves only when the test moves it, in small steps until the slideshow starts: its 10 s are
    // then counted from that step, however long this machine takes between two steps.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`/projects/${project._id}`);
    await page.mouse.move(0, 0);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return carousel(page).getAttribute("data-playing");
      })
      .toBe("true");
    await page.clock.runFor(9_000);
    expect(await index(page)).toBe(0);
    await page.clock.runFor(1_100);
    await expect.poll(() => index(page)).toBe(1);
    for (let i = 1; i < count; i++) await page.clock.runFor(10_100);
    await expect.poll(() => index(page)).toBe(0);

    await carousel(page).locator(".carousel-viewport").hover();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(25_000);
    expect(await index(page)).toBe(0);
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
  });

  test("keyboard focus and the pause button stop the slideshow", async ({ page, request }) => {
    const project = await projectWithImages(request, 2);
    await page.goto(`/projects/${project._id}`);
    await page.mouse.move(0, 0);
    await carousel(page).getByRole("button", { name: "Next image" }).focus();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await page.getByRole("link", { name: "Back to Projects" }).focus();
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("link", { name: "Back to Projects" }).focus();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await expect(page.getByRole("button", { name: "Play slideshow" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("does not move by itself under prefers-reduced-motion", async ({ page, request }) => {
    const project = await projectWithImages(request, 2);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`/projects/${project._id}`);
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(30_000);
    expect(await index(page)).toBe(0);
  });

  test("a horizontal drag beyond 50 px moves; a shorter one does not", async ({ page, request }) => {
    const project = await projectWithImages(request, 3);
    await page.goto(`/projects/${project._id}`);
    // The page's scripts start after its first paint: a drag before then is nobody's to handle.
    await waitForHydration(page);
    const box = (await carousel(page).locator(".carousel-viewport").boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const drag = async (dx: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 3 });
      await page.mouse.move(x + dx, y, { steps: 3 });
      await page.mouse.up();
    };
    await drag(-30);
    expect(await index(page)).toBe(0);
    await drag(-80);
    expect(await index(page)).toBe(1);
    await drag(70);
    expect(await index(page)).toBe(0);
    await drag(70);
    expect(await index(page)).toBe(project.images.length - 1);
  });

  test("Back to Projects goes back in history when the visitor came from the grid", async ({
    page,
    request,
  }) => {
    const project = await projectWithImages(request, 2);
    await page.goto("/projects");
    await page.getByRole("link", { name: project.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check out our Recent Projects");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every image stays reachable through the dot and thumbnail links", async ({ page, request }) => {
    const project = await projectWithImages(request, 3);
    await page.goto(`/projects/${project._id}`);
    const region = carousel(page);
    const strip = region.locator(".carousel-strip");
    for (let i = project.images.length; i >= 1; i--) {
      await region.getByRole("link", { name: `Show image ${i} of ${project.images.length}` }).click();
      await expect(page).toHaveURL(new RegExp(`#slide-${i}$`));
      const slide = region.locator(`#slide-${i}`);
      await expect(slide).toBeInViewport();
      // The strip scrolls (smoothly) until the chosen image fills it.
      await expect
        .poll(() =>
          slide.evaluate((el) =>
            Math.abs(el.getBoundingClientRect().left - el.parentElement!.getBoundingClientRect().left),
          ),
        )
        .toBeLessThan(2);
    }
    await region.getByRole("link", { name: /^Image 2:/ }).click();
    await expect(page).toHaveURL(/#slide-2$/);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
  });
});

test("a project with one image shows it alone; one without images says so", async ({ page }) => {
  const single = insertProject({ images: 1, title: "Single photo project" });
  await page.goto(`/projects/${single}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Single photo project");
  await expect(page.locator(".project-single-image img")).toHaveCount(1);
  await expect(page.getByRole("region", { name: /photos$/ })).toHaveCount(0);

  const none = insertProject({ images: 0, title: "Photo-less project" });
  await page.goto(`/projects/${none}`);
  await expect(page.getByText("No image available")).toBeVisible();
  await expect(page.locator(".project-stage img")).toHaveCount(0);
});
