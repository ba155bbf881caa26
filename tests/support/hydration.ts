import type { Page } from "@playwright/test";

/**
 * Waits until the app has booted on the page. The app hydrates
 * a frame after the first paint (app/entry.client.tsx), so a spec that checks what JavaScript adds waits for it before acting.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}) {
  // React Router's HydratedRouter (app/entry.client.tsx) sets window.__reactRouterDataRouter when it has booted.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, options);
}
