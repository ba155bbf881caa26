// The page nginx shows for anything it cannot serve while the app is stopped or restarting (a form sent, a page its
// cache does not hold: deploy/nginx/contractor-site.conf, decision 034). It names the company's phone, which lives in
// the database and may change, so the app writes it into EDGE_PAGES_DIR: at start-up, and again within
// EDGE_PAGE_CHECK_MS of a change to the settings by any process (the content version rises with every write to them).
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";
import { currentContentVersion } from "~/db/content-version.server";
import { getSiteSettings, type SiteSettings } from "~/content/site-settings.server";
import { escapeHtml } from "~/utils/html";
import { plainPageDocument } from "~/utils/plain-page";
import { formatPhone, telHref } from "~/utils/tel";

/** The file nginx serves (its location `= /__site-updating.html` names it). */
export const UPDATING_PAGE_FILE = "updating.html";
const EDGE_PAGE_CHECK_MS = 15_000;

/** "We are updating the site: call us at (480) 555-0142", with the company's name, phone and e-mail as stored. */
export function updatingPage(settings: Pick<SiteSettings, "companyName" | "phone" | "email">) {
  const phone = settings.phone.trim();
  const href = telHref(phone);
  const shown = escapeHtml(formatPhone(phone));
  const call = !phone
    ? ""
    : href
      ? `: call us at <a href="${escapeHtml(href)}">${shown}</a>`
      : `: call us at ${shown}`;
  const email = settings.email.trim();
  const write = email ? ` or write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` : "";
  return plainPageDocument(
    "We are updating the site",
    [
      `<p>We are updating the site${call}.</p>`,
      `<p>If you were sending a form, it did not reach us: please send it again in a few minutes${write}.</p>`,
      `<p>${escapeHtml(settings.companyName)}</p>`,
    ].join("\n"),
  );
}

/**
 * Writes the page for the settings as they are now, unless the file already holds it: into a temporary file first,
 * renamed over the old one, so nginx never reads half a page. Answers whether it wrote.
 */
export function writeUpdatingPage(dir = env.EDGE_PAGES_DIR): boolean {
  const settings = getSiteSettings();
  if (!settings) return false;
  const html = updatingPage(settings);
  const file = path.join(dir, UPDATING_PAGE_FILE);
  if (readIfExists(file) === html) return false;
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const temporary = `${file}.${process.pid}.tmp`;
  // Readable by nginx's own user: the page holds nothing that is not on every public page.
  fs.writeFileSync(temporary, html);
  fs.chmodSync(temporary, 0o644);
  fs.renameSync(temporary, file);
  return true;
}

function readIfExists(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** Writes the page now, then checks the content version every EDGE_PAGE_CHECK_MS and writes it again on a change. */
export function startEdgePages(dir = env.EDGE_PAGES_DIR, everyMs = EDGE_PAGE_CHECK_MS) {
  let version = currentContentVersion();
  let failed = false;
  const write = () => {
    try {
      writeUpdatingPage(dir);
      failed = false;
    } catch (error) {
      // Said once, not every check: the site itself is not affected, only what nginx shows while it is down.
      if (!failed)
        console.error(`Could not write the page nginx shows while the site is down, in ${dir}`, error);
      failed = true;
    }
  };
  write();
  const timer = setInterval(() => {
    const latest = currentContentVersion();
    if (latest === version && !failed) return;
    version = latest;
    write();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
