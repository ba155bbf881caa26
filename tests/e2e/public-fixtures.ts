// Helpers for the public-site browser tests: ids of seeded records, distinct client addresses (so per-IP rate
// limits never couple tests), mail captured by the SMTP sink, and records written straight into the e2e database.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import type { ProjectJson } from "../../app/api/contract/projects";
import { e2eMailFile } from "../support/e2e-config";
import { newId, withE2eDb } from "../support/e2e-db";

export type ApiPost = { _id: string; title: string; description: string; img: string; createdAt: string };

export async function apiProjects(request: APIRequestContext) {
  return (await (await request.get("/api/projects")).json()) as ProjectJson[];
}

export async function apiPosts(request: APIRequestContext) {
  return ((await (await request.get("/api/blog")).json()) as { blogPosts: ApiPost[] }).blogPosts;
}

/** A seeded project with several images (the carousel case). */
export async function projectWithImages(request: APIRequestContext, min = 3) {
  const project = (await apiProjects(request)).find((p) => p.images.length >= min);
  if (!project) throw new Error(`No seeded project has ${min} images`);
  return project;
}

/** A random documentation-range address for X-Forwarded-For: its own rate-limit bucket. */
export function uniqueIp() {
  const [a, b] = randomBytes(2);
  return `10.${a}.${b}.${1 + (randomBytes(1)[0] % 250)}`;
}

export const uniqueEmail = (prefix = "visitor") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

type CapturedMail = { to: string[]; subject: string; text: string };

function readMails(): CapturedMail[] {
  if (!fs.existsSync(e2eMailFile)) return [];
  return fs
    .readFileSync(e2eMailFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedMail);
}

/** Waits for a mail to `to` whose subject matches (and whose text contains `containing`), and answers it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  containing = "",
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails()
      .reverse()
      .find((m) => m.to.includes(to) && subject.test(m.subject) && m.text.includes(containing));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/**
 * An old project (so the landing page's "four most recent" are untouched) with 0 or 1 images, the latter copied
 * from a seeded image row.
 */
export function insertProject(options: { images: 0 | 1; title?: string }) {
  return withE2eDb((db) => {
    const id = newId();
    const created = Date.UTC(2020, 0, 1);
    db.prepare(
      "INSERT INTO projects (id, title, description, project_type, category, alt, date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      id,
      options.title ?? `Test project ${id}`,
      "A project made by a test.",
      "",
      "",
      "",
      "",
      created,
      created,
    );
    if (options.images === 1) {
      const image = db.prepare("SELECT * FROM project_images LIMIT 1").get() as Record<string, unknown>;
      db.prepare(
        "INSERT INTO project_images (id, project_id, position, src, alt, width, height, variants, created_at) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)",
      ).run(newId(), id, image.src, image.alt, image.width, image.height, image.variants, created);
    }
    return id;
  });
}

export function insertDraftPost(title: string) {
  return withE2eDb((db) => {
    const id = newId();
    const created = Date.UTC(2020, 0, 1);
    db.prepare(
      "INSERT INTO blog_posts (id, title, description, conclusion, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'draft', ?, ?)",
    ).run(id, title, "A draft made by a test.", "Draft conclusion.", created, created);
    db.prepare("INSERT INTO blog_sections (id, post_id, position, title, body) VALUES (?, ?, 0, ?, ?)").run(
      newId(),
      id,
      "Draft section",
      "Draft body.",
    );
    return id;
  });
}

export function countRows(table: "messages" | "customers", where = "1 = 1", ...params: unknown[]) {
  return withE2eDb((db) => {
    return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number })
      .n;
  });
}

/** The JSON-LD objects of the current page. */
export async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
