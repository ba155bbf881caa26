// Estimate requests for the back-office tests, written straight into the e2e server's database with real private
// photo files (a full-size JPEG and its 400 px variant), as the public form would have left them.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { e2eDir } from "./e2e-config";
import { newId, withE2eDb } from "./e2e-db";

type StoredPhoto = Awaited<ReturnType<typeof writePhoto>>;

/** A private photo on disk: the storage key the server opens, and the file behind it. */
async function writePhoto(name: string, width: number, color: string) {
  const key = `private/estimates/${name}`;
  const file = path.join(e2eDir, "uploads", ...key.split("/"));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const jpeg = await sharp({
    create: { width, height: Math.round((width * 3) / 4), channels: 3, background: color },
  })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(file, jpeg);
  return { key, file, bytes: jpeg.byteLength };
}

export type InsertedEstimate = { id: string; reference: string; photoIds: string[]; photoFiles: string[] };

/**
 * A request with `photos` photos. Its reference (EST-E2E-…) stays out of the year's sequence, so the references the
 * public form hands out are not moved by tests.
 */
export async function insertEstimate(input: {
  name: string;
  service?: string;
  city?: string;
  photos?: number;
  status?: "new" | "contacted" | "site_visit_scheduled" | "estimate_sent" | "won" | "lost";
}): Promise<InsertedEstimate> {
  const id = newId();
  const reference = `EST-E2E-${newId()}`;
  const now = Date.now();
  const photos: { photoId: string; index: number; full: StoredPhoto; small: StoredPhoto }[] = [];
  for (let index = 0; index < (input.photos ?? 0); index++) {
    const photoId = newId();
    const color = ["#556677", "#887766", "#446655"][index % 3];
    const full = await writePhoto(`${photoId}.jpg`, 800, color);
    const small = await writePhoto(`${photoId}-400.jpg`, 400, color);
    photos.push({ photoId, index, full, small });
  }
  withE2eDb((db) => {
    db.prepare(
      `INSERT INTO estimates (id, reference, name, email, phone, service, property_type, address, city, zip, size,
        size_unit, timeframe, details, consent_at, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'Commercial', '1200 W Main St', ?, '85201', 24, 'parking stalls', 'Within a month',
        'Cracked lot; please quote sealcoat and restriping.', ?, ?, ?, ?)`,
    ).run(
      id,
      reference,
      input.name,
      "lot.manager@example.com",
      "(480) 555-0142",
      input.service ?? "Sealcoating",
      input.city ?? "Mesa",
      now,
      input.status ?? "new",
      now,
      now,
    );
    for (const photo of photos) {
      db.prepare(
        `INSERT INTO estimate_photos (id, estimate_id, position, file_name, path, width, height, bytes, variants, created_at)
         VALUES (?, ?, ?, ?, ?, 800, 600, ?, ?, ?)`,
      ).run(
        photo.photoId,
        id,
        photo.index,
        `IMG_00${photo.index + 1}.jpg`,
        photo.full.key,
        photo.full.bytes,
        JSON.stringify([{ width: 400, path: photo.small.key }]),
        now,
      );
    }
  });
  return {
    id,
    reference,
    photoIds: photos.map((photo) => photo.photoId),
    photoFiles: photos.flatMap((photo) => [photo.full.file, photo.small.file]),
  };
}

export function readEstimate(id: string) {
  return withE2eDb(
    (db) =>
      db
        .prepare(
          "SELECT status, follow_up_on AS followUpOn, first_contacted_at AS firstContactedAt, site_visit_at AS siteVisitAt FROM estimates WHERE id = ?",
        )
        .get(id) as
        | {
            status: string;
            followUpOn: string | null;
            firstContactedAt: number | null;
            siteVisitAt: number | null;
          }
        | undefined,
    { readonly: true },
  );
}

export function readEstimateNotes(id: string) {
  return withE2eDb(
    (db) =>
      db
        .prepare("SELECT body, author_name AS authorName FROM estimate_notes WHERE estimate_id = ?")
        .all(id) as { body: string; authorName: string }[],
    { readonly: true },
  );
}

export function countEstimatePhotos(id: string) {
  return withE2eDb(
    (db) =>
      (db.prepare("SELECT count(*) AS n FROM estimate_photos WHERE estimate_id = ?").get(id) as { n: number })
        .n,
    { readonly: true },
  );
}
