// Rows the back-office tests need that no public flow makes on demand (contact messages, subscribers, AI images),
// written straight into the e2e server's database, plus readers for checking what the server stored.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { e2eDir } from "./e2e-config";
import { newId, withE2eDb } from "./e2e-db";

const e2eUploadsDir = path.join(e2eDir, "uploads");

/** The rows a query reads from the e2e server's database (opened read-only: the server does the writing). */
export function queryE2eDb<T>(sql: string, ...params: unknown[]): T[] {
  return withE2eDb((db) => db.prepare(sql).all(...params) as T[], { readonly: true });
}

/** A unique word for names and titles, so parallel tests never see each other's rows. */
export const uniqueTag = () => `t${randomBytes(4).toString("hex")}`;

export function insertCustomer(input: { email: string; phone?: string; status?: string }) {
  const id = newId();
  withE2eDb((db) =>
    db
      .prepare(
        "INSERT INTO customers (id, email, phone, status, confirm_token, unsubscribe_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        input.email,
        input.phone ?? "",
        input.status ?? "subscribed",
        newId() + newId(),
        newId() + newId(),
        Date.now(),
        Date.now(),
      ),
  );
  return id;
}

export function insertMessage(input: {
  name: string;
  email?: string;
  phone?: string;
  message: string;
  customerId?: string | null;
}) {
  const id = newId();
  withE2eDb((db) =>
    db
      .prepare(
        "INSERT INTO messages (id, name, email, phone, message, consent, consent_at, customer_id, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)",
      )
      .run(
        id,
        input.name,
        input.email ?? "",
        input.phone ?? "",
        input.message,
        Date.now(),
        input.customerId ?? null,
        Date.now(),
      ),
  );
  return id;
}

export function readMessage(id: string) {
  return withE2eDb(
    (db) =>
      db.prepare("SELECT is_read AS isRead, lead_status AS leadStatus FROM messages WHERE id = ?").get(id) as
        { isRead: number; leadStatus: string } | undefined,
  );
}

export function readUser(id: string) {
  return withE2eDb(
    (db) =>
      db.prepare("SELECT is_admin AS isAdmin FROM users WHERE id = ?").get(id) as
        { isAdmin: number } | undefined,
  );
}

export function readLogs(event: string) {
  return withE2eDb(
    (db) =>
      db
        .prepare(
          "SELECT event, message, actor_email AS actorEmail, ip, path FROM logs WHERE event = ? ORDER BY created_at DESC",
        )
        .all(event) as {
        event: string;
        message: string;
        actorEmail: string | null;
        ip: string | null;
        path: string;
      }[],
  );
}

/** An AI image row with real files (a small PNG and one WebP variant) in the e2e uploads folder. */
export async function insertAiImage(input: {
  prompt: string;
  source?: "offline" | "unsplash";
  unsplash?: Record<string, unknown> | null;
}) {
  const id = newId();
  const hash = randomBytes(10).toString("hex");
  const dir = path.join(e2eUploadsDir, "ai");
  fs.mkdirSync(dir, { recursive: true });
  const picture = sharp({ create: { width: 120, height: 80, channels: 3, background: "#b5451b" } });
  const png = await picture.clone().png().toBuffer();
  fs.writeFileSync(path.join(dir, `${hash}.png`), png);
  fs.writeFileSync(path.join(dir, `${hash}-120.webp`), await picture.clone().webp().toBuffer());
  const url = `/media/ai/${hash}.png`;
  const variants = [{ format: "webp", width: 120, src: `/media/ai/${hash}-120.webp` }];
  withE2eDb((db) =>
    db
      .prepare(
        "INSERT INTO ai_images (id, url, prompt, name, size, width, height, variants, source, unsplash, created_at) VALUES (?, ?, ?, ?, ?, 120, 80, ?, ?, ?, ?)",
      )
      .run(
        id,
        url,
        input.prompt,
        `${hash}.png`,
        png.byteLength,
        JSON.stringify(variants),
        input.source ?? "offline",
        input.unsplash ? JSON.stringify(input.unsplash) : null,
        Date.now(),
      ),
  );
  return { id, url, files: [url, variants[0].src] };
}

/** Whether the file behind a /media/... URL exists in the e2e uploads folder. */
export function mediaFileExists(url: string) {
  return fs.existsSync(path.join(e2eUploadsDir, url.replace(/^\/media\//, "")));
}

/** A small real picture for upload tests (a distinct colour per call, so its stored files are its own). */
export async function samplePng(label = uniqueTag()) {
  const hue = parseInt(randomBytes(3).toString("hex"), 16);
  const buffer = await sharp({
    create: {
      width: 160,
      height: 100,
      channels: 3,
      background: { r: hue & 255, g: (hue >> 8) & 255, b: (hue >> 16) & 255 },
    },
  })
    .png()
    .toBuffer();
  return { name: `${label}.png`, mimeType: "image/png", buffer };
}

/** How many rows of a table have this value in a column (for "nothing was written" checks). */
export function countRowsWhere(table: "blog_posts" | "ai_images", column: "title" | "prompt", value: string) {
  return withE2eDb(
    (db) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(value) as { n: number }).n,
  );
}

/** Every back-office screen with its list and detail pages, for the walks that visit them all (axe, hydration). */
export function adminScreens(ids: { messageId: string; projectId: string }) {
  return [
    "/admin",
    "/admin/messages",
    `/admin/messages/${ids.messageId}`,
    "/admin/customers",
    "/admin/users",
    "/admin/keywords",
    "/admin/add-project",
    `/admin/projects/edit/${ids.projectId}`,
    "/admin/images",
    "/admin/add-images",
    "/admin/logs",
    "/admin/search?q=a",
    "/admin/settings",
    "/admin/services",
    "/admin/pages",
    "/admin/pages/terms",
  ];
}
