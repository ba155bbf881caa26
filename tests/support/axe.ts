// axe-core's serious and critical findings on the current page (WCAG 2.1 A/AA plus best practices), listed so that a
// failing assertion names the rule and the first elements it flagged.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * `withoutFrames` leaves out the page's iframes: a sandboxed frame without scripts (the newsletter's mail preview)
 * cannot run axe, and waiting for its answer stalls the whole check.
 */
export async function seriousViolations(page: Page, { withoutFrames = false } = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (withoutFrames) builder = builder.setLegacyMode().options({ iframes: false });
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}
