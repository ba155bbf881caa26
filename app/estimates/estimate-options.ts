import type { estimates, estimateStatuses } from "~/db/schema";

// The options, labels and messages of an estimate request, without zod: what pages show (see ./estimate for the schema).
// The form's field names live in ./estimate-form-fields, which the /estimate page loads alone.
export * from "./estimate-form-fields";

export const ESTIMATE_MESSAGES = {
  consentRequired: "Please agree to the terms and conditions",
  requiredFields: "Please fill out all required fields",
  zip: "Enter a 5-digit ZIP code",
  notImage: "Photos must be images (JPEG, PNG, WebP or HEIC)",
  tooManyPhotos: (notAdded: readonly string[]) =>
    `Attach at most 10 photos: ${listText(notAdded)} ${notAdded.length === 1 ? "was" : "were"} not added`,
  unknownService: "Choose a service from the list",
  received: "Thank you! We received your estimate request",
  responseTime: "We usually respond within 1 to 2 business days.",
  failed: "Something went wrong. Please try again, or call us.",
} as const;

/** "a.jpg", "a.jpg and b.jpg", "a.jpg, b.jpg and c.jpg". */
export function listText(items: readonly string[]) {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The form's fields as its labels name them: a summary of a refused request names the fields to fix. */
export const ESTIMATE_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  propertyType: "Property type",
  address: "Job-site address",
  city: "City",
  zip: "ZIP code",
  size: "Approximate size",
  sizeUnit: "Unit",
  timeframe: "Timeframe",
  details: "Project details",
  photos: "Photos",
  consent: "Terms and conditions",
};

/** What a request says (its reference and what the visitor filled in): the API, the back office and the mails show it. */
const REQUEST_FIELD_KEYS = [
  "reference",
  "name",
  "email",
  "phone",
  "service",
  "propertyType",
  "address",
  "city",
  "zip",
  "size",
  "sizeUnit",
  "timeframe",
  "details",
] as const;

export type EstimateRequestFields = Pick<typeof estimates.$inferSelect, (typeof REQUEST_FIELD_KEYS)[number]>;

export function requestFieldsOf(estimate: EstimateRequestFields): EstimateRequestFields {
  return Object.fromEntries(REQUEST_FIELD_KEYS.map((key) => [key, estimate[key]])) as EstimateRequestFields;
}

export const NOT_SURE_SERVICE = "Not sure / other";

// The stored values are the labels themselves: readable in the API, the CSV export and the mails.
export const PROPERTY_TYPES = [
  "Residential",
  "HOA / community",
  "Commercial",
  "Public / municipal",
  "Industrial",
] as const;
export const SIZE_UNITS = ["sq ft", "linear ft", "parking stalls", "acres"] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
export const TIMEFRAMES = [
  "As soon as possible",
  "Within a month",
  "In 1–3 months",
  "Just planning",
] as const;

export type EstimateStatus = (typeof estimateStatuses)[number];

export const ESTIMATE_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  site_visit_scheduled: "Site visit scheduled",
  estimate_sent: "Estimate sent",
  won: "Won",
  lost: "Lost",
} as const satisfies Record<EstimateStatus, string>;

/** The reference a visitor quotes: EST-, the year, then a sequence of at least four digits. */
export const ESTIMATE_REFERENCE_PATTERN = /^EST-\d{4}-\d{4,}$/;
