import { z } from "zod";
import { env } from "~/env.server";
import { formatBytes } from "~/media/format-bytes";
import { JSON_BODY_LIMIT } from "../http.server";
import { apiErrorSchema, type Endpoint } from "./endpoint";
import { endpoints } from "./endpoints";

type JsonSchema = Record<string, unknown>;

/** zod -> JSON Schema 2020-12 (OpenAPI 3.1's dialect), describing what a client sends or receives. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };

const errorDescriptions: Record<number, string> = {
  400: "Bad input: malformed JSON, missing or invalid fields (see fieldErrors)",
  401: "No bearer token, or an invalid, expired or tampered one (sign-in: wrong e-mail or password)",
  403: "The token's user is not an administrator",
  404: "No such record",
  405: "Method not allowed (see the Allow header)",
  409: "Conflicts with an existing record (an e-mail or title already in use)",
  413: "The body or a file is too large",
  415: "Wrong content type",
  429: "Too many requests (see Retry-After)",
  502: "The AI writer or image service failed; nothing was saved",
  503: "Too many uploads, pictures or PDFs at once; nothing was kept (see Retry-After)",
};

/** Every error status an endpoint can answer: the uniform edges, its auth, body and path, and its own rules. */
export function errorStatuses(endpoint: Endpoint) {
  const statuses = new Set<number>([405, ...(endpoint.errors ?? [])]);
  if (endpoint.json || endpoint.multipart) [400, 413, 415].forEach((s) => statuses.add(s));
  if (endpoint.multipart || endpoint.file) statuses.add(503);
  if (endpoint.auth !== "public") statuses.add(401);
  if (endpoint.auth === "admin") statuses.add(403);
  if (endpoint.path.includes("{")) statuses.add(404);
  if (endpoint.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

export function errorDescription(status: number) {
  return errorDescriptions[status] ?? "Error";
}

// Headers some error answers carry.
const errorHeaders: Record<number, Record<string, unknown>> = {
  405: { Allow: { description: "The methods this path accepts", schema: { type: "string" } } },
  429: {
    "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
  },
};

const security: Record<Endpoint["auth"], Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

const authNotes: Record<Endpoint["auth"], string> = {
  public: "Public.",
  optional: "Public; a bearer token, when sent, must be valid.",
  user: "Needs a bearer token.",
  admin: "Needs an administrator's bearer token.",
};

/** What an endpoint's body may be and how large (shown in the OpenAPI document and on /api/docs). */
export function bodyLimits(endpoint: Endpoint) {
  if (endpoint.json) return `JSON, at most ${formatBytes(JSON_BODY_LIMIT)}.`;
  if (!endpoint.multipart) return null;
  return (
    `multipart/form-data. Per file: images at most ${formatBytes(env.MEDIA_MAX_IMAGE_BYTES)} ` +
    `(and ${Math.round(env.MEDIA_MAX_IMAGE_PIXELS / 1e6)} megapixels), videos at most ` +
    `${formatBytes(env.MEDIA_MAX_VIDEO_BYTES)}; checked by content, not by name. Per request: at most ` +
    `${endpoint.multipart.maxFiles} files. Over a limit: 413.`
  );
}

function requestBody(endpoint: Endpoint) {
  if (endpoint.json) {
    return {
      required: !endpoint.jsonOptional,
      description: bodyLimits(endpoint),
      content: { "application/json": { schema: jsonSchemaOf(endpoint.json, "input") } },
    };
  }
  if (endpoint.multipart) {
    const properties: JsonSchema = {};
    for (const field of endpoint.multipart.fields) {
      const one = field.file
        ? { type: "string", contentMediaType: "application/octet-stream", description: field.description }
        : { type: "string", description: field.description };
      properties[field.name] = field.repeated
        ? { type: "array", items: one, description: field.description }
        : one;
    }
    return {
      required: true,
      description: bodyLimits(endpoint),
      content: { "multipart/form-data": { schema: { type: "object", properties } } },
    };
  }
  return undefined;
}

function operation(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const queryParams = (endpoint.query ?? []).map((param) => ({
    name: param.name,
    in: "query",
    required: false,
    description: param.description,
    schema: jsonSchemaOf(param.schema, "input"),
  }));
  const responses: Record<string, unknown> = {
    [endpoint.success.status]: {
      description: endpoint.success.description,
      content: endpoint.file
        ? { [endpoint.file]: { schema: { type: "string", contentMediaType: endpoint.file } } }
        : { "application/json": { schema: jsonSchemaOf(endpoint.success.schema, "output") } },
    },
  };
  if (endpoint.cacheable) responses["304"] = { description: "Not modified (If-None-Match matched the ETag)" };
  for (const status of errorStatuses(endpoint)) {
    responses[status] = {
      description: errorDescription(status),
      ...(errorHeaders[status] ? { headers: errorHeaders[status] } : {}),
      content: { "application/json": { schema: errorRef } },
    };
  }
  const body = requestBody(endpoint);
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string = "") => c.toUpperCase())}`,
    summary: endpoint.summary,
    description: [endpoint.description, authNotes[endpoint.auth]].filter(Boolean).join(" "),
    tags: [endpoint.tag],
    security: security[endpoint.auth],
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the endpoint list. */
export function buildOpenApiDocument(siteName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteName} API`,
      version: "1.0.0",
      description:
        "JSON API of the website and back office. Bodies are JSON except the multipart uploads. Errors are " +
        "`{ success: false, error, fieldErrors? }` with a 4xx status. Sign in with POST /user/signin and send " +
        "`Authorization: Bearer <token>`. Public GETs may be cached briefly and revalidated with ETag.",
    },
    servers: [{ url: "/api" }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: jsonSchemaOf(apiErrorSchema, "output") },
    },
    paths,
  };
}
