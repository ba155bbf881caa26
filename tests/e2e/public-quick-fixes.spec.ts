// The public quick fixes of issue 29 item 9: the landing page's call to action (contrast, first screen on a phone,
// more eye-catching than "Sign in"), the contact form first on a phone, and field errors that clear with JavaScript.
import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "../support/hydration";

type Rgba = [number, number, number, number];

/** The computed colour of a CSS property as [r, g, b, alpha]. */
async function colourOf(locator: Locator, property: "color" | "background-color"): Promise<Rgba> {
  const value = await locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
  const parts = value.match(/[\d.]+/g)!.map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba) {
  const luminance = ([r, g, b]: Rgba) => {
    const [R, G, B] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe("on a phone (375 × 667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the landing page's call to action has a solid background, AA contrast, and sits on the first screen", async ({
    page,
  }) => {
    await page.goto("/");
    const cta = page.getByRole("link", { name: "Connect with us" });
    // Solid, so its contrast does not depend on the photo behind it (polled: the button's colours have a transition).
    await expect.poll(async () => (await colourOf(cta, "background-color"))[3]).toBe(1);
    const background = await colourOf(cta, "background-color");
    const ratio = contrast(await colourOf(cta, "color"), background);
    expect(ratio, `contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    const box = (await cta.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667);
  });

  test("/contact shows the form before the contact details", async ({ page }) => {
    await page.goto("/contact");
    const form = (await page.locator(".contact-form-card").boundingBox())!;
    const details = (await page.locator(".contact-panel").boundingBox())!;
    expect(form.y).toBeLessThan(details.y);
    expect(form.y).toBeLessThan(667);
  });
});

test.describe("on a laptop (1280 × 800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/contact shows the details beside the form", async ({ page }) => {
    await page.goto("/contact");
    const form = (await page.locator(".contact-form-card").boundingBox())!;
    const details = (await page.locator(".contact-panel").boundingBox())!;
    expect(details.x).toBeGreaterThan(form.x + form.width - 1);
    expect(Math.abs(details.y - form.y)).toBeLessThan(80);
  });

  test("“Sign in” is outlined, so the call to action is the most eye-catching button", async ({ page }) => {
    await page.goto("/");
    const signIn = page.locator(".site-nav").getByRole("link", { name: "Sign in" });
    expect((await colourOf(signIn, "background-color"))[3]).toBe(0);
    expect((await colourOf(page.getByRole("link", { name: "Connect with us" }), "background-color"))[3]).toBe(
      1,
    );
  });
});

test("with JavaScript, a field's error clears as soon as the field is valid", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send message" }).click();
  const name = page.getByLabel("Name *");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const email = page.getByLabel("Email *");
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await name.fill("Dana Whitfield");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await email.fill("dana@");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("dana@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await name.getAttribute("id")}-error`)).toHaveCount(0);
});
