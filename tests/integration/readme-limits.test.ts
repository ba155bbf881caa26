// The README's "Limits" table says what the code does: each row's value is computed here from the constants that
// enforce it, so changing a limit without the table (or the table without the code) fails.
import fs from "node:fs";
import { expect, test } from "vitest";
import { env } from "~/env.server";
import { PENDING_PHOTOS_PER_ADDRESS, ESTIMATE_PHOTOS_PER_HOUR } from "~/estimates/photo-limits.server";
import { DECODE_BUDGET_BYTES } from "~/media/decode-budget";
import {
  DECODE_CPU_SECONDS,
  DECODE_JOBS_PER_CHILD,
  DECODE_MEMORY_ALLOWANCE_BYTES,
  DECODE_QUEUE_LIMIT,
  DECODE_RETRY_AFTER_SECONDS,
  DECODE_SLOTS,
  DECODE_TIMEOUT_MS,
} from "~/media/decode-pool.server";
import { SNIFF_BYTES } from "~/media/image-format";
import { SPOOL_THRESHOLD } from "~/media/multipart.server";
import { MAX_ESTIMATE_PHOTOS } from "~/estimates/estimate-options";
import {
  PDF_QUEUE_LIMIT,
  PDF_RENDER_TIMEOUT_MS,
  PDF_RETRY_AFTER_SECONDS,
  PDF_WORKER_LIMITS,
} from "~/pdf/pdf-renderer.server";
import { QUOTE_LIMITS } from "~/quotes/quote-options";
import { INVOICE_PAGE_RATE_LIMIT } from "~/invoices/invoice-page-limit.server";
import { QUOTE_PAGE_RATE_LIMIT, QUOTE_PDF_RATE_LIMIT } from "~/quotes/quote-page-limit.server";
import { bodyLimitFor, largestFormLimit, routePolicy } from "~/route-policy.server";
import { MAX_FIELD_CHARS, MAX_FORM_FIELDS, MAX_JSON_DEPTH, MAX_JSON_VALUES } from "~/utils/form-limits";
import { HEADERS_TIMEOUT_MS, MAX_HEADER_BYTES, SEND_TIMEOUT_MS } from "../../server/http-limits";
import {
  MAX_CONCURRENT_ADMIN_UPLOADS,
  MAX_CONCURRENT_UPLOADS,
  MAX_UPLOADS_PER_ADDRESS,
  MINIMUM_UPLOAD_RATE,
  UPLOAD_RETRY_AFTER_SECONDS,
} from "../../server/site-server";

const nginx = fs.readFileSync("deploy/nginx/contractor-site.conf", "utf8");
/** A value every upload location of the nginx file sets alike (tests/e2e/deploy-nginx.spec.ts checks each has it). */
const nginxValue = (pattern: RegExp) => {
  const values = new Set([...nginx.matchAll(new RegExp(pattern, "g"))].map((match) => match[1]));
  expect(values.size, String(pattern)).toBe(1);
  return [...values][0];
};

const KiB = 1024;
const MiB = 1024 * KiB;

/** "64 KiB", "151 MiB", "15 MiB + 64 KiB": a size as the table writes it. */
function size(bytes: number) {
  const mib = Math.floor(bytes / MiB);
  const kib = (bytes % MiB) / KiB;
  if (!kib) return `${mib} MiB`;
  return mib ? `${mib} MiB + ${kib} KiB` : `${kib} KiB`;
}
const form = (path: string) => size(bodyLimitFor(routePolicy(path), "application/json").bytes);
const upload = (path: string, type = "multipart/form-data; boundary=x") =>
  size(bodyLimitFor(routePolicy(path), type).bytes);
const count = (value: number) => value.toLocaleString("en-US");

// Each row of the table, by the start of its first column: its value, and what enforces it.
const expected: [string, string][] = [
  ["public form body", form("/login")],
  ["contact form body", form("/contact")],
  ["back-office form body", form("/admin/settings")],
  ["legal page editor body", form("/admin/pages/terms")],
  ["back-office API body", form("/api/settings")],
  ["customer's quote answer body", form("/q/token")],
  ["payment webhook body", form("/webhooks/stripe")],
  ["any other API body", form("/api/customer")],
  ["estimate request upload", upload("/estimate")],
  ["project images upload", upload("/admin/add-project")],
  ["media library upload", upload("/admin/add-images")],
  ["blog post image upload", upload("/admin/blog/new")],
  ["subscriber list (CSV) upload", upload("/admin/customers")],
  [
    "resumable photo upload, one PATCH",
    upload("/uploads/estimate-photos/x", "application/offset+octet-stream"),
  ],
  ["fields of one form", count(MAX_FORM_FIELDS)],
  ["characters of one form field", count(MAX_FIELD_CHARS)],
  ["nesting of a JSON body", `${MAX_JSON_DEPTH} levels`],
  ["values of a JSON body", count(MAX_JSON_VALUES)],
  ["an image file", size(env.MEDIA_MAX_IMAGE_BYTES)],
  ["an image's pixels", `${env.MEDIA_MAX_IMAGE_PIXELS / 1e6} megapixels`],
  ["a video file", size(env.MEDIA_MAX_VIDEO_BYTES)],
  ["what a file's format is sniffed from", `${SNIFF_BYTES} bytes`],
  ["an upload held in memory", size(SPOOL_THRESHOLD)],
  ["uploads received at once", String(MAX_CONCURRENT_UPLOADS)],
  ["back-office uploads received at once", String(MAX_CONCURRENT_ADMIN_UPLOADS)],
  ["uploads under way from one address", String(MAX_UPLOADS_PER_ADDRESS)],
  [
    "the slowest an upload may arrive",
    `${size(MINIMUM_UPLOAD_RATE.bytes)} in ${MINIMUM_UPLOAD_RATE.windowMs / 1000} s`,
  ],
  ["pictures decoded at once / waiting", `${DECODE_SLOTS} / ${DECODE_QUEUE_LIMIT}`],
  ["pictures of one request decoded by one child", String(DECODE_JOBS_PER_CHILD)],
  ["memory of one decode", size(DECODE_BUDGET_BYTES)],
  ["data memory of a decode child", size(DECODE_MEMORY_ALLOWANCE_BYTES)],
  ["CPU time of a decode child", `${DECODE_CPU_SECONDS} s`],
  ["time of a decode child", `${DECODE_TIMEOUT_MS / 1000} s`],
  ["estimate photos received per address and hour", String(ESTIMATE_PHOTOS_PER_HOUR)],
  ["pending photos", String(PENDING_PHOTOS_PER_ADDRESS)],
  ["photos in one estimate request", String(MAX_ESTIMATE_PHOTOS)],
  [
    "requests to customers' quote pages per address",
    `${QUOTE_PAGE_RATE_LIMIT.limit} in ${QUOTE_PAGE_RATE_LIMIT.windowMs / 60_000} minutes`,
  ],
  [
    "requests for a quote's PDF per address",
    `${QUOTE_PDF_RATE_LIMIT.limit} in ${QUOTE_PDF_RATE_LIMIT.windowMs / 60_000} minutes`,
  ],
  [
    "requests to customers' invoice pages per address",
    `${INVOICE_PAGE_RATE_LIMIT.limit} in ${INVOICE_PAGE_RATE_LIMIT.windowMs / 60_000} minutes`,
  ],
  ["PDFs drawn at once / waiting", `1 / ${PDF_QUEUE_LIMIT}`],
  ["time to draw one PDF", `${PDF_RENDER_TIMEOUT_MS / 1000} s`],
  ["heap of the PDF worker", `${PDF_WORKER_LIMITS.maxOldGenerationSizeMb} MB`],
  [
    "characters of a word (or link) in a quote line's description / in a quote's terms",
    `${QUOTE_LIMITS.descriptionWord} / ${QUOTE_LIMITS.termsWord}`,
  ],
  ["request line and headers", size(MAX_HEADER_BYTES)],
  ["time to send the request headers", `${HEADERS_TIMEOUT_MS / 1000} s`],
  ["time an answer waits for a client that takes none of it", `${SEND_TIMEOUT_MS / 1000} s`],
  ["uploads in flight from one address", nginxValue(/limit_conn contractor_uploads (\d+);/)],
  ["time an upload may send nothing", `${nginxValue(/client_body_timeout (\d+)s;/)} s`],
];

const readme = fs.readFileSync("README.md", "utf8");
const table = readme.slice(readme.indexOf("## Limits"), readme.indexOf("## Deploy"));
const rows = table
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| limit "))
  .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, "").trim()));

test("every row of the README's Limits table has the value the code enforces", () => {
  for (const [label, value] of expected) {
    const row = rows.find(([first]) => first.startsWith(label));
    expect(row, `a row "${label}"`).toBeDefined();
    expect(row![1], label).toBe(value);
  }
  // A row the test does not know is a limit nobody checks.
  expect(
    rows.filter(([first]) => !expected.some(([label]) => first.startsWith(label))).map(([first]) => first),
  ).toEqual(["a compressed request body (`Content-Encoding`)"]);
});

test("the refusals the table names carry the Retry-After values it gives, and nginx's largest form is the app's", () => {
  expect(table).toContain(`503 with Retry-After: ${UPLOAD_RETRY_AFTER_SECONDS}`);
  expect(table).toContain(`503 with Retry-After: ${DECODE_RETRY_AFTER_SECONDS}`);
  expect(table).toContain(`503 with Retry-After: ${PDF_RETRY_AFTER_SECONDS}`);
  expect(form("/admin/pages/terms")).toBe(size(largestFormLimit()));
});

test("the systemd unit's memory bounds leave room for the storm's peak, and for the server beside a decode child at its cap", () => {
  const unit = fs.readFileSync("deploy/systemd/contractor-site.service", "utf8");
  const megabytes = (name: string) => Number(new RegExp(`^${name}=(\\d+)M$`, "m").exec(unit)?.[1]);
  // The storm's bound for the server and its children together, and what a child holds once loaded (decision 035).
  const stormLimit = 285;
  const childLoaded = 66;
  expect(megabytes("MemoryHigh")).toBeGreaterThanOrEqual(stormLimit);
  expect(megabytes("MemoryMax")).toBeGreaterThan(megabytes("MemoryHigh"));
  expect(megabytes("MemoryMax")).toBeGreaterThanOrEqual(
    stormLimit + childLoaded + DECODE_MEMORY_ALLOWANCE_BYTES / MiB,
  );
});
