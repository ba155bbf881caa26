import type { Page } from "@playwright/test";

/**
 * Waits until the app has booted on the page. The public reading pages fetch their scripts only after the first paint
 * (app/utils/scripts-after-paint.ts), so a spec that checks what JavaScript adds waits for it before acting.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}) {
  // React Router's HydratedRouter (app/entry.client.tsx) sets window.__reactRouterDataRouter when it has booted.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, options);
}
