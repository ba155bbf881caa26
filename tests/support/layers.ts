// The layers of the code, lowest first (decision 029). A module may import from its own layer and the layers below
// it, never from one above: utilities know nothing of the database, the site's content nothing of the domains built on
// it, domains nothing of the API's edges or the routes. tests/integration/layers.test.ts holds every import to it.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface Layer {
  name: string;
  /** Folders and files, from the project root, without extensions: "app/utils" holds app/utils/**. */
  paths: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  // Helpers that know nothing of ours: dates, text, CSV, HTML, the iCalendar writer.
  { name: "foundation", paths: ["app/utils"] },
  // The environment, read once, and what it decides about a request: whose forwarded address to believe, the public
  // origin every absolute URL starts with.
  { name: "environment", paths: ["app/env.server", "app/http"] },
  // The schema, the connection, the content version the page cache follows, yearly references (EST-2026-0001).
  { name: "database", paths: ["app/db"] },
  // Password hashing, form tokens (CSRF), the cookie session storage, the session cookie's name, rate limits.
  { name: "security", paths: ["app/security"] },
  // The log rows, the audit line every use case writes, and the day counts of noisy events.
  { name: "logs", paths: ["app/logs"] },
  // The mail's outbox reads kept PDFs when it sends; the PDF worker's layouts live with their domains.
  { name: "media and mail", paths: ["app/media", "app/mail", "app/pdf"] },
  // The form reader and the zod field helpers every form's schema is built with.
  { name: "forms", paths: ["app/forms"] },
  // The back office's queries over the tables themselves (search, dashboard counts) and the data table's rules,
  // which a feature's own lists follow.
  { name: "back office", paths: ["app/admin"] },
  // The site's content, which every feature reads: settings, editable pages, service areas, hours, SEO keywords.
  { name: "content", paths: ["app/content"] },
  // The payment provider's port (Stripe Checkout through its SDK) and its webhook's frame: verified, each event once,
  // handed to the domains that made the session (quote deposits, invoices).
  { name: "payments", paths: ["app/payments"] },
  // One folder per domain; a domain may build on another (a quote answers an estimate request).
  {
    name: "domains",
    paths: [
      "app/accounts",
      "app/auth",
      "app/blog",
      "app/projects",
      "app/testimonials",
      "app/leads",
      "app/media-library",
      "app/site-visits",
      "app/estimates",
      "app/newsletter",
      "app/quotes",
      "app/crews",
      "app/jobs",
      "app/invoices",
      "app/ai",
      "app/backup",
      "app/seed",
    ],
  },
  // The public pages that gather several domains (the home page, a city's page, the sitemap and feeds).
  { name: "site", paths: ["app/site"] },
  { name: "ui", paths: ["app/components", "app/styles"] },
  { name: "api", paths: ["app/api"] },
  {
    name: "app",
    paths: [
      "app/routes",
      "app/startup",
      "app/root",
      "app/+types",
      "app/entry.server",
      "app/entry.client",
      // The PDF worker thread's entry: every feature's layout.
      "app/pdf-worker",
      "app/route-policy.server",
      "app/server-bundles",
    ],
  },
  { name: "server", paths: ["server"] },
  { name: "scripts and tests", paths: ["scripts", "tests"] },
];

export interface SourceFile {
  /** From the project root, with forward slashes: app/accounts/user.server.ts. */
  path: string;
  text: string;
}

export interface UpwardImport {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

/** The index of a path's layer in `layers`, or -1 when no layer holds it. */
export function layerIndexOf(file: string, layers: readonly Layer[] = LAYERS): number {
  return layers.findIndex((layer) =>
    layer.paths.some((p) => file === p || file.startsWith(`${p}/`) || file.startsWith(`${p}.`)),
  );
}

/** Where an import points, from the project root; undefined for a package. */
function importTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return undefined;
}

// A test sits above what it tests: it may set its scene with anything (seed data, the API's tokens).
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Every import (static, dynamic, type-only, re-export) that runs from a lower layer to a higher one, and every module
 * or import target that no layer holds (a new folder must be given its place).
 */
export function findUpwardImports(
  files: readonly SourceFile[],
  layers: readonly Layer[] = LAYERS,
): UpwardImport[] {
  const found: UpwardImport[] = [];
  const nameOf = (index: number) => (index < 0 ? "no layer" : layers[index].name);
  for (const { path: file, text } of files) {
    const fromIndex = layerIndexOf(file, layers);
    const imports = ts.preProcessFile(text, true, true).importedFiles;
    for (const { fileName: specifier } of imports) {
      const target = importTarget(file, specifier);
      if (target === undefined) continue;
      const toIndex = layerIndexOf(target, layers);
      const unplaced = fromIndex < 0 || toIndex < 0;
      if (unplaced || (toIndex > fromIndex && !isTest(file))) {
        found.push({ file, specifier, from: nameOf(fromIndex), to: nameOf(toIndex) });
      }
    }
  }
  return found;
}

/** The TypeScript and JavaScript modules under the given folders of the project. */
export function readSources(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push({ path: relative, text: fs.readFileSync(path.join(root, relative), "utf8") });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

export const describeImport = (found: UpwardImport) =>
  `${found.file} imports "${found.specifier}" (${found.from} → ${found.to})`;
