// What the HTTP layer (server/) does for each address of the site, in one table: which pages the page cache serves to
// anonymous visitors, which answers are about the signed-in user (never stored), how large a request body may be,
// and which pages are drawn in variants. The server knows nothing else of the app.
import { env } from "~/env.server";
// Without this cookie (and without a token) a visitor is anonymous.
export { SESSION_COOKIE } from "~/security/session-cookie";
import { MAX_ESTIMATE_PHOTOS } from "~/estimates/estimate-options";
import { CLOSEOUT_LIMITS } from "~/jobs/closeout-options";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/projects/project-admin";
import { checkoutFormActionOrigins } from "~/payments/checkout-origin.server";
import { chooseBlogLayout } from "~/utils/blog-view";
import { pagePathOf } from "~/utils/page-url";

const KiB = 1024;
const MiB = 1024 * KiB;
// Room for the text fields and multipart framing beside the files of an upload.
const FORM_OVERHEAD = 1 * MiB;
const imageUpload = (files: number) => files * env.MEDIA_MAX_IMAGE_BYTES + FORM_OVERHEAD;
const imageOrVideoUpload = () => env.MEDIA_MAX_IMAGE_BYTES + env.MEDIA_MAX_VIDEO_BYTES + FORM_OVERHEAD;

export type BodyLimit = {
  bytes: number;
  what: "upload" | "form" | "request";
  /**
   * An upload's slots (the server receives only so many at once): the back office's own, so that the public's
   * uploads, however slow, never hold up an administrator's; the public's otherwise.
   */
  slots?: "admin" | "public";
};

/**
 * How large a request body may be: `form` for any body (urlencoded, JSON, text), `upload` for a body of the upload's
 * own type only (multipart/form-data, or what `type` says). A form post is never given an upload's limit.
 */
export type BodyLimits = { form: BodyLimit; upload?: BodyLimit & { type?: RegExp } };

export type RoutePolicy = {
  /** Anonymous GETs without a query are answered from the page cache until the content changes. */
  cached?: boolean;
  /** The answer is about the signed-in user: `private, no-store`, whoever asks. */
  private?: boolean;
  /** The largest request body, checked while it streams in. */
  body: BodyLimits;
  /**
   * A cached page that shows the clock (the contact page's "Open now") is rendered again after this long, even when
   * no content changed; others keep the page cache's own lifetime.
   */
  freshForMs?: number;
  /** The page is drawn in variants: one is drawn for each view and passed on in PAGE_VARIANT_HEADER. */
  drawVariant?: () => string;
  /** Origins beyond the site that the page's forms may lead to (its Content-Security-Policy's form-action). */
  formActions?: () => string[];
  /**
   * Posts come from a server elsewhere and carry their own authentication (a payment provider's signed webhook): no
   * Origin check, and the route reads no form token.
   */
  signedPosts?: boolean;
};

// Each route's limit for a body that is not an upload is what its heaviest real form needs (its schema's maxima as
// a browser encodes them), rounded up; an upload's is its files plus FORM_OVERHEAD. With at most MAX_FORM_FIELDS
// fields (app/forms/form-limits.ts), twenty bodies at the largest of these limits parse within the 128 MB heap.
const form = (bytes: number): BodyLimits => ({ form: { bytes, what: "form" } });
const json = (bytes: number): BodyLimits => ({ form: { bytes, what: "request" } });
const upload = (
  formBytes: number,
  uploadBytes: number,
  slots: "admin" | "public" = "public",
): BodyLimits => ({
  form: { bytes: formBytes, what: "form" },
  upload: { bytes: uploadBytes, what: "upload", slots },
});
const jsonOrUpload = (uploadBytes: number, slots: "admin" | "public" = "public"): BodyLimits => ({
  form: { bytes: 64 * KiB, what: "request" },
  upload: { bytes: uploadBytes, what: "upload", slots },
});

/** A public form: sign-in, newsletter, an estimate's fields. */
const PUBLIC_FORM = 64 * KiB;
/** A contact message of 10,000 characters, urlencoded, in any script (a non-Latin letter takes 9 bytes). */
const CONTACT_FORM = 128 * KiB;
/** The back office's usual forms: settings, services, keywords, a project's 200 image rows, a campaign's 50,000
 * characters. */
const ADMIN_FORM = 256 * KiB;
/**
 * A legal page at its schema's maximum, 30 sections of 12,000 characters of English (about 400 KB urlencoded); a blog
 * post through the API, 20 sections of 20,000 (about 410 KB of JSON).
 */
const LONG_TEXT = 512 * KiB;
/**
 * A customer's answer to a quote: the accept form with a drawn signature at its largest (QUOTE_LIMITS.signatureBytes,
 * 40,000 characters, each percent-encoded in three bytes at worst) beside the name and the options ticked.
 */
const QUOTE_ANSWER_FORM = 160 * KiB;
/** One event of the payment provider (a Checkout Session without its line items is a few KB). */
const PAYMENT_WEBHOOK = 256 * KiB;

const reading = { cached: true, body: form(PUBLIC_FORM) };
const admin = (body: BodyLimits = form(ADMIN_FORM)) => ({ private: true, body });

// The first row whose pattern matches the path wins.
const TABLE: [RegExp, RoutePolicy][] = [
  // The public reading pages: the same for everyone without a session.
  [/^\/(services|projects|blog|blog\/archive|mission-statement|terms|privacy)?$/, reading],
  [/^\/(robots\.txt|sitemap\.xml|blog\/rss\.xml)$/, reading],
  [/^\/projects\/[^/]+$/, reading],
  [/^\/service-areas(\/[^/]+)?$/, reading],
  // A blog post shows one of two layouts, drawn for every view.
  [/^\/blog\/[^/]+$/, { ...reading, drawVariant: () => chooseBlogLayout() }],
  // It also says whether the office is open now, so a cached copy lives a minute at most.
  [/^\/contact$/, { cached: true, freshForMs: 60_000, body: form(CONTACT_FORM) }],
  // An estimate request: the form, the token and up to ten photos of at most MEDIA_MAX_IMAGE_BYTES each. The form
  // itself is cached like the contact page's; the thank-you page names a reference from its query, so it is not.
  [/^\/estimate$/, { cached: true, body: upload(PUBLIC_FORM, imageUpload(MAX_ESTIMATE_PHOTOS)) }],
  // Back-office uploads: as many files as the form takes, each at most its media limit.
  [
    /^\/admin\/(add-project|projects\/edit\/[^/]+)$/,
    admin(upload(ADMIN_FORM, imageUpload(PROJECT_IMAGES_PER_UPLOAD), "admin")),
  ],
  [/^\/admin\/add-images$/, admin(upload(ADMIN_FORM, imageOrVideoUpload(), "admin"))],
  [/^\/admin\/blog\/(new|[^/]+\/edit)$/, admin(upload(ADMIN_FORM, imageUpload(1), "admin"))],
  // A subscriber list imported from a CSV file.
  [/^\/admin\/customers$/, admin(upload(ADMIN_FORM, 5 * MiB, "admin"))],
  // A job's page takes its after photos (the closeout).
  [
    /^\/admin\/jobs\/(?!new$)[^/]+$/,
    admin(upload(ADMIN_FORM, imageUpload(CLOSEOUT_LIMITS.photosPerUpload), "admin")),
  ],
  [/^\/admin\/pages(\/|$)/, admin(form(LONG_TEXT))],
  [/^\/admin(\/|$)/, admin()],
  // The API's reference page: the same for every anonymous reader until the site is deployed again.
  [/^\/api\/docs$/, { cached: true, body: json(PUBLIC_FORM) }],
  // The JSON API: uploads, then the long texts, then the back office's records, then everything else.
  [
    /^\/api\/projects\/[^/]+\/images$/,
    { body: jsonOrUpload(imageUpload(PROJECT_IMAGES_PER_UPLOAD), "admin") },
  ],
  [/^\/api\/upload$/, { body: jsonOrUpload(imageOrVideoUpload(), "admin") }],
  [/^\/api\/estimates$/, { body: jsonOrUpload(imageUpload(MAX_ESTIMATE_PHOTOS)) }],
  [/^\/api\/(pages|blog)(\/|$)/, { body: json(LONG_TEXT) }],
  [/^\/api\/(settings|services|projects|newsletter|quotes|jobs)(\/|$)/, { body: json(ADMIN_FORM) }],
  [/^\/api\/message$/, { body: json(CONTACT_FORM) }],
  [/^\/api\/user(\/|$)/, { private: true, body: json(PUBLIC_FORM) }],
  [/^\/api(\/|$)/, { body: json(PUBLIC_FORM) }],
  // Resumable estimate photo uploads (tus): each PATCH carries at most one photo, streamed to disk; never stored by
  // a cache. The limit is over the read-ahead size, so a PATCH is streamed, not buffered.
  [
    /^\/uploads\/estimate-photos(\/[^/]+)?$/,
    {
      private: true,
      body: {
        form: { bytes: PUBLIC_FORM, what: "request" },
        upload: {
          bytes: env.MEDIA_MAX_IMAGE_BYTES + 64 * KiB,
          what: "upload",
          slots: "public",
          type: /^application\/offset\+octet-stream\b/i,
        },
      },
    },
  ],
  // A customer's quote (/q/{token}, its PDF, its job's calendar and its forms): about one customer, never cached;
  // "Pay deposit" goes on to the payment provider's checkout.
  [
    /^\/q\/[^/]+(\/[a-z-]+(\.ics)?)?$/,
    { private: true, body: form(QUOTE_ANSWER_FORM), formActions: checkoutFormActionOrigins },
  ],
  // A customer's invoice (/i/{token}, its PDFs and its "Pay"): a private link as a quote's, never cached; "Pay" goes
  // on to the payment provider's checkout.
  [
    /^\/i\/[^/]+(\/[\w-]+)*(\/[\w-]+\.pdf)?$/,
    { private: true, body: form(PUBLIC_FORM), formActions: checkoutFormActionOrigins },
  ],
  // A crew's calendar feed: a private link, never cached; it takes no body.
  [/^\/calendar\/[^/]+$/, { private: true, body: form(PUBLIC_FORM) }],
  // The payment provider's events: the signature over the raw body is their authentication (decision 027).
  [/^\/webhooks\/stripe$/, { private: true, body: json(PAYMENT_WEBHOOK), signedPosts: true }],
  // The account pages.
  [/^\/(me|dashboard|logout|verify)(\/|$)/, { private: true, body: form(PUBLIC_FORM) }],
  // Every other public or account form (sign-in, sign-up, newsletter, reset, enhance...).
  [/./, { body: form(PUBLIC_FORM) }],
];

/** What the HTTP layer does for `pathname`; a client navigation's data (`/contact.data`, `/_.data`) counts as its page. */
export function routePolicy(pathname: string): RoutePolicy {
  const path = pagePathOf(pathname);
  return (TABLE.find(([pattern]) => pattern.test(path)) ?? TABLE[TABLE.length - 1])[1];
}

const MULTIPART = /^multipart\/form-data\b/i;

/** The limit for a body of this Content-Type: the route's upload limit for its upload type, else its form limit. */
export function bodyLimitFor(policy: RoutePolicy, contentType: string | undefined): BodyLimit {
  const { upload } = policy.body;
  const type = (contentType ?? "").trim();
  return upload && (upload.type ?? MULTIPART).test(type) ? upload : policy.body.form;
}

/** The largest body any address takes (nginx's client_max_body_size must let it through). */
export const largestBodyLimit = () =>
  Math.max(...TABLE.map(([, { body }]) => Math.max(body.form.bytes, body.upload?.bytes ?? 0)));

/** The largest body that is not an upload any address takes (nginx's limit outside the upload locations). */
export const largestFormLimit = () => Math.max(...TABLE.map(([, { body }]) => body.form.bytes));

/** Every row of the table, for the tests that hold nginx and the README to it. */
export const routePolicyTable = () => TABLE.map(([pattern, policy]) => ({ pattern, policy }));
