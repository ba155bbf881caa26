import { accountEndpoints } from "./accounts";
import { blogEndpoints } from "./blog";
import { crewEndpoints } from "./crews";
import type { Endpoint } from "./endpoint";
import { estimateEndpoints } from "./estimates";
import { invoiceEndpoints } from "./invoices";
import { jobEndpoints } from "./jobs";
import { keywordEndpoints } from "./keywords";
import { logEndpoints } from "./logs";
import { mediaEndpoints } from "./media";
import { messageEndpoints } from "./messages";
import { newsletterEndpoints } from "./newsletter";
import { projectEndpoints } from "./projects";
import { quoteEndpoints } from "./quotes";
import { siteContentEndpoints } from "./site-content";
import { testimonialEndpoints } from "./testimonials";

// Every endpoint of the JSON API, each described once in its feature's file: the OpenAPI document
// (/api/openapi.json), the reference page (/api/docs) and the contract tests are all generated from this list, in this
// order. Request schemas are the very zod schemas the endpoints validate with; response schemas are the record
// schemas the serialisers in app/api/serialize return.
export const endpoints: Endpoint[] = [
  ...accountEndpoints,
  ...messageEndpoints,
  ...estimateEndpoints,
  ...quoteEndpoints,
  ...crewEndpoints,
  ...jobEndpoints,
  ...invoiceEndpoints,
  ...newsletterEndpoints,
  ...testimonialEndpoints,
  ...logEndpoints,
  ...blogEndpoints,
  ...projectEndpoints,
  ...keywordEndpoints,
  ...siteContentEndpoints,
  ...mediaEndpoints,
];
