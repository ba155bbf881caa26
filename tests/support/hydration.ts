import type { Page } from "@playwright/test";

/**
 * Waits until the app has booted on the page. The public reading pages fetch their scripts only after the first paint
 * (app/utils/scripts-after-paint.ts), so a spec that checks what JavaScript adds waits for it before acting.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}) {
  await page.waitForFunction(() => "__remixRouter" in window, undefined, options);
}
