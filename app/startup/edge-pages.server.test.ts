import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { seedDatabase } from "~/seed/seed.server";
import { startEdgePages, UPDATING_PAGE_FILE, updatingPage, writeUpdatingPage } from "./edge-pages.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-pages-"));
const page = () => fs.readFileSync(path.join(dir, UPDATING_PAGE_FILE), "utf8");
const setSettings = (values: Partial<typeof siteSettings.$inferInsert>) =>
  db.update(siteSettings).set(values).where(eq(siteSettings.id, 1)).run();

beforeAll(async () => {
  await seedDatabase({ demo: false });
});

test("the page says to call the company's phone, dialled in full, and holds nothing to load", () => {
  const html = updatingPage({
    companyName: "Mesa <Paving>",
    phone: "4805550142",
    email: "office@example.com",
  });
  expect(html).toContain(
    'We are updating the site: call us at <a href="tel:+14805550142">(480) 555-0142</a>.',
  );
  expect(html).toContain('<a href="mailto:office@example.com">office@example.com</a>');
  expect(html).toContain("Mesa &lt;Paving&gt;");
  expect(html).not.toMatch(/<script|<link|src=/);
  // Without a phone it still says what is going on.
  expect(updatingPage({ companyName: "Mesa", phone: "", email: "" })).toContain(
    "<p>We are updating the site.</p>",
  );
});

test("written at once, rewritten only when it changes, and again soon after the settings change", async () => {
  setSettings({ phone: "4805550142" });
  expect(writeUpdatingPage(dir)).toBe(true);
  expect(page()).toContain("(480) 555-0142");
  expect(writeUpdatingPage(dir)).toBe(false);
  expect(fs.statSync(path.join(dir, UPDATING_PAGE_FILE)).mode & 0o777).toBe(0o644);

  const stop = startEdgePages(dir, 20);
  try {
    // Any writer (the settings page, the API, a script) raises the content version: the page follows.
    setSettings({ phone: "6025550199" });
    for (const deadline = Date.now() + 5_000; !page().includes("(602) 555-0199");) {
      if (Date.now() > deadline) throw new Error("the page was not written again");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page()).toContain('href="tel:+16025550199"');
    // Never a half-written file beside it.
    expect(fs.readdirSync(dir)).toEqual([UPDATING_PAGE_FILE]);
  } finally {
    stop();
  }
});
