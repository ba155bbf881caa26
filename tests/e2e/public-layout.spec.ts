// The public layout rules: navigation links and visibility, mobile menu, solid bar, back to top, scroll
// reset, footer visibility and server-rendered alerts.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { apiPosts, projectWithImages, uniqueEmail, uniqueIp } from "./public-fixtures";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });

test.describe("navigation links", () => {
  test("visitors see Home, Our Services, Projects, Contact and Sign in; no Admin", async ({ page }) => {
    await page.goto("/services");
    const nav = mainNav(page);
    for (const [name, href] of [
      ["Home", "/"],
      ["Our Services", "/services"],
      ["Projects", "/projects"],
      ["Contact", "/contact"],
      ["Sign in", "/login"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Our Services" })).toHaveAttribute("aria-current", "page");
  });

  test("admins also see Admin; signed-in users get a sign-out button instead of Sign in", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    const signOut = nav.getByRole("button", { name: "Sign out" });
    await expect(signOut).toBeVisible();
    await expect(nav.locator('form[action="/logout"][method="post"]')).toHaveCount(1);
  });

  test("a signed-in non-admin sees no Admin link", async ({ page, context }) => {
    await signInAs(context, { isAdmin: false });
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("the bar is hidden on /signup, /forgot-password and /reset-password, shown on /login", async ({
    page,
  }) => {
    for (const path of ["/signup", "/forgot-password", "/reset-password"]) {
      await page.goto(path);
      await expect(page.locator(".site-header"), path).toHaveCount(0);
    }
    await page.goto("/login");
    await expect(mainNav(page)).toBeVisible();
  });

  test("the public bar and footer stay out of the admin area", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin");
    await expect(page.locator(".site-header")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("newsletter form, copyright with the company, licence line and real link lists", async ({ page }) => {
    await page.goto("/projects");
    const footer = page.locator(".site-footer");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ironwash Paving & Civil`);
    // The number is the settings' (the quote specs set their own): the line's shape is what the footer owes.
    await expect(footer).toContainText(/ROC #\d+ · Licensed, bonded and insured/);
    const company = footer.getByRole("navigation", { name: "Company" });
    await expect(company.getByRole("link")).toHaveCount(6);
    await expect(company.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(company.getByRole("link", { name: "Service Areas" })).toHaveAttribute(
      "href",
      "/service-areas",
    );
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("hidden on /login, /signup and /contact", async ({ page }) => {
    for (const path of ["/login", "/signup", "/contact"]) {
      await page.goto(path);
      await expect(page.locator(".site-footer"), path).toHaveCount(0);
    }
  });
});

test.describe("mobile menu below 768 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const javaScriptEnabled of [false, true]) {
    test(`opens and leads somewhere ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/");
      // One navigation: hidden behind the toggle until it opens.
      const menu = mainNav(page);
      await expect(menu).toBeHidden();
      const toggle = page.getByText("Menu", { exact: true });
      await expect(toggle).toBeVisible();
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Our Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
      if (javaScriptEnabled) await expect(mainNav(page)).toBeHidden();
      await context.close();
    });
  }

  test("a menu opened before the scripts arrive stays open when they do", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByText("Menu", { exact: true }).click();
    const menu = mainNav(page);
    await expect(menu).toBeVisible();
    releaseScripts();
    await waitForHydration(page);
    // React has taken the menu over; its effects run within the next frames.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("details.site-menu") ?? {}).some((key) =>
        key.startsWith("__reactFiber"),
      ),
    );
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
        ),
    );
    await expect(menu).toBeVisible();
    await context.close();
  });

  test("at 768 px and wider the links are inline", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 768, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByText("Menu", { exact: true })).toBeHidden();
    await context.close();
  });
});

const headerBackground = (page: Page) =>
  page.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundColor);
const SOLID = "rgb(34, 38, 43)";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`scrolling ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the landing bar turns solid after 250 px; other paths are solid from the top", async ({ page }) => {
      await page.goto("/");
      expect(await headerBackground(page)).not.toBe(SOLID);
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.waitForTimeout(150);
      expect(await headerBackground(page)).not.toBe(SOLID);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => headerBackground(page)).toBe(SOLID);
      await page.goto("/projects");
      expect(await headerBackground(page)).toBe(SOLID);
    });

    test("Back to top appears after 300 px and returns to the top", async ({ page }) => {
      await page.goto("/blog");
      const toTop = page.getByRole("link", { name: "Back to top" });
      await expect(toTop).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 250));
      await page.waitForTimeout(150);
      await expect(toTop).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("links within the site (React Router's Link and NavLink)", () => {
  test("with scripts, the app follows a link in the page and marks the new page in the bar", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    // A project page is below Projects: the link stays marked.
    await page.locator(".project-card-link").first().click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test("a click with a modifier key is the browser's: the page stays and a new one opens", async ({
    page,
    context,
  }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const opened = context.waitForEvent("page");
    await mainNav(page)
      .getByRole("link", { name: "Contact" })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/contact");
    await expect(page).toHaveURL(/\/services$/);
    await tab.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the browser follows the same links, and the server marks the page", async ({ page }) => {
      await page.goto("/");
      await expect(mainNav(page).getByRole("link", { name: "Projects" })).toHaveAttribute(
        "href",
        "/projects",
      );
      await mainNav(page).getByRole("link", { name: "Projects" }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(mainNav(page).getByRole("link", { name: "Projects" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.locator(".project-card-link").first().click();
      await expect(page).toHaveURL(/\/projects\/[^/]+$/);
      await expect(mainNav(page).getByRole("link", { name: "Projects" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });
});

test("scroll position resets to the top on every path change", async ({ page }) => {
  await page.goto("/services");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(".site-footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("alerts", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() } });

  for (const javaScriptEnabled of [false, true]) {
    test(`a server alert shows, then hides after 3.5 s ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
      });
      const page = await context.newPage();
      await page.goto("/services");
      // The page's animation clock stands still until the alert is on screen, so a slow answer on a busy machine
      // does not use up its 3.5 s (the setting holds across the form's native navigation).
      const devtools = await context.newCDPSession(page);
      await devtools.send("Animation.enable");
      await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
      const footer = page.locator(".site-footer");
      await footer.getByLabel("Email address").fill(uniqueEmail("alert"));
      await footer.getByRole("button", { name: "Subscribe" }).click();
      const alert = page.getByRole("status").filter({ hasText: "Thank you for subscribing!" });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveCSS("animation-delay", "3.5s");
      await page.mouse.move(0, 0);
      await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
      await page.waitForTimeout(2500);
      await expect(alert).toBeVisible();
      await expect(alert).toBeHidden({ timeout: 3000 });
      await context.close();
    });
  }

  test("an alert can be closed", async ({ page }) => {
    await page.goto("/services");
    const footer = page.locator(".site-footer");
    await footer.getByLabel("Email address").fill(uniqueEmail("close"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const alert = page.getByRole("status").filter({ hasText: "Thank you for subscribing!" });
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "Close alert" }).click();
    await expect(alert).toHaveCount(0);
  });
});

test("landing project cards show their title on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/");
  const card = page.locator(".landing-project-grid .project-card").first();
  const body = card.locator(".project-card-body");
  await page.mouse.move(0, 0);
  await expect(body).toHaveCSS("opacity", "0");
  await card.hover();
  await expect(body).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(body).toHaveCSS("opacity", "0");
  await page.locator(".landing-project-grid .project-card-link").first().focus();
  await expect(body).toHaveCSS("opacity", "1");
});

test("images come as <picture> with AVIF and WebP srcsets, width and height, lazy below the fold", async ({
  page,
}) => {
  await page.goto("/projects");
  // A demo project's photo: a small image another spec uploaded gets only the widths it has (160w), and may be first.
  const picture = page
    .locator('.project-card picture:has(source[type="image/avif"][srcset*="960w"])')
    .first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /-480\.avif 480w, .+-960\.avif 960w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-480\.webp 480w/);
  await expect(picture.locator("img")).toHaveAttribute("width", /^\d+$/);
  await expect(picture.locator("img")).toHaveAttribute("height", /^\d+$/);
  await expect(page.locator(".project-card img").last()).toHaveAttribute("loading", "lazy");
  const chosen = await picture.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\.avif$/);
});

test.describe("images that arrive late move nothing", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test.beforeEach(async ({ page }) => {
    // Every stored image is held back, and the page adds up its layout shifts (those not caused by input).
    await page.route("**/media/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  /** Opens `path` and returns its layout shift once its eager images have all come (and the post's layout, if any). */
  async function layoutShiftWithLateImages(page: Page, path: string) {
    await page.goto(path);
    await page.waitForFunction(() =>
      [...document.images].filter((img) => img.loading !== "lazy").every((img) => img.complete),
    );
    // A frame for the last image's layout to be recorded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    return page.evaluate(() => ({
      layout: document.querySelector("article[data-layout]")?.getAttribute("data-layout") ?? null,
      shift: (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    }));
  }

  test("the reading pages keep their layout while their photos load", async ({ page, request }) => {
    const project = await projectWithImages(request, 2);
    for (const path of ["/", "/projects", `/projects/${project._id}`, "/blog"]) {
      const { shift } = await layoutShiftWithLateImages(page, path);
      expect(shift, path).toBeLessThan(0.01);
    }
  });

  test("a blog post keeps its layout while its photo loads, in both of its layouts", async ({
    page,
    request,
  }) => {
    const [post] = await apiPosts(request);
    const seen = new Set<string>();
    // The layout is drawn per view (spotlight one time in three): view until both have been checked.
    for (let view = 0; view < 30 && seen.size < 2; view++) {
      const { layout, shift } = await layoutShiftWithLateImages(page, `/blog/${post._id}`);
      expect(shift, `layout ${layout}`).toBeLessThan(0.01);
      seen.add(layout ?? "");
    }
    expect([...seen].sort()).toEqual(["classic", "spotlight"]);
  });
});
