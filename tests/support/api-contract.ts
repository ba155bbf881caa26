// Shared pieces of the API contract tests: the OpenAPI document as served, a validator for its schemas, a request
// helper that gives every call its own client address (so per-IP rate limits never mix tests), and tokens.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import { apiTokenFor, createApiUser } from "./e2e-api";

export type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};
export type Operation = {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: object }>; headers?: Record<string, object> }
  >;
};

const clientAddress = () => `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;
export const unique = () => randomBytes(5).toString("hex");

export type CallOptions = {
  token?: string;
  json?: unknown;
  raw?: { body: string | Buffer; contentType: string };
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  headers?: Record<string, string>;
};

/** One API call with its own X-Forwarded-For; `path` is below /api. */
export function callApi(request: APIRequestContext, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": clientAddress(), ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let data: string | Buffer | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    data = JSON.stringify(options.json);
  } else if (options.raw) {
    headers["Content-Type"] = options.raw.contentType;
    data = options.raw.body;
  }
  return request.fetch(`/api${path}`, {
    method,
    headers,
    data,
    multipart: options.multipart,
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

export async function loadOpenApi(request: APIRequestContext): Promise<OpenApiDoc> {
  const response = await request.get("/api/openapi.json");
  if (response.status() !== 200) throw new Error(`/api/openapi.json answered ${response.status()}`);
  return (await response.json()) as OpenApiDoc;
}

/** Validates answers against the schemas of the served OpenAPI document. */
export function responseValidator(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: "contract", components: doc.components }, "contract");
  const cache = new Map<object, ReturnType<typeof ajv.compile>>();
  const compile = (schema: object) => {
    let validate = cache.get(schema);
    if (!validate) {
      // Error responses point at #/components/schemas/Error: resolve them inside the "contract" schema.
      const rewritten = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'),
      );
      validate = ajv.compile(rewritten);
      cache.set(schema, validate);
    }
    return validate;
  };
  return async (path: string, method: string, response: APIResponse) => {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${method} ${path} is not in the OpenAPI document`;
    const documented = operation.responses[String(response.status())];
    if (!documented) return `${method} ${path} answered ${response.status()}, which is not documented`;
    const schema = documented.content?.["application/json"]?.schema;
    if (!schema) return null;
    const body = await response.json();
    const validate = compile(schema);
    return validate(body)
      ? null
      : `${method} ${path}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`;
  };
}

/** An admin, a verified non-admin, and broken tokens for the auth matrix. */
export async function tokens() {
  const admin = await createApiUser({ isAdmin: true });
  const member = await createApiUser({ isAdmin: false, isVerified: true });
  const expired = await apiTokenFor(admin.user.id, -60);
  const [head, payload, signature] = admin.token.split(".");
  const tampered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
  return { admin, member, expired, tampered };
}

/** Asserts the shape every API answer must have: JSON, never HTML, never a 5xx. */
export async function problemWith(response: APIResponse) {
  const type = response.headers()["content-type"] ?? "";
  if (response.status() >= 500)
    return `answered ${response.status()}: ${(await response.text()).slice(0, 200)}`;
  if (response.status() === 304 || response.status() === 204) return null;
  if (!type.includes("application/json"))
    return `answered ${type || "no content type"} (${response.status()})`;
  if (response.status() >= 400) {
    const body = await response.json();
    if (body.success !== false || typeof body.error !== "string")
      return `error without { success: false, error }`;
  }
  return null;
}

/**
 * Deletes a record a hostile or fuzzed body really created where records count against a limit (up to 50 crews), so
 * that the walks leave room for the specs that add crews of their own.
 */
export async function undoCreated(
  request: APIRequestContext,
  call: { method: string; path: string; token?: string },
  response: APIResponse,
) {
  if (call.method.toUpperCase() !== "POST" || call.path !== "/crews" || response.status() !== 201) return;
  const { crew } = (await response.json()) as { crew: { _id: string } };
  const deleted = await callApi(request, "DELETE", `/crews/${crew._id}`, { token: call.token });
  if (deleted.status() !== 200) throw new Error(`The crew ${crew._id} was not deleted: ${deleted.status()}`);
}
