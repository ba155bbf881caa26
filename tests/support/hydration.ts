import type { Page } from "@playwright/test";

/**
 * Waits until the app has booted on the page. The app hydrates
 * a frame after the first paint (app/entry.client.tsx), so a spec that checks what JavaScript adds waits for it before acting.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}) {
  // React Router's HydratedRouter (app/entry.client.tsx) sets window.__reactRouterDataRouter when it has booted, but
  // React hydrates in a transition, a piece at a time: a field it has not reached yet still gets its value reset
  // (a textarea's default value) after a test typed into it. React tags each element it hydrates with its props.
  await page.waitForFunction(
    () =>
      "__reactRouterDataRouter" in window &&
      Array.from(document.querySelectorAll("input, textarea, select, button")).every((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      ),
    undefined,
    options,
  );
}
