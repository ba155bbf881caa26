import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

// Times are stored as Unix milliseconds; ids are short random strings (the API exposes them as `_id`).
const id = () => text("id").primaryKey();
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
// Its own column: sharing created_at's would make every update rewrite when the row was created.
const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
// A list kept as JSON in one column; a new row starts with an empty list.
const jsonList = <T>(name: string) =>
  text(name, { mode: "json" })
    .$type<T[]>()
    .notNull()
    .default([] as T[]);
// A row that belongs to one parent row and is deleted with it.
const ownedBy = (name: string, parent: () => AnySQLiteColumn) =>
  text(name).notNull().references(parent, { onDelete: "cascade" });
// A link to a row that may be deleted first; the link is then cleared.
const linkedTo = (name: string, target: () => AnySQLiteColumn) =>
  text(name).references(target, { onDelete: "set null" });
// Who wrote or changed a row; the row outlives that user's account.
const byUser = (name: string) => linkedTo(name, () => users.id);
// A row that is edited after it is written.
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
// What every saved revision records besides its parent and its copy of the content.
const revisionColumns = () => ({
  // One line on what the save changed ("Changed the heading and 2 more fields").
  summary: text("summary").notNull().default(""),
  createdBy: byUser("created_by"),
  createdAt: createdAt(),
});
// A privately stored job-site photo: the storage key of the cleaned full-size JPEG, its size and smaller variants.
// A pending upload becomes an estimate photo with the same values.
const privatePhotoColumns = () => ({
  fileName: text("file_name").notNull().default(""),
  path: text("path").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  variants: jsonList<PrivateImageVariant>("variants"),
});

export type ImageVariant = { format: "avif" | "webp"; width: number; src: string };
// A smaller size of a private photo, under its own storage key.
export type PrivateImageVariant = { width: number; path: string };
// A service's Arizona tax classification (app/quotes/tax-classification.ts): absent on a service saved before it
// existed, whose default is read from its name.
export type ServiceItem = {
  name: string;
  description: string;
  taxClassification?: (typeof taxClassifications)[number];
};
export type Address = { street: string; city: string; state: string; zip: string; country: string };
export type SocialLink = { label: string; href: string };
// A footer link: an internal path ("/terms") or an https URL.
export type FooterLink = { label: string; href: string };
export type OpeningHours = { day: number; closed: boolean; opens: string; closes: string };
// An image copied by value from the media library or a project, so deleting the source leaves pages intact.
export type ChosenImage = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: flag("is_admin"),
    isVerified: flag("is_verified"),
    // Raised whenever every earlier API token must stop working (password change or reset, sign out everywhere,
    // demotion); tokens carry the version they were issued under.
    tokenVersion: integer("token_version").notNull().default(0),
    passwordChangedAt: timestamp("password_changed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_created_idx").on(t.createdAt),
  ],
);

// A web session; the cookie holds only its id, so sign-out and "sign out other sessions" are row deletions.
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    // The absolute end of the session; it also ends after a stretch of idleness counted from lastSeenAt.
    expiresAt: timestamp("expires_at").notNull(),
    lastSeenAt: timestamp("last_seen_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at").notNull(),
    consumedAt: timestamp("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_user_idx").on(t.userId),
  ],
);

export const customerStatuses = ["pending", "subscribed", "unsubscribed"] as const;

export const customers = sqliteTable(
  "customers",
  {
    id: id(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: customerStatuses }).notNull().default("pending"),
    confirmToken: text("confirm_token").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("customers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("customers_unsubscribe_token_unique").on(t.unsubscribeToken),
    uniqueIndex("customers_confirm_token_unique").on(t.confirmToken),
    index("customers_created_idx").on(t.createdAt),
  ],
);

export const leadStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    consent: flag("consent"),
    consentAt: timestamp("consent_at"),
    isRead: flag("is_read"),
    leadStatus: text("lead_status", { enum: leadStatuses }).notNull().default("new"),
    customerId: linkedTo("customer_id", () => customers.id),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_created_idx").on(t.createdAt),
    index("messages_unread_idx").on(t.isRead, t.createdAt),
  ],
);

export const blogPostSources = ["written", "generated", "enhanced"] as const;

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    img: text("img").notNull().default(""),
    imgAlt: text("img_alt").notNull().default(""),
    imgWidth: integer("img_width"),
    imgHeight: integer("img_height"),
    imgVariants: jsonList<ImageVariant>("img_variants"),
    conclusion: text("conclusion").notNull().default(""),
    source: text("source", { enum: blogPostSources }).notNull().default("written"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    ...timestamps(),
  },
  (t) => [
    index("blog_posts_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("blog_posts_title_unique").on(sql`lower(${t.title})`),
  ],
);

export const blogSections = sqliteTable(
  "blog_sections",
  {
    id: id(),
    postId: ownedBy("post_id", () => blogPosts.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (t) => [index("blog_sections_post_idx").on(t.postId, t.position)],
);

export type BlogPostSnapshot = {
  title: string;
  description: string;
  img: string;
  imgAlt: string;
  imgWidth: number | null;
  imgHeight: number | null;
  imgVariants: ImageVariant[];
  conclusion: string;
  source: (typeof blogPostSources)[number];
  sections: { title: string; body: string }[];
};

export const blogRevisions = sqliteTable(
  "blog_revisions",
  {
    id: id(),
    postId: ownedBy("post_id", () => blogPosts.id),
    snapshot: text("snapshot", { mode: "json" }).$type<BlogPostSnapshot>().notNull(),
    reason: text("reason").notNull().default("edit"),
    ...revisionColumns(),
  },
  (t) => [index("blog_revisions_post_idx").on(t.postId, t.createdAt)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    projectType: text("project_type").notNull().default(""),
    category: text("category").notNull().default(""),
    alt: text("alt").notNull().default(""),
    date: text("date").notNull().default(""),
    // The city the job was in (optional); service-area pages list the projects of their city.
    city: text("city").notNull().default(""),
    // A draft is kept in the back office and shown nowhere on the public site.
    draft: flag("draft"),
    ...timestamps(),
  },
  (t) => [index("projects_created_idx").on(t.createdAt)],
);

export const projectImages = sqliteTable(
  "project_images",
  {
    id: id(),
    projectId: ownedBy("project_id", () => projects.id),
    position: integer("position").notNull(),
    src: text("src").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonList<ImageVariant>("variants"),
    createdAt: createdAt(),
  },
  (t) => [index("project_images_project_idx").on(t.projectId, t.position)],
);

export const keywords = sqliteTable(
  "keywords",
  {
    id: id(),
    word: text("word").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("keywords_word_unique").on(sql`lower(${t.word})`),
    index("keywords_position_idx").on(t.position),
  ],
);

export const logLevels = ["debug", "info", "warn", "error"] as const;

export const logs = sqliteTable(
  "logs",
  {
    id: id(),
    level: text("level", { enum: logLevels }).notNull().default("info"),
    event: text("event").notNull(),
    message: text("message").notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    ip: text("ip"),
    path: text("path"),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("logs_created_idx").on(t.createdAt), index("logs_event_idx").on(t.event, t.createdAt)],
);

export const aiImages = sqliteTable(
  "ai_images",
  {
    id: id(),
    url: text("url").notNull(),
    prompt: text("prompt").notNull(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    variants: jsonList<ImageVariant>("variants"),
    source: text("source", { enum: ["offline", "unsplash"] })
      .notNull()
      .default("offline"),
    unsplash: text("unsplash", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_images_created_idx").on(t.createdAt)],
);

export const mediaUploads = sqliteTable(
  "media_uploads",
  {
    id: id(),
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    path: text("path").notNull(),
    caption: text("caption").notNull().default(""),
    alt: text("alt").notNull().default(""),
    hidden: flag("hidden"),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    variants: jsonList<ImageVariant>("variants"),
    createdAt: createdAt(),
  },
  (t) => [index("media_uploads_created_idx").on(t.createdAt)],
);

// One row (id 1): the company's own details, edited from the back office and read by every page.
export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey(),
  companyName: text("company_name").notNull(),
  legalName: text("legal_name").notNull().default(""),
  licenseLine: text("license_line").notNull().default(""),
  foundedYear: integer("founded_year").notNull().default(2023),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  address: text("address", { mode: "json" }).$type<Address>().notNull(),
  siteTitle: text("site_title").notNull(),
  description: text("description").notNull(),
  headquartersStatement: text("headquarters_statement").notNull().default(""),
  // No longer read: the hours summary is made from openingHours (decision 024). Kept so no data is dropped.
  businessHours: text("business_hours").notNull().default(""),
  // One entry per weekday (0 = Sunday) with "HH:MM" times; an empty list means no hours are published.
  openingHours: jsonList<OpeningHours>("opening_hours"),
  afterHoursPhone: text("after_hours_phone").notNull().default(""),
  // The Arizona Registrar of Contractors licence number, shown as "ROC #…" on quotes and in the footer.
  rocLicenseNumber: text("roc_license_number").notNull().default(""),
  // How to pay by check or transfer: shown on quotes when online payment is off, and beside it when on.
  paymentInstructions: text("payment_instructions").notNull().default(""),
  // What the customer should do before the crew arrives, sent with the reminder the day before a job starts.
  beforeWeArrive: text("before_we_arrive").notNull().default(""),
  // Days from an invoice's sending to its due date, unless the invoice names its own.
  invoiceTermsDays: integer("invoice_terms_days").notNull().default(14),
  // Who signs the company's statutory lien waivers (A.R.S. § 33-1008), by name and title; blank: a line to sign by hand.
  waiverSignerName: text("waiver_signer_name").notNull().default(""),
  waiverSignerTitle: text("waiver_signer_title").notNull().default(""),
  // The landing page's background and the site's sharing image, chosen by an admin (null: none).
  homeImage: text("home_image", { mode: "json" }).$type<ChosenImage>(),
  serviceArea: text("service_area").notNull().default(""),
  socialLinks: jsonList<SocialLink>("social_links"),
  footerCompanyLinks: jsonList<FooterLink>("footer_company_links"),
  footerLegalLinks: jsonList<FooterLink>("footer_legal_links"),
  landingServices: jsonList<ServiceItem>("landing_services"),
  asphaltServices: jsonList<ServiceItem>("asphalt_services"),
  concreteServices: jsonList<ServiceItem>("concrete_services"),
  newConstructionServices: jsonList<ServiceItem>("new_construction_services"),
  updatedAt: updatedAt(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // Extra mail headers (List-Unsubscribe for newsletters).
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    // A mail holding a link or code that grants access: its body is dropped once it has been delivered.
    sensitive: flag("sensitive"),
    status: text("status", { enum: ["pending", "sent", "failed", "logged"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at"),
    sentAt: timestamp("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_to_idx").on(t.to),
  ],
);

// A PDF the site keeps (a signed quote's copy, a quote as it was sent): the data it is drawn from, and its bytes once
// the PDF worker has drawn them (app/pdf/). Drawn once, when first needed; the data draws the same file again.
export const pdfFiles = sqliteTable("pdf_files", {
  key: text("key").primaryKey(), // quote-acceptance:{id}, quote-sent:{id}:v{version}:{ms}
  kind: text("kind").notNull(), // a layout of app/pdf-worker.ts
  fileName: text("file_name").notNull(),
  data: text("data", { mode: "json" }).$type<unknown>().notNull(),
  bytes: blob("bytes", { mode: "buffer" }),
  sha256: text("sha256"),
  createdAt: createdAt(),
  renderedAt: timestamp("rendered_at"),
});

// A file sent with a mail (a site visit's invitation), deleted with its mail; or a kept PDF (pdf_file), whose bytes
// the outbox reads when it sends, drawing them first if they are not yet drawn.
export const emailAttachments = sqliteTable(
  "email_attachments",
  {
    id: id(),
    emailId: ownedBy("email_id", () => emailOutbox.id),
    position: integer("position").notNull().default(0),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: blob("content", { mode: "buffer" }),
    pdfFile: text("pdf_file").references(() => pdfFiles.key),
  },
  (t) => [index("email_attachments_email_idx").on(t.emailId, t.position)],
);

// Fixed-window counters for per-IP and per-account rate limits; shared by every server process on the database.
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

// Hits that are counted rather than logged row by row (honeypot catches, rate-limited requests), per event and day.
export const eventCounts = sqliteTable(
  "event_counts",
  {
    event: text("event").notNull(),
    day: text("day").notNull(), // YYYY-MM-DD, UTC
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.event, t.day] })],
);

// One row (id 1) whose version rises with every change to content the public pages show. Triggers in the migrations
// raise it, so a write from any process or script is seen; each server process compares it with its page cache.
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

// The owner-editable pages. The slug column has no CHECK constraint, so adding a page here needs no migration.
export const contentPageSlugs = [
  "home",
  "services",
  "mission-statement",
  "contact",
  "terms",
  "privacy",
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

// The owner-editable texts of a page; the shape of `content` depends on the slug (app/content/content-page.ts validates it).
export const contentPages = sqliteTable("content_pages", {
  slug: text("slug", { enum: contentPageSlugs }).primaryKey(),
  content: text("content", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  updatedBy: byUser("updated_by"),
  updatedAt: updatedAt(),
});

// Earlier versions of a content page, kept on every save so a change can be viewed and undone.
export const contentPageRevisions = sqliteTable(
  "content_page_revisions",
  {
    id: id(),
    slug: text("slug", { enum: contentPageSlugs })
      .notNull()
      .references(() => contentPages.slug, { onDelete: "cascade" }),
    content: text("content", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    reason: text("reason").notNull().default("edit"),
    ...revisionColumns(),
  },
  (t) => [index("content_page_revisions_slug_idx").on(t.slug, t.createdAt)],
);

export const campaignStatuses = ["draft", "sending", "sent"] as const;

export const newsletterCampaigns = sqliteTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    postIds: jsonList<string>("post_ids"),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    // Set by the compose form; a second submit with the same key (a double click) finds the first campaign.
    idempotencyKey: text("idempotency_key"),
    createdBy: byUser("created_by"),
    createdAt: createdAt(),
    queuedAt: timestamp("queued_at"),
    finishedAt: timestamp("finished_at"),
  },
  (t) => [
    index("newsletter_campaigns_created_idx").on(t.createdAt),
    uniqueIndex("newsletter_campaigns_idempotency_unique").on(t.idempotencyKey),
  ],
);

export const deliveryStatuses = ["pending", "sending", "sent", "failed"] as const;

// One row per confirmed subscriber, written when the campaign is sent; the worker claims a row before mailing it.
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    id: id(),
    campaignId: ownedBy("campaign_id", () => newsletterCampaigns.id),
    customerId: linkedTo("customer_id", () => customers.id),
    email: text("email").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at"),
    claimedAt: timestamp("claimed_at"),
    sentAt: timestamp("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_campaign_email_unique").on(t.campaignId, sql`lower(${t.email})`),
    index("newsletter_deliveries_status_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const estimateStatuses = [
  "new",
  "contacted",
  "site_visit_scheduled",
  "estimate_sent",
  "won",
  "lost",
] as const;

// An estimate request from the public form or the API: the contractor's main lead.
export const estimates = sqliteTable(
  "estimates",
  {
    id: id(),
    // What the visitor quotes on the phone: EST-2026-0042.
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    propertyType: text("property_type").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    // As typed, up to two decimals: 2.5 acres is not 3 acres.
    size: real("size"),
    sizeUnit: text("size_unit").notNull().default(""),
    timeframe: text("timeframe").notNull().default(""),
    details: text("details").notNull(),
    consentAt: timestamp("consent_at").notNull(),
    status: text("status", { enum: estimateStatuses }).notNull().default("new"),
    // When the contract quoted for it was paid in full and cleared: the request shows "Paid" (a refund later keeps it).
    paidAt: timestamp("paid_at"),
    followUpOn: text("follow_up_on"),
    // When the status first left "new": the dashboard's time to first contact.
    firstContactedAt: timestamp("first_contacted_at"),
    // The site visit the office booked, and a note for the crew. The sequence counts the invitations sent for it, so
    // each change reaches the customer's calendar as an update of the same event (iCalendar SEQUENCE).
    siteVisitAt: timestamp("site_visit_at"),
    siteVisitNote: text("site_visit_note").notNull().default(""),
    siteVisitSequence: integer("site_visit_sequence").notNull().default(0),
    ip: text("ip"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("estimates_reference_unique").on(t.reference),
    index("estimates_created_idx").on(t.createdAt),
    index("estimates_status_idx").on(t.status, t.createdAt),
    index("estimates_follow_up_idx").on(t.followUpOn),
    index("estimates_site_visit_idx").on(t.siteVisitAt),
  ],
);

// A job-site photo of an estimate. Stored privately (never under public media), cleaned and resized.
export const estimatePhotos = sqliteTable(
  "estimate_photos",
  {
    id: id(),
    estimateId: ownedBy("estimate_id", () => estimates.id),
    position: integer("position").notNull(),
    ...privatePhotoColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("estimate_photos_estimate_idx").on(t.estimateId, t.position)],
);

// The office's notes on an estimate: added, never edited.
export const estimateNotes = sqliteTable(
  "estimate_notes",
  {
    id: id(),
    estimateId: ownedBy("estimate_id", () => estimates.id),
    body: text("body").notNull(),
    authorId: byUser("author_id"),
    authorName: text("author_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("estimate_notes_estimate_idx").on(t.estimateId, t.createdAt)],
);

// A photo received but not yet part of a request: kept across a failed submit or after a resumable
// upload, referred to by its id, and deleted after a day if never used.
export const pendingUploads = sqliteTable(
  "pending_uploads",
  {
    id: id(),
    ...privatePhotoColumns(),
    // The browser that sent it (its signed photo-owner cookie): only that browser's requests can attach or remove it.
    owner: text("owner").notNull().default(""),
    // The client address that sent it: how many pending photos one address may hold is bounded.
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("pending_uploads_created_idx").on(t.createdAt),
    index("pending_uploads_owner_idx").on(t.owner),
    index("pending_uploads_ip_idx").on(t.ip),
  ],
);

// A city the company works in, with its own public page.
export const serviceAreas = sqliteTable(
  "service_areas",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    intro: text("intro").notNull().default(""),
    zipCodes: jsonList<string>("zip_codes"),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex("service_areas_slug_unique").on(t.slug)],
);

export type ServiceAreaSnapshot = { name: string; slug: string; intro: string; zipCodes: string[] };

// Earlier versions of a service area, kept on every save as for content pages.
export const serviceAreaRevisions = sqliteTable(
  "service_area_revisions",
  {
    id: id(),
    areaId: ownedBy("area_id", () => serviceAreas.id),
    snapshot: text("snapshot", { mode: "json" }).$type<ServiceAreaSnapshot>().notNull(),
    ...revisionColumns(),
  },
  (t) => [index("service_area_revisions_area_idx").on(t.areaId, t.createdAt)],
);

// A customer's words, published by the owner. No ratings: Google ignores self-published review stars.
export const testimonials = sqliteTable(
  "testimonials",
  {
    id: id(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull().default(""),
    projectId: linkedTo("project_id", () => projects.id),
    published: flag("published"),
    ...timestamps(),
  },
  (t) => [index("testimonials_created_idx").on(t.createdAt)],
);

export const quoteStatuses = [
  "draft",
  "sent",
  "changes_requested",
  "accepted",
  "declined",
  "expired",
] as const;
export const depositTypes = ["percent", "fixed"] as const;
// How Arizona taxes a contract (decision 032): MRRA (no tax line), prime contracting (65% of the gross), or the tax
// on the subtotal every quote had before the classification existed.
export const taxClassifications = ["mrra", "prime_contracting", "subtotal"] as const;
export const quoteEventTypes = [
  "created",
  "updated",
  "sent",
  "viewed",
  "last_viewed",
  "options_changed",
  "changes_requested",
  "accepted",
  "declined",
  "revised",
  "expired",
  "payment",
  "reminder",
  "payment_flagged",
  "payment_reviewed",
  "shared",
] as const;
export const paymentMethods = ["check", "cash", "transfer", "card"] as const;

// A quote the office writes and the customer signs and pays online (app/quotes/, decision 027). Money is in integer
// cents, rates in basis points (8.6% = 860). The row holds the current version; what a customer signed is kept,
// whole, in its acceptance.
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    // Q-2026-0042.
    reference: text("reference").notNull(),
    // Raised when a version the customer has seen changes; an accept names the version it signs.
    version: integer("version").notNull().default(1),
    // The latest version the customer's link shows (0: never sent). Below `version` only while a revision of an
    // accepted quote is a draft.
    publishedVersion: integer("published_version").notNull().default(0),
    status: text("status", { enum: quoteStatuses }).notNull().default("draft"),
    estimateId: linkedTo("estimate_id", () => estimates.id),
    customerName: text("customer_name").notNull(),
    // The HOA or company that contracts, when the customer signs for one ("" when the person contracts).
    customerOrganization: text("customer_organization").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    taxRateBps: integer("tax_rate_bps").notNull().default(0),
    // The quotes written before the classification keep their meaning: tax on the subtotal.
    taxClassification: text("tax_classification", { enum: taxClassifications }).notNull().default("subtotal"),
    depositType: text("deposit_type", { enum: depositTypes }).notNull().default("percent"),
    // Basis points of the total for "percent", cents for "fixed".
    depositValue: integer("deposit_value").notNull().default(0),
    validUntil: text("valid_until").notNull(), // YYYY-MM-DD, valid through that day in Arizona
    startDate: text("start_date"),
    completionDate: text("completion_date"),
    terms: text("terms").notNull().default(""),
    // When the current published version went out (the quote's date), and the first and latest sending.
    issuedAt: timestamp("issued_at"),
    firstSentAt: timestamp("first_sent_at"),
    lastSentAt: timestamp("last_sent_at"),
    // Each reminder goes once per sending; a new sending clears them.
    followUpRemindedAt: timestamp("follow_up_reminded_at"),
    expiryRemindedAt: timestamp("expiry_reminded_at"),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("quotes_reference_unique").on(t.reference),
    index("quotes_status_idx").on(t.status, t.createdAt),
    index("quotes_estimate_idx").on(t.estimateId),
  ],
);

// The lines of a quote's current version, in order. An optional line is one the customer may add.
export const quoteItems = sqliteTable(
  "quote_items",
  {
    id: id(),
    quoteId: ownedBy("quote_id", () => quotes.id),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    // Thousandths of a unit: 2.5 tons = 2500.
    quantityMilli: integer("quantity_milli").notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    optional: flag("optional"),
  },
  (t) => [index("quote_items_quote_idx").on(t.quoteId, t.position)],
);

// The optional lines the customer added to the project.
export const quoteChosenItems = sqliteTable(
  "quote_chosen_items",
  {
    quoteId: ownedBy("quote_id", () => quotes.id),
    itemId: ownedBy("item_id", () => quoteItems.id),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.itemId] })],
);

// A customer's private link: only the SHA-256 of its token is kept. Every sending mails a new one; earlier links
// keep working, all showing the same quote.
export const quoteLinks = sqliteTable(
  "quote_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteId: ownedBy("quote_id", () => quotes.id),
    createdAt: createdAt(),
  },
  (t) => [index("quote_links_quote_idx").on(t.quoteId)],
);

// The quote's timeline. "viewed" is the first view; "last_viewed" is one row moved forward by each later view.
export const quoteEvents = sqliteTable(
  "quote_events",
  {
    id: id(),
    quoteId: ownedBy("quote_id", () => quotes.id),
    type: text("type", { enum: quoteEventTypes }).notNull(),
    version: integer("version").notNull(),
    // What the event carries: a reason, a message, a reminder's kind, an amount.
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    at: timestamp("at").notNull(),
  },
  (t) => [index("quote_events_quote_idx").on(t.quoteId, t.at)],
);

// A payment toward a quote: recorded by hand by the office, or from a paid Stripe Checkout Session.
export const quotePayments = sqliteTable(
  "quote_payments",
  {
    id: id(),
    quoteId: ownedBy("quote_id", () => quotes.id),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    paidAt: timestamp("paid_at").notNull(),
    // The payment's id at its provider (the Checkout Session); null for one recorded by hand.
    providerRef: text("provider_ref"),
    note: text("note").notNull().default(""),
    recordedBy: byUser("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_payments_quote_idx").on(t.quoteId, t.paidAt),
    uniqueIndex("quote_payments_provider_ref_unique").on(t.providerRef),
  ],
);

// The evidence of a signature (ESIGN, A.R.S. 44-7001 ff.): what was signed, by whom, when, from where, with which
// consent. One per version: a second accept of the same version finds this row and signs nothing more.
export const quoteAcceptances = sqliteTable(
  "quote_acceptances",
  {
    id: id(),
    quoteId: ownedBy("quote_id", () => quotes.id),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    // The signer's capacity for an HOA or company ("Board president"); "" when none was given.
    title: text("title").notNull().default(""),
    signatureSvg: text("signature_svg"),
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    acceptedAt: timestamp("accepted_at").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    // The canonical document the customer saw (app/quotes/quote-document.ts) and its SHA-256, hex.
    document: text("document").notNull(),
    documentSha256: text("document_sha256").notNull(),
  },
  (t) => [uniqueIndex("quote_acceptances_version_unique").on(t.quoteId, t.version)],
);

// Each Stripe Checkout Session this site created for a deposit: a webhook's session must be one of these.
export const stripeCheckoutSessions = sqliteTable(
  "stripe_checkout_sessions",
  {
    id: text("id").primaryKey(), // Stripe's cs_… id
    quoteId: ownedBy("quote_id", () => quotes.id),
    quoteVersion: integer("quote_version").notNull(),
    // What this site asked for, in usd: the only amount the webhook credits.
    amountCents: integer("amount_cents").notNull(),
    url: text("url").notNull(),
    completedAt: timestamp("completed_at"),
    // A paid event in another currency or for another amount: what Stripe reported, held for the office's review
    // and not credited.
    flaggedAt: timestamp("flagged_at"),
    reportedAmountCents: integer("reported_amount_cents"),
    reportedCurrency: text("reported_currency"),
    // When the office marked it reviewed (who did is in the audit log).
    reviewedAt: timestamp("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_checkout_sessions_quote_idx").on(t.quoteId)],
);

// Stripe events already applied: a replayed event id changes nothing.
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(), // Stripe's evt_… id
  type: text("type").notNull(),
  processedAt: timestamp("processed_at").notNull(),
});

// A crew the office schedules jobs for (app/crews/). Its calendar link's token is derived from `calendarSeed` with
// SESSION_SECRET, so the database alone opens no calendar; the token is looked up by its SHA-256 (decision 037).
export const crews = sqliteTable(
  "crews",
  {
    id: id(),
    name: text("name").notNull(),
    // The name as uniqueness compares it: trimmed, lower case.
    nameKey: text("name_key").notNull(),
    phone: text("phone").notNull().default(""),
    members: jsonList<string>("members"),
    calendarSeed: text("calendar_seed").notNull(),
    calendarTokenHash: text("calendar_token_hash").notNull(),
    calendarLinkCreatedAt: timestamp("calendar_link_created_at").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("crews_name_key_unique").on(t.nameKey),
    uniqueIndex("crews_calendar_token_unique").on(t.calendarTokenHash),
  ],
);

export const jobStatuses = [
  "scheduled",
  "in_progress",
  "on_hold",
  "completed",
  "closed",
  "cancelled",
] as const;
export const jobHoldReasons = ["weather", "customer_request", "materials", "other"] as const;
export const jobEventTypes = [
  "scheduled",
  "rescheduled",
  "started",
  "on_hold",
  "resumed",
  "completed",
  "closed",
  "cancelled",
  "reminder",
  "change_order_added",
  "change_order_sent",
  "change_order_approved",
  "change_order_declined",
  "retention_set",
  "after_photo_added",
  "punch_item_added",
  "punch_item_resolved",
  "completion_confirmed",
  "problem_reported",
  "lien_saved",
  "notice_served",
] as const;

// The work of an accepted quote, one job a quote (app/jobs/, decision 037). Days are YYYY-MM-DD and times HH:MM, in
// Arizona. The contract value is read from the quote's signature, never stored.
export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    // J-2026-0042.
    reference: text("reference").notNull(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id),
    status: text("status", { enum: jobStatuses }).notNull().default("scheduled"),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    arrivalStart: text("arrival_start"),
    arrivalEnd: text("arrival_end"),
    crewId: linkedTo("crew_id", () => crews.id),
    crewNote: text("crew_note").notNull().default(""),
    holdReason: text("hold_reason", { enum: jobHoldReasons }),
    holdNote: text("hold_note").notNull().default(""),
    // Where "Resume" goes back to.
    statusBeforeHold: text("status_before_hold", { enum: jobStatuses }),
    cancelReason: text("cancel_reason").notNull().default(""),
    // The first day of work: the "first furnished" date the lien statutes count from.
    firstFurnishedOn: text("first_furnished_on"),
    completedAt: timestamp("completed_at"),
    closedAt: timestamp("closed_at"),
    cancelledAt: timestamp("cancelled_at"),
    // The calendar event's SEQUENCE: one more for every change of the event.
    sequence: integer("sequence").notNull().default(0),
    // The start day the day-before reminder went out for: it goes once a start day.
    remindedFor: text("reminded_for"),
    // Basis points of each progress invoice withheld as retention (commercial work); the final invoice releases it.
    retentionBps: integer("retention_bps").notNull().default(0),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("jobs_reference_unique").on(t.reference),
    uniqueIndex("jobs_quote_unique").on(t.quoteId),
    index("jobs_status_idx").on(t.status, t.startDate),
    index("jobs_crew_idx").on(t.crewId, t.startDate),
    index("jobs_dates_idx").on(t.startDate, t.endDate),
  ],
);

// A job's timeline: scheduled, moved, started, held, completed, reminded.
export const jobEvents = sqliteTable(
  "job_events",
  {
    id: id(),
    jobId: ownedBy("job_id", () => jobs.id),
    type: text("type", { enum: jobEventTypes }).notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    at: timestamp("at").notNull(),
  },
  (t) => [index("job_events_job_idx").on(t.jobId, t.at)],
);

// A job's after photos (app/jobs/, the closeout): cleaned by the estimate photos' pipeline and stored privately.
export const jobPhotos = sqliteTable(
  "job_photos",
  {
    id: id(),
    jobId: ownedBy("job_id", () => jobs.id),
    position: integer("position").notNull(),
    ...privatePhotoColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("job_photos_job_idx").on(t.jobId, t.position)],
);

export const punchItemSources = ["office", "customer"] as const;

// A job's punch list: short items of work left to do, added by the office or by the customer's "Report a problem".
export const jobPunchItems = sqliteTable(
  "job_punch_items",
  {
    id: id(),
    jobId: ownedBy("job_id", () => jobs.id),
    text: text("text").notNull(),
    source: text("source", { enum: punchItemSources }).notNull().default("office"),
    resolvedAt: timestamp("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [index("job_punch_items_job_idx").on(t.jobId, t.createdAt)],
);

// The customer's confirmation that a job's work is complete: the evidence, with the text confirmed kept whole and
// its SHA-256 (a confirmed text is never recomputed).
export const jobConfirmations = sqliteTable(
  "job_confirmations",
  {
    id: id(),
    jobId: ownedBy("job_id", () => jobs.id),
    name: text("name").notNull(),
    document: text("document").notNull(),
    documentSha256: text("document_sha256").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    confirmedAt: timestamp("confirmed_at").notNull(),
  },
  (t) => [index("job_confirmations_job_idx").on(t.jobId, t.confirmedAt)],
);

export const noticeServiceMethods = ["certified_mail", "hand_delivery"] as const;

// A job's Arizona lien information (app/jobs/lien-*.ts): who owns the property and lends on it, the land, whether the
// owner lives there (A.R.S. § 33-1002), and how the preliminary 20-day notice (§ 33-992.01) was served. One row a
// job, written when the office first saves it.
export const jobLiens = sqliteTable("job_liens", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  ownerName: text("owner_name").notNull().default(""),
  ownerAddress: text("owner_address").notNull().default(""),
  lenderName: text("lender_name").notNull().default(""),
  lenderAddress: text("lender_address").notNull().default(""),
  // The assessor's parcel number or the legal description.
  apn: text("apn").notNull().default(""),
  ownerOccupied: integer("owner_occupied", { mode: "boolean" }).notNull().default(false),
  noticeServedOn: text("notice_served_on"),
  noticeMethod: text("notice_method", { enum: noticeServiceMethods }),
  trackingNumber: text("tracking_number").notNull().default(""),
  ...timestamps(),
});

export const changeOrderStatuses = ["draft", "sent", "approved", "declined"] as const;

// Work added to or removed from a job once it is under way (app/jobs/). Its lines, tax rule and totals are fixed when
// it is written, in integer cents (a line below zero removes work). Only an approval adds to the contract value, and
// the value added is the total of the document the customer signed, kept whole in the approval.
export const changeOrders = sqliteTable(
  "change_orders",
  {
    id: id(),
    jobId: ownedBy("job_id", () => jobs.id),
    // CO-2026-0042.
    reference: text("reference").notNull(),
    // What the customer's approval names: an answer to another version is refused.
    version: integer("version").notNull().default(1),
    status: text("status", { enum: changeOrderStatuses }).notNull().default("draft"),
    reason: text("reason").notNull(),
    items: jsonList<{ description: string; quantityMilli: number; unit: string; unitPriceCents: number }>(
      "items",
    ),
    // The quote's tax rule when it was written (app/quotes/tax-classification.ts): rates in thousandths of a percent.
    taxClassification: text("tax_classification", { enum: taxClassifications }).notNull(),
    taxRateThousandths: integer("tax_rate_thousandths").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    sentAt: timestamp("sent_at"),
    declinedAt: timestamp("declined_at"),
    declineReason: text("decline_reason").notNull().default(""),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("change_orders_reference_unique").on(t.reference),
    index("change_orders_job_idx").on(t.jobId, t.createdAt),
  ],
);

// The customer's signature of a change order, the same evidence as a quote's: what was signed (the document and its
// SHA-256), by whom, when, from where, with which consent. One per change order.
export const changeOrderApprovals = sqliteTable(
  "change_order_approvals",
  {
    id: id(),
    changeOrderId: ownedBy("change_order_id", () => changeOrders.id),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    approvedAt: timestamp("approved_at").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    document: text("document").notNull(),
    documentSha256: text("document_sha256").notNull(),
  },
  (t) => [uniqueIndex("change_order_approvals_order_unique").on(t.changeOrderId)],
);

// ---- Invoices (app/invoices/, decision 038) ----
// The statuses and payment states are the invoice feature's own lists (app/invoices/lien-waivers.ts); repeated here
// as the columns' enums, and a test holds them equal.
export const invoiceKinds = ["progress", "final"] as const;
export const invoiceStatuses = [
  "draft",
  "sent",
  "viewed",
  "partially_paid",
  "processing",
  "paid",
  "objected",
  "void",
] as const;
export const invoicePaymentStatuses = ["processing", "cleared", "failed", "refunded"] as const;
export const invoiceEventTypes = [
  "created",
  "updated",
  "sent",
  "viewed",
  "payment",
  "voided",
  "reissued",
  // An online payment's states, as read back from the payment provider.
  "payment_processing",
  "payment_cleared",
  "payment_failed",
  "refunded",
  "disputed",
  "receipt",
  // A statutory lien waiver issued from the payment state (its form and amount in the detail).
  "waiver",
  "reminder",
  "reminders_off",
  "reminders_on",
] as const;
// How a progress invoice was measured: a share of the contract, chosen lines of the quote, or an amount. A final
// invoice bills what is left.
export type InvoiceBasis =
  | { type: "percent"; percentBps: number }
  | { type: "amount"; amountCents: number }
  | { type: "lines"; itemIds: string[] }
  | { type: "balance" };

// An invoice against an accepted quote's contract: money in integer cents, stored as computed when it was written;
// a sent invoice is never recomputed ("Void and reissue" writes a new one).
export const invoices = sqliteTable(
  "invoices",
  {
    id: id(),
    // INV-2026-0042.
    reference: text("reference").notNull(),
    kind: text("kind", { enum: invoiceKinds }).notNull(),
    status: text("status", { enum: invoiceStatuses }).notNull().default("draft"),
    quoteId: ownedBy("quote_id", () => quotes.id),
    // The job it bills, once jobs exist for the quote; null for an invoice made from the quote alone.
    jobId: text("job_id"),
    basis: text("basis", { mode: "json" }).$type<InvoiceBasis>().notNull(),
    taxClassification: text("tax_classification", { enum: taxClassifications }).notNull(),
    // Thousandths of a percent (8.3% = 8300).
    taxRateThousandths: integer("tax_rate_thousandths").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    // Basis points of a progress invoice's total withheld as retention; what it withholds; what a final one releases.
    retentionBps: integer("retention_bps").notNull().default(0),
    retentionCents: integer("retention_cents").notNull().default(0),
    retentionReleasedCents: integer("retention_released_cents").notNull().default(0),
    // The deposit (the quote's payments) applied to this invoice.
    creditsCents: integer("credits_cents").notNull().default(0),
    termsDays: integer("terms_days").notNull(),
    issuedOn: text("issued_on"), // YYYY-MM-DD, set when sent
    dueOn: text("due_on"),
    sentAt: timestamp("sent_at"),
    voidedAt: timestamp("voided_at"),
    // When a card payment of it was disputed (charge.dispute.created): flagged "Disputed", no reminders.
    disputedAt: timestamp("disputed_at"),
    // The void invoice this one reissues.
    replacesId: text("replaces_id"),
    // The office turned the payment reminders off for this invoice.
    remindersOff: flag("reminders_off"),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("invoices_reference_unique").on(t.reference),
    index("invoices_quote_idx").on(t.quoteId, t.createdAt),
    index("invoices_status_idx").on(t.status),
  ],
);

// The lines of an invoice, as billed.
export const invoiceItems = sqliteTable(
  "invoice_items",
  {
    id: id(),
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantityMilli: integer("quantity_milli").notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [index("invoice_items_invoice_idx").on(t.invoiceId, t.position)],
);

// The customer's private link to an invoice: only the SHA-256 of its token is kept, as for quotes.
export const invoiceLinks = sqliteTable(
  "invoice_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_links_invoice_idx").on(t.invoiceId)],
);

export const invoiceEvents = sqliteTable(
  "invoice_events",
  {
    id: id(),
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    type: text("type", { enum: invoiceEventTypes }).notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    at: timestamp("at").notNull(),
  },
  (t) => [index("invoice_events_invoice_idx").on(t.invoiceId, t.at)],
);

// The payment reminders an invoice was sent (app/invoices/invoice-reminders.server.ts): each step once, whichever
// process runs the reminders, held by the primary key.
export const invoiceReminderSteps = ["before_3", "due", "after_7", "after_14", "after_30"] as const;
export const invoiceReminders = sqliteTable(
  "invoice_reminders",
  {
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    step: text("step", { enum: invoiceReminderSteps }).notNull(),
    sentAt: timestamp("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);

// A payment toward an invoice: by hand (check, cash, transfer, card) or online. Only a cleared one counts as paid.
export const invoicePayments = sqliteTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: [...paymentMethods, "us_bank_account"] }).notNull(),
    status: text("status", { enum: invoicePaymentStatuses }).notNull().default("cleared"),
    // When it was made (a bank payment: when it started); when it cleared.
    paidAt: timestamp("paid_at").notNull(),
    clearedAt: timestamp("cleared_at"),
    // What was refunded of it, at most its amount.
    refundedCents: integer("refunded_cents").notNull().default(0),
    // The Checkout Session it was paid through; null for one recorded by hand.
    providerRef: text("provider_ref"),
    note: text("note").notNull().default(""),
    recordedBy: byUser("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidAt),
    uniqueIndex("invoice_payments_provider_ref_unique").on(t.providerRef),
  ],
);

// Each Stripe Checkout Session this site created for an invoice ("Pay"): a webhook's session must be one of these.
export const invoiceCheckoutSessions = sqliteTable(
  "invoice_checkout_sessions",
  {
    id: text("id").primaryKey(), // Stripe's cs_… id
    invoiceId: ownedBy("invoice_id", () => invoices.id),
    // What this site asked for, in usd: the amount due when the customer pressed "Pay".
    amountCents: integer("amount_cents").notNull(),
    url: text("url").notNull(),
    // Its PaymentIntent, once read back: refunds and disputes name it, not the session.
    paymentIntentId: text("payment_intent_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_checkout_sessions_invoice_idx").on(t.invoiceId),
    index("invoice_checkout_sessions_payment_intent_idx").on(t.paymentIntentId),
  ],
);
