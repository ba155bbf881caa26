// What the HTTP layer (server/) does for each address of the site, in one table: which pages the page cache serves to
// anonymous visitors, which answers are about the signed-in user (never stored), how large a request body may be,
// and which pages are drawn in variants. The server knows nothing else of the app.
import { env } from "~/env.server";
// Without this cookie (and without a token) a visitor is anonymous.
export { SESSION_COOKIE } from "~/auth/session-cookie";
import { MAX_ESTIMATE_PHOTOS } from "~/models/estimate-options";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/models/project-admin";
import { chooseBlogLayout } from "~/utils/blog-view";
import { pagePathOf } from "~/utils/page-url";

const KiB = 1024;
const MiB = 1024 * KiB;
// Room for the text fields and multipart framing beside the files of an upload.
const FORM_OVERHEAD = 1 * MiB;
const imageUpload = (files: number) => files * env.MEDIA_MAX_IMAGE_BYTES + FORM_OVERHEAD;
const imageOrVideoUpload = () => env.MEDIA_MAX_IMAGE_BYTES + env.MEDIA_MAX_VIDEO_BYTES + FORM_OVERHEAD;

export type BodyLimit = { bytes: number; what: "upload" | "form" | "request" };

export type RoutePolicy = {
  /** Anonymous GETs without a query are answered from the page cache until the content changes. */
  cached?: boolean;
  /** The answer is about the signed-in user: `private, no-store`, whoever asks. */
  private?: boolean;
  /** The largest request body, checked while it streams in. */
  body: BodyLimit;
  /**
   * A cached page that shows the clock (the contact page's "Open now") is rendered again after this long, even when
   * no content changed; others keep the page cache's own lifetime.
   */
  freshForMs?: number;
  /** The page is drawn in variants: one is drawn for each view and passed on in PAGE_VARIANT_HEADER. */
  drawVariant?: () => string;
};

const FORM: BodyLimit = { bytes: 64 * KiB, what: "form" };
const reading = { cached: true, body: FORM };
const admin = (body: BodyLimit = { bytes: 1 * MiB, what: "form" }) => ({ private: true, body });

// The first row whose pattern matches the path wins.
const TABLE: [RegExp, RoutePolicy][] = [
  // The public reading pages: the same for everyone without a session.
  [/^\/(services|projects|blog|blog\/archive|mission-statement|terms|privacy)?$/, reading],
  [/^\/(robots\.txt|sitemap\.xml|blog\/rss\.xml)$/, reading],
  [/^\/projects\/[^/]+$/, reading],
  [/^\/service-areas(\/[^/]+)?$/, reading],
  // A blog post shows one of two layouts, drawn for every view.
  [/^\/blog\/[^/]+$/, { ...reading, drawVariant: () => chooseBlogLayout() }],
  // A contact message: far more than anyone types, far less than would hurt.
  // It also says whether the office is open now, so a cached copy lives a minute at most.
  [/^\/contact$/, { cached: true, freshForMs: 60_000, body: { bytes: 128 * KiB, what: "form" } }],
  // An estimate request: the form, the token and up to ten photos of at most MEDIA_MAX_IMAGE_BYTES each. The form
  // itself is cached like the contact page's; the thank-you page names a reference from its query, so it is not.
  [/^\/estimate$/, { cached: true, body: { bytes: imageUpload(MAX_ESTIMATE_PHOTOS), what: "upload" } }],
  // Back-office uploads: as many files as the form takes, each at most its media limit.
  [
    /^\/admin\/(add-project|projects\/edit\/[^/]+)$/,
    admin({ bytes: imageUpload(PROJECT_IMAGES_PER_UPLOAD), what: "upload" }),
  ],
  [/^\/admin\/add-images$/, admin({ bytes: imageOrVideoUpload(), what: "upload" })],
  [/^\/admin\/blog\/(new|[^/]+\/edit)$/, admin({ bytes: imageUpload(1), what: "upload" })],
  // A subscriber list imported from a CSV file.
  [/^\/admin\/customers$/, admin({ bytes: 5 * MiB, what: "form" })],
  // Back-office forms hold whole pages of text (terms, privacy, newsletters).
  [/^\/admin(\/|$)/, admin()],
  // The JSON API (its readers also stop at 1 MiB), uploads aside.
  [
    /^\/api\/projects\/[^/]+\/images$/,
    { body: { bytes: imageUpload(PROJECT_IMAGES_PER_UPLOAD), what: "upload" } },
  ],
  [/^\/api\/upload$/, { body: { bytes: imageOrVideoUpload(), what: "upload" } }],
  [/^\/api\/estimates$/, { body: { bytes: imageUpload(MAX_ESTIMATE_PHOTOS), what: "upload" } }],
  [/^\/api\/user(\/|$)/, { private: true, body: { bytes: 1 * MiB, what: "request" } }],
  [/^\/api(\/|$)/, { body: { bytes: 1 * MiB, what: "request" } }],
  // Resumable estimate photo uploads (tus): each PATCH carries at most one photo, streamed to disk; never stored by
  // a cache. The limit is over the read-ahead size, so a PATCH is streamed, not buffered.
  [
    /^\/uploads\/estimate-photos(\/[^/]+)?$/,
    { private: true, body: { bytes: env.MEDIA_MAX_IMAGE_BYTES + 64 * KiB, what: "upload" } },
  ],
  // The account pages.
  [/^\/(me|dashboard|logout|verify)(\/|$)/, { private: true, body: FORM }],
  // Every other public or account form (sign-in, sign-up, newsletter, reset, enhance...).
  [/./, { body: FORM }],
];

/** What the HTTP layer does for `pathname`; a client navigation's data (`/contact.data`, `/_.data`) counts as its page. */
export function routePolicy(pathname: string): RoutePolicy {
  const path = pagePathOf(pathname);
  return (TABLE.find(([pattern]) => pattern.test(path)) ?? TABLE[TABLE.length - 1])[1];
}

/** The largest body any address takes (nginx's client_max_body_size must let it through). */
export const largestBodyLimit = () => Math.max(...TABLE.map(([, policy]) => policy.body.bytes));
