import { z } from "zod";
import { blogPostSchema } from "~/blog/blog-post";
import { servicesSchema, siteSettingsSchema } from "~/content/site-settings";
import { newsletterSchema } from "~/newsletter/subscriber";
import { apiCampaignSchema } from "~/newsletter/newsletter-campaign";
import { keywordListSchema } from "~/content/keyword";
import { testimonialSchema, testimonialUpdateSchema } from "~/testimonials/testimonial";
import { UPLOAD_FILES_PER_REQUEST, uploadFieldsSchema } from "~/media-library/media-upload";
import { contactMessageSchema } from "~/leads/contact-message";
import { estimatePatchSchema } from "~/estimates/estimate-admin";
import { MAX_ESTIMATE_PHOTOS, PROPERTY_TYPES, SIZE_UNITS, TIMEFRAMES } from "~/estimates/estimate-options";
import { projectFieldsSchema, projectUpdateSchema } from "~/projects/project";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/projects/project-admin";
import { apiReverifySchema, apiVerifyEmailSchema, forgotPasswordSchema, signinSchema } from "~/accounts/user";
import { resetPasswordSchema, signupSchema } from "~/auth/account-schemas.server";
import {
  aiImageJsonSchema,
  archiveEntrySchema,
  blogPostJsonSchema,
  customerJsonSchema,
  logJsonSchema,
  mediaUploadJsonSchema,
  messageJsonSchema,
  projectImageJsonSchema,
  projectJsonSchema,
  userJsonSchema,
} from "./records";
import { campaignJsonSchema } from "./newsletter-records";
import { testimonialJsonSchema } from "./testimonial-records";
import { estimateCreatedSchema, estimateJsonSchema } from "./estimate-records";
import { quoteJsonSchema } from "./quote-records";
import { quoteApiSchema, quotePatchSchema } from "~/quotes/quote-schema";
import {
  contentPageJsonSchema,
  pageContentBodySchema,
  servicesJsonSchema,
  settingsJsonSchema,
} from "./content-records";

// Every endpoint of the JSON API, described once: the OpenAPI document (/api/openapi.json), the reference page
// (/api/docs) and the contract tests are all generated from this list. Request schemas are the very zod schemas the
// endpoints validate with; response schemas are the record schemas the serialisers in app/api/serialize return.

export type Auth = "public" | "optional" | "user" | "admin";
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type MultipartField = {
  name: string;
  description: string;
  file?: "image" | "video";
  repeated?: boolean;
};

export type Endpoint = {
  method: HttpMethod;
  path: string; // OpenAPI form below /api, e.g. "/projects/{id}"
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  json?: z.ZodType; // a JSON request body
  multipart?: { fields: MultipartField[]; schema?: z.ZodType; maxFiles: number };
  query?: { name: string; description: string; schema: z.ZodType }[];
  success: { status: 200 | 201; description: string; schema: z.ZodType };
  rateLimited?: boolean;
  cacheable?: boolean; // public, short-lived caching with ETag revalidation
  errors?: number[]; // error statuses of this endpoint's own rules, beyond those its auth, body and path imply
};

const ok = z.literal(true);
const messageOnly = z.object({ success: ok, message: z.string() });
const testimonialSaved = z.object({
  success: ok,
  message: z.string(),
  testimonial: testimonialJsonSchema,
  warning: z
    .string()
    .optional()
    .describe("Set when the city matches no service area: it shows on no city page"),
});
const signedIn = z.object({
  success: ok,
  message: z.string(),
  user: userJsonSchema.extend({ token: z.string() }),
  token: z
    .string()
    .describe(
      "Bearer token: an HS256 JWT for the audience `contractor-site/api` with an `exp` claim (7 days) and the account's token version (`ver`). A password change or reset, sign out everywhere, losing admin rights or deleting the account revokes every token issued before at once (401).",
    ),
});
const postAnswer = z.object({ success: ok, post: blogPostJsonSchema });
const keywordsAnswer = z.object({ keywords: z.array(z.object({ word: z.string() })) });

const signupBody = signupSchema;

const signup: Endpoint = {
  method: "post",
  path: "/user/signup",
  tag: "Accounts",
  summary: "Sign up",
  description:
    "Creates an unverified account and mails a 6-digit code. The password needs at least 12 characters and must not be a common password. `confirm-password` is accepted for `confirmPassword`.",
  auth: "public",
  json: signupBody,
  success: { status: 201, description: "The new user and a bearer token", schema: signedIn },
  rateLimited: true,
  errors: [409],
};

export const endpoints: Endpoint[] = [
  // Accounts
  signup,
  {
    ...signup,
    path: "/user/create",
    summary: "Sign up (older name of /user/signup)",
    description: undefined,
  },
  {
    method: "post",
    path: "/user/signin",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "Wrong credentials answer 401 with one message whether or not the e-mail exists. Every attempt counts against the account before the password is checked: after 10 failures in 15 minutes the account answers 429 (with Retry-After) until the window ends; a success clears the count.",
    auth: "public",
    json: signinSchema,
    success: { status: 200, description: "The user and a bearer token", schema: signedIn },
    rateLimited: true,
    errors: [401],
  },
  {
    method: "get",
    path: "/user",
    tag: "Accounts",
    summary: "The user of the bearer token",
    description: "A revoked token (password changed or reset, signed out everywhere, demoted) answers 401.",
    auth: "user",
    success: {
      status: 200,
      description: "The signed-in user",
      schema: z.object({ success: ok, user: userJsonSchema }),
    },
  },
  {
    method: "get",
    path: "/user/all",
    tag: "Accounts",
    summary: "Every user",
    auth: "admin",
    success: {
      status: 200,
      description: "All users, oldest first",
      schema: z.object({ users: z.array(userJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/user/forgot-password",
    tag: "Accounts",
    summary: "Mail a password reset link",
    description: "Answers the same whether or not the address has an account.",
    auth: "public",
    json: forgotPasswordSchema,
    success: { status: 200, description: "Always the same message", schema: messageOnly },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/reset-password",
    tag: "Accounts",
    summary: "Set a new password with a mailed reset token",
    description:
      "The token works once, for an hour. The new password needs at least 12 characters and must not be a common password. Every web session and every API token of the account ends at once (sign in again), and the owner gets a mail saying the password was changed.",
    auth: "public",
    json: resetPasswordSchema,
    success: { status: 200, description: "The password was changed", schema: messageOnly },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/verify-email",
    tag: "Accounts",
    summary: "Verify the e-mail address with the mailed code",
    description:
      "Whose code: the `token` in the body or a bearer header, else `email`. 5 tries, 15 minutes. Asked by `email`, every refusal is the same 400 whether or not the address has an account or is already verified.",
    auth: "optional",
    json: apiVerifyEmailSchema,
    success: {
      status: 200,
      description: "The verified user",
      schema: z.object({
        success: ok,
        message: z.string(),
        user: userJsonSchema,
      }),
    },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/reverify",
    tag: "Accounts",
    summary: "Mail a new verification code",
    auth: "optional",
    json: apiReverifySchema,
    success: { status: 200, description: "A new code was sent", schema: messageOnly },
    rateLimited: true,
  },

  // Contact messages
  {
    method: "post",
    path: "/message",
    tag: "Messages",
    summary: "Send a contact message",
    description: "The contact form's payload. The message is stored before any notification mail is tried.",
    auth: "public",
    json: contactMessageSchema,
    success: {
      status: 201,
      description: "The stored message",
      schema: z.object({ success: ok, message: z.string(), data: messageJsonSchema }),
    },
    rateLimited: true,
  },
  {
    method: "get",
    path: "/message",
    tag: "Messages",
    summary: "Every contact message",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ messages: z.array(messageJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/message/{id}",
    tag: "Messages",
    summary: "One contact message",
    auth: "admin",
    success: { status: 200, description: "The message", schema: z.object({ message: messageJsonSchema }) },
  },
  {
    method: "delete",
    path: "/message/{id}",
    tag: "Messages",
    summary: "Delete a contact message",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },

  // Estimate requests: the public form's payload
  {
    method: "post",
    path: "/estimates",
    tag: "Estimates",
    summary: "Request an estimate",
    description:
      "The /estimate form's fields, with up to 10 job-site photos (JPEG, PNG, WebP or HEIC, checked by content; " +
      "each is auto-rotated, stripped of all metadata including GPS, and stored privately). `service` is one of the " +
      'service names the form lists, or "Not sure / other". A refused request stores nothing, photos included. The ' +
      "visitor gets an acknowledgement mail with the reference, the office a notice with a link to the request.",
    auth: "public",
    multipart: {
      maxFiles: MAX_ESTIMATE_PHOTOS,
      fields: [
        { name: "name", description: "Required" },
        { name: "email", description: "Required" },
        {
          name: "phone",
          description:
            "Required: a US number of 10 digits, written any usual way (+1, spaces, dots, dashes, parentheses); " +
            "stored as the digits",
        },
        {
          name: "service",
          description: 'Required: a service name as listed on the form, or "Not sure / other"',
        },
        { name: "propertyType", description: `Optional: ${PROPERTY_TYPES.join(", ")}` },
        { name: "address", description: "Required: the job-site address" },
        { name: "city", description: "Required" },
        { name: "zip", description: "Required: 5 digits" },
        {
          name: "size",
          description:
            'Optional: the approximate size, a number with up to two decimals, optionally with its unit ("2.5 acres", ' +
            '"120 stalls"), which then fills sizeUnit',
        },
        { name: "sizeUnit", description: `Optional: ${SIZE_UNITS.join(", ")}` },
        { name: "timeframe", description: `Optional: ${TIMEFRAMES.join(", ")}` },
        { name: "details", description: "Required: the project details" },
        { name: "consent", description: "Required: true (agreement to the terms and conditions)" },
        {
          name: "photos",
          description: `Photos (JPEG, PNG, WebP or HEIC), at most ${MAX_ESTIMATE_PHOTOS}`,
          file: "image",
          repeated: true,
        },
      ],
    },
    success: {
      status: 201,
      description: "The request's id and the reference to quote",
      schema: estimateCreatedSchema,
    },
    rateLimited: true,
  },

  // Estimate requests: the office's side
  {
    method: "get",
    path: "/estimates",
    tag: "Estimates",
    summary: "Every estimate request",
    description:
      "Photos are listed by their private URL, which only a signed-in admin's browser session can open.",
    auth: "admin",
    query: [
      {
        name: "status",
        description: "Only requests with this status (its value or its label, e.g. won or Won)",
        schema: z.string(),
      },
      { name: "service", description: "Only requests for this service", schema: z.string() },
      {
        name: "q",
        description:
          "Requests whose name, e-mail, phone (any format), street, city, ZIP, service or reference contain this",
        schema: z.string(),
      },
      {
        name: "followUp",
        description: "due: only open requests whose follow-up date is today (Arizona) or earlier",
        schema: z.string(),
      },
    ],
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ estimates: z.array(estimateJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "One estimate request",
    auth: "admin",
    success: {
      status: 200,
      description: "The request with its photos",
      schema: z.object({ estimate: estimateJsonSchema }),
    },
  },
  {
    method: "patch",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "Change an estimate request's status, follow-up date or site visit",
    description:
      "Send any of status, followUpOn (yyyy-mm-dd, or null to clear), siteVisitAt (ISO 8601 with an offset, e.g. " +
      "2026-03-04T09:30:00-07:00, or null to clear) and siteVisitNote (a note for the crew); a field left out keeps " +
      "its value. site_visit_scheduled needs a site visit, given or kept: without one it is a 400 with " +
      "fieldErrors.siteVisitAt. A new or moved site visit mails the customer with a calendar invitation " +
      "(text/calendar, the same UID for every change). The first status other than new records the time of first " +
      "contact. Each change writes an audit row.",
    auth: "admin",
    json: estimatePatchSchema,
    success: {
      status: 200,
      description: "The saved request",
      schema: z.object({ success: ok, message: z.string(), estimate: estimateJsonSchema }),
    },
  },
  {
    method: "delete",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "Delete an estimate request",
    description: "Deletes its notes and its photos' files too.",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },

  // Quotes: written by the office, signed and paid by the customer on a private page. Money is integer cents.
  {
    method: "get",
    path: "/quotes",
    tag: "Quotes",
    summary: "Every quote",
    auth: "admin",
    query: [
      {
        name: "status",
        description: "Only quotes with this status (its value or its label, e.g. changes_requested)",
        schema: z.string(),
      },
    ],
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ quotes: z.array(quoteJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/quotes",
    tag: "Quotes",
    summary: "Write a quote (a draft)",
    description:
      "1 to 100 items, each with a quantity above 0 (up to three decimals) and a unit price from 0 to " +
      "1,000,000,000 cents; `optional: true` marks a line the customer may add. Tax from 0 to 20% on the subtotal " +
      "(required items and the optional ones chosen). The deposit as `depositPercent` of the total or as " +
      "`depositCents`, at most the total of the required items. `estimateId` links the estimate request it answers.",
    auth: "admin",
    json: quoteApiSchema,
    success: {
      status: 201,
      description: "The new draft with its Q- reference and totals",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
  },
  {
    method: "get",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "One quote",
    description: "With its lines, totals, signature, payments and timeline.",
    auth: "admin",
    success: { status: 200, description: "The quote", schema: z.object({ quote: quoteJsonSchema }) },
  },
  {
    method: "patch",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "Change a quote",
    description:
      "Any of POST's fields; the others keep their values, and the whole is checked again. A version the customer " +
      "has seen becomes a new version, shown at once behind the same link (an accept of the older version is " +
      "refused). An accepted quote is locked: 409.",
    auth: "admin",
    json: quotePatchSchema,
    success: {
      status: 200,
      description: "The saved quote",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
    errors: [409],
  },
  {
    method: "delete",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "Delete a draft",
    description: "Only a draft that was never sent; anything else is kept: 409.",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
    errors: [409],
  },
  {
    method: "post",
    path: "/quotes/{id}/send",
    tag: "Quotes",
    summary: "Send a quote to the customer",
    description:
      'Mails the customer "Quote Q-… from {company}" with the total, the last day and a private link ' +
      "(PUBLIC_URL/q/{token}; only the token's hash is stored). `validUntil` must lie in the future (400). A " +
      "linked estimate request moves to Estimate sent. An accepted quote: 409.",
    auth: "admin",
    success: {
      status: 200,
      description: "The quote, status sent",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
    errors: [409],
  },

  // Newsletter subscribers
  {
    method: "post",
    path: "/customer",
    tag: "Newsletter",
    summary: "Subscribe to the newsletter",
    description:
      "Double opt-in: the subscriber stays pending until the mailed link is followed. Twice is no error.",
    auth: "public",
    json: newsletterSchema,
    success: {
      status: 200,
      description: "Subscribed (pending confirmation)",
      schema: z.object({
        success: ok,
        message: z.string(),
        customer: customerJsonSchema.pick({ _id: true, email: true, status: true }),
      }),
    },
    rateLimited: true,
  },
  {
    method: "get",
    path: "/customer",
    tag: "Newsletter",
    summary: "Every subscriber",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ customers: z.array(customerJsonSchema) }),
    },
  },

  // Newsletter campaigns
  {
    method: "get",
    path: "/newsletter/campaigns",
    tag: "Newsletter",
    summary: "Every campaign with its delivery counts",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ campaigns: z.array(campaignJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/newsletter/campaigns",
    tag: "Newsletter",
    summary: "Write a campaign, and send it with `send: true`",
    description:
      "`message` is plain text or Markdown (raw HTML is shown as text). With `send: true` one delivery per confirmed " +
      "subscriber is queued at once and the worker mails them at NEWSLETTER_RATE_PER_MINUTE; otherwise it is a " +
      "draft. An `idempotencyKey` (or an `Idempotency-Key` header) makes a repeated call answer the first campaign " +
      "and send nothing more. 409: no confirmed subscribers, no postal address in the site settings, or a key " +
      "used for other content.",
    auth: "admin",
    json: apiCampaignSchema,
    success: {
      status: 201,
      description: "The campaign (the first one, for a repeated idempotency key)",
      schema: z.object({ success: ok, message: z.string(), campaign: campaignJsonSchema }),
    },
    errors: [409],
  },
  {
    method: "get",
    path: "/newsletter/campaigns/{id}",
    tag: "Newsletter",
    summary: "One campaign with its delivery counts",
    auth: "admin",
    success: { status: 200, description: "The campaign", schema: z.object({ campaign: campaignJsonSchema }) },
  },

  // Testimonials
  {
    method: "get",
    path: "/testimonials",
    tag: "Testimonials",
    summary: "Published testimonials",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ testimonials: z.array(testimonialJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/testimonials",
    tag: "Testimonials",
    summary: "Add a testimonial",
    description:
      "A customer's words; no rating. `projectId` names a project the testimonial shows on. `city` is stored as the " +
      'service area of that name spells it (case and a trailing ", AZ" do not matter); a city no area has is kept ' +
      "and answered with a `warning`.",
    auth: "admin",
    json: testimonialSchema,
    success: {
      status: 201,
      description: "The stored testimonial",
      schema: testimonialSaved,
    },
  },
  {
    method: "patch",
    path: "/testimonials/{id}",
    tag: "Testimonials",
    summary: "Change any of a testimonial's fields",
    description: "`city` is matched to a service area as on POST, with the same `warning`.",
    auth: "admin",
    json: testimonialUpdateSchema,
    success: {
      status: 200,
      description: "The updated testimonial",
      schema: testimonialSaved,
    },
  },
  {
    method: "delete",
    path: "/testimonials/{id}",
    tag: "Testimonials",
    summary: "Delete a testimonial",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },

  // Logs
  {
    method: "get",
    path: "/logs",
    tag: "Logs",
    summary: "The audit and event log",
    auth: "admin",
    query: [
      {
        name: "level",
        description: "debug, info, warn or error",
        schema: z.enum(["debug", "info", "warn", "error"]),
      },
      { name: "event", description: "An event name, e.g. auth.signin", schema: z.string() },
      {
        name: "limit",
        description: "At most this many rows (default 200, at most 1000)",
        schema: z.number().int(),
      },
    ],
    success: { status: 200, description: "Newest first", schema: z.object({ logs: z.array(logJsonSchema) }) },
  },

  // Blog
  {
    method: "get",
    path: "/blog",
    tag: "Blog",
    summary: "Published posts",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ blogPosts: z.array(blogPostJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/all",
    tag: "Blog",
    summary: "All posts (drafts too for an admin token)",
    auth: "optional",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ blogPosts: z.array(blogPostJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/archive",
    tag: "Blog",
    summary: "Archive list of titles",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ titles: z.array(archiveEntrySchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "One post",
    description: "Drafts answer 404 unless the bearer token is an admin's.",
    auth: "optional",
    success: { status: 200, description: "The post", schema: z.object({ post: blogPostJsonSchema }) },
  },
  {
    method: "post",
    path: "/blog",
    tag: "Blog",
    summary: "Create a post",
    description: "`img` is empty or the URL of an AI image or an upload. A title already in use answers 409.",
    auth: "admin",
    json: blogPostSchema,
    success: { status: 201, description: "The created post", schema: postAnswer },
    errors: [409],
  },
  {
    method: "put",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "Replace a post's content",
    description: "The previous version is kept as a revision.",
    auth: "admin",
    json: blogPostSchema,
    success: { status: 200, description: "The saved post", schema: postAnswer },
    errors: [409],
  },
  {
    method: "delete",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "Delete a post",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
  {
    method: "get",
    path: "/blog/generate_post",
    tag: "Blog",
    summary: "Generate a draft post",
    description:
      "Writes a new draft (marked generated) about a service or keyword, with an image. 409 while the site lists no " +
      "services (every post is about one); 502 if the AI fails.",
    auth: "admin",
    success: { status: 201, description: "The generated draft", schema: postAnswer },
    errors: [409, 502],
  },
  {
    method: "get",
    path: "/blog/enhance/{id}",
    tag: "Blog",
    summary: "Enhance a post",
    description: "Rewrites the post in place (marked enhanced); the old version is kept as a revision.",
    auth: "admin",
    success: { status: 200, description: "The enhanced post", schema: postAnswer },
    errors: [502],
  },

  // Projects
  {
    method: "get",
    path: "/projects",
    tag: "Projects",
    summary: "Every project",
    description: "The bare array, newest first.",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "Newest first", schema: z.array(projectJsonSchema) },
  },
  {
    method: "post",
    path: "/projects",
    tag: "Projects",
    summary: "Create a project",
    auth: "admin",
    json: projectFieldsSchema,
    success: { status: 201, description: "The created project (bare)", schema: projectJsonSchema },
  },
  {
    method: "get",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "One project",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The bare project", schema: projectJsonSchema },
  },
  {
    method: "put",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Update a project",
    description: "Any subset of the fields; the others keep their values.",
    auth: "admin",
    json: projectUpdateSchema,
    success: { status: 200, description: "The updated project (bare)", schema: projectJsonSchema },
  },
  {
    method: "delete",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Delete a project and its image files",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
  {
    method: "post",
    path: "/projects/{id}/images",
    tag: "Projects",
    summary: "Add images to a project",
    description: "Each file is checked by content; one bad file adds none.",
    auth: "admin",
    multipart: {
      maxFiles: PROJECT_IMAGES_PER_UPLOAD,
      fields: [
        {
          name: "images",
          description: "Image files (JPEG, PNG, WebP, AVIF, GIF, TIFF)",
          file: "image",
          repeated: true,
        },
        { name: "alt", description: "Alt text for all of them (optional)" },
      ],
    },
    success: {
      status: 201,
      description: "The added images",
      schema: z.object({ images: z.array(projectImageJsonSchema) }),
    },
  },
  {
    method: "delete",
    path: "/projects/{id}/images/{imageId}",
    tag: "Projects",
    summary: "Delete one image of a project",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },

  // Keywords
  {
    method: "get",
    path: "/admin/keywords",
    tag: "Keywords",
    summary: "The site's SEO keywords",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "In order", schema: keywordsAnswer },
  },
  {
    method: "post",
    path: "/admin/keywords",
    tag: "Keywords",
    summary: "Replace the SEO keywords",
    description: "Blank rows are dropped and duplicates (any case) merged.",
    auth: "admin",
    json: keywordListSchema,
    success: {
      status: 200,
      description: "The saved list",
      schema: keywordsAnswer.extend({ success: ok, message: z.string() }),
    },
  },

  // The office's own content: company details, service lists, editable pages
  {
    method: "get",
    path: "/settings",
    tag: "Site content",
    summary: "The company's details",
    description:
      "Name, contact details, address, licence line, hours, service area, social and footer links.",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The settings", schema: z.object({ settings: settingsJsonSchema }) },
  },
  {
    method: "put",
    path: "/settings",
    tag: "Site content",
    summary: "Replace the company's details",
    description:
      "Every field is sent (lists may be empty), except openingHours and afterHoursPhone, which keep their value " +
      "when left out. Each opening-hours entry needs opens and closes (HH:MM, closes after opens) unless closed. " +
      "The audit log records each changed field's old and new value.",
    auth: "admin",
    json: siteSettingsSchema,
    success: {
      status: 200,
      description: "The saved settings and the names of the fields that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        settings: settingsJsonSchema,
      }),
    },
  },
  {
    method: "get",
    path: "/services",
    tag: "Site content",
    summary: "The four service lists",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The lists", schema: z.object({ services: servicesJsonSchema }) },
  },
  {
    method: "put",
    path: "/services",
    tag: "Site content",
    summary: "Replace the four service lists",
    description: "All four lists are sent; every service needs a name.",
    auth: "admin",
    json: servicesSchema,
    success: {
      status: 200,
      description: "The saved lists and the lists that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        services: servicesJsonSchema,
      }),
    },
  },
  {
    method: "get",
    path: "/pages/{slug}",
    tag: "Site content",
    summary: "An editable page's content",
    description: "slug: home, services, mission-statement, contact, terms or privacy.",
    auth: "admin",
    success: { status: 200, description: "The page", schema: z.object({ page: contentPageJsonSchema }) },
  },
  {
    method: "put",
    path: "/pages/{slug}",
    tag: "Site content",
    summary: "Save an editable page",
    description:
      "Stores a new version; the one it replaces is kept as a revision (restorable in the back office).",
    auth: "admin",
    json: pageContentBodySchema,
    success: {
      status: 200,
      description: "The saved page and the fields that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        page: contentPageJsonSchema,
      }),
    },
  },

  // Media
  {
    method: "get",
    path: "/ai/images",
    tag: "Media",
    summary: "AI images",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ images: z.array(aiImageJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/upload",
    tag: "Media",
    summary: "Upload an image and/or a video",
    description:
      "Images go through the image pipeline; videos must be MP4 or WebM. A refused file stores nothing.",
    auth: "admin",
    multipart: {
      schema: uploadFieldsSchema,
      maxFiles: UPLOAD_FILES_PER_REQUEST,
      fields: [
        { name: "img", description: "An image file", file: "image" },
        { name: "video", description: "An MP4 or WebM video", file: "video" },
        { name: "caption", description: "Caption (optional)" },
        { name: "alt", description: "Alt text (optional)" },
        { name: "hidden", description: '"true" or "on" to hide it from the public library' },
      ],
    },
    success: {
      status: 201,
      description: "The stored uploads",
      schema: z.object({ success: ok, message: z.string(), uploads: z.array(mediaUploadJsonSchema) }),
    },
  },
];
