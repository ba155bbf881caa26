import type { Endpoint } from "./endpoint";
import { endpoints } from "./endpoints";
import { bodyLimits, errorDescription, errorStatuses, jsonSchemaOf } from "./openapi.server";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [key: string]: unknown;
};

export type ReferenceField = { name: string; type: string; required: boolean; notes: string };
export type ReferenceEndpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  auth: Endpoint["auth"];
  body: "json" | "multipart" | null;
  bodyLimits: string | null;
  fields: ReferenceField[];
  query: ReferenceField[];
  successStatus: number;
  successDescription: string;
  responseExample: string;
  errors: { status: number; description: string }[];
};

const characters = (n: number) => `${n} ${n === 1 ? "character" : "characters"}`;

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.type === "array") return `${typeOf((schema.items as JsonSchema) ?? {})}[]`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
}

function notesOf(schema: JsonSchema) {
  const notes: string[] = [];
  if (typeof schema.minLength === "number" && schema.minLength > 0)
    notes.push(`at least ${characters(schema.minLength)}`);
  if (typeof schema.maxLength === "number") notes.push(`at most ${characters(schema.maxLength)}`);
  if (typeof schema.maxItems === "number") notes.push(`at most ${schema.maxItems} items`);
  if (typeof schema.pattern === "string") notes.push(`matches ${schema.pattern}`);
  if (typeof schema.description === "string") notes.push(schema.description);
  return notes.join("; ");
}

function fieldsOf(schema: JsonSchema): ReferenceField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    notes: notesOf(property),
  }));
}

/** A readable sketch of a response: the schema's shape with types in place of values. */
function shapeOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 4) return "…";
  if (schema.type === "object" && schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, shapeOf(value, depth + 1)]),
    );
  }
  if (schema.type === "array") return [shapeOf((schema.items as JsonSchema) ?? {}, depth + 1)];
  return typeOf(schema);
}

/** The API reference as plain data for the /api/docs page. */
export function apiReference(): { tag: string; endpoints: ReferenceEndpoint[] }[] {
  const groups = new Map<string, ReferenceEndpoint[]>();
  for (const endpoint of endpoints) {
    const body = endpoint.json ? jsonSchemaOf(endpoint.json, "input") : null;
    const entry: ReferenceEndpoint = {
      id: `${endpoint.method}-${endpoint.path}`.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, ""),
      method: endpoint.method.toUpperCase(),
      path: `/api${endpoint.path}`,
      summary: endpoint.summary,
      description: endpoint.description ?? "",
      auth: endpoint.auth,
      body: endpoint.json ? "json" : endpoint.multipart ? "multipart" : null,
      bodyLimits: bodyLimits(endpoint),
      fields: body
        ? fieldsOf(body as JsonSchema)
        : (endpoint.multipart?.fields ?? []).map((field) => ({
            name: field.name,
            type: field.file ? (field.repeated ? "file[]" : "file") : "string",
            required: false,
            notes: field.description,
          })),
      query: (endpoint.query ?? []).map((param) => ({
        name: param.name,
        type: typeOf(jsonSchemaOf(param.schema, "input") as JsonSchema),
        required: false,
        notes: param.description,
      })),
      successStatus: endpoint.success.status,
      successDescription: endpoint.success.description,
      responseExample: endpoint.file
        ? `(the file, ${endpoint.file})`
        : JSON.stringify(shapeOf(jsonSchemaOf(endpoint.success.schema, "output") as JsonSchema), null, 2),
      errors: errorStatuses(endpoint).map((status) => ({ status, description: errorDescription(status) })),
    };
    groups.set(endpoint.tag, [...(groups.get(endpoint.tag) ?? []), entry]);
  }
  return [...groups].map(([tag, list]) => ({ tag, endpoints: list }));
}
