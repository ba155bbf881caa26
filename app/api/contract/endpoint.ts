import { z } from "zod";

// What an endpoint of the JSON API is, and the pieces the features' contracts share. Each feature's contract sits in
// its own file of this folder: the records its endpoints answer with, as zod schemas (the OpenAPI document is
// generated from them, the contract test checks real answers against them, and the serialisers in app/api/serialize
// are typed by them), then its endpoints. endpoints.ts lists them all.

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
  jsonOptional?: boolean; // the body may be left out (every field of `json` has a default)
  multipart?: { fields: MultipartField[]; schema?: z.ZodType; maxFiles: number };
  query?: { name: string; description: string; schema: z.ZodType }[];
  success: { status: 200 | 201; description: string; schema: z.ZodType };
  /** A success that is a file, not JSON (its media type: `application/pdf`); `success.schema` is then unused. */
  file?: "application/pdf";
  rateLimited?: boolean;
  cacheable?: boolean; // public, short-lived caching with ETag revalidation
  errors?: number[]; // error statuses of this endpoint's own rules, beyond those its auth, body and path imply
};

export const recordId = z.string().describe("Record id");
export const isoDate = z.string().describe("ISO 8601 date-time");

export const imageVariantSchema = z.object({
  format: z.enum(["avif", "webp"]),
  width: z.number().int(),
  src: z.string(),
});

export const ok = z.literal(true);
export const messageOnly = z.object({ success: ok, message: z.string() });

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
