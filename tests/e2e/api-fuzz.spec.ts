// Property-based fuzzing of every API endpoint that takes a body: arbitrary JSON, bodies built from each endpoint's own
// schema with every field at or past its boundaries (lengths, bounds, list sizes, enums, types), multipart bodies with
// hostile files, and odd path ids never produce a 5xx or a non-JSON answer. Bounded: FUZZ_RUNS runs per endpoint
// (default 25) with a fixed seed (FUZZ_SEED), so a failure can be replayed; `FUZZ_RUNS=500 npx playwright test
// tests/e2e/api-fuzz.spec.ts` runs longer. Every generated body breaks at least one rule of its schema, so the fuzz
// never replaces the site's settings or adds records.
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { callApi, loadOpenApi, problemWith, tokens, undoCreated } from "../support/api-contract";
import { heicDeclaring, lyingHeaders, pngDeclaring } from "../support/hostile-files";
import { multipartBody, type FilePart } from "../support/multipart-body";

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
};

const text = (length: number) => "x".repeat(Math.max(0, length));

/** Values of a schema at and just past its boundaries, and of the wrong type. */
function boundaryValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(null, 0, -1, true, "", [], {}, "\u0000", "\ud800");
  if (schema.anyOf?.length)
    return fc.oneof(...schema.anyOf.map((one) => boundaryValue(one, depth)), wrongType);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum, "not-an-option", ""), wrongType);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrongType);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== "null") : schema.type;
  switch (type) {
    case "string": {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 2000;
      return fc.oneof(
        fc.constantFrom(text(max), text(max + 1), text(min), text(min - 1), `${text(max - 1)}é`),
        fc.string({ minLength: min, maxLength: Math.min(max, 50) }),
        wrongType,
      );
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      return fc.oneof(
        fc.constantFrom(min, max, min - 1, max + 1, 0, 0.5, -0, Number.MAX_SAFE_INTEGER, 1e308),
        fc.constantFrom(String(min), "NaN", "1e309"),
        wrongType,
      );
    }
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", "on", 1), wrongType);
    case "array": {
      const item = depth < 3 && schema.items ? boundaryValue(schema.items, depth + 1) : fc.jsonValue();
      const max = Math.min(schema.maxItems ?? 5, 50);
      return fc.oneof(
        fc.array(item, { minLength: max, maxLength: max }),
        fc.array(item, { minLength: max + 1, maxLength: max + 1 }),
        fc.constant([]),
        fc.array(item, { maxLength: 3 }),
        wrongType,
      );
    }
    case "object":
      return depth < 3 ? fc.oneof(everyField(schema, depth + 1), wrongType) : wrongType;
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), wrongType);
  }
}

/** An object with every field of the schema, each at a boundary value. */
function everyField(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, one]) => [name, boundaryValue(one, depth)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value no schema takes for a field: far past any length, and of a type no field has. */
const BROKEN_FIELD = [text(60_000), { nested: [1, 2, 3] }];

/**
 * Every field at a boundary, then one field (its choice seeded) broken for sure: the endpoint reads and checks every
 * field, and refuses the body.
 */
function boundaryBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  if (!names.length) return fc.constant({});
  return fc
    .tuple(everyField(schema), fc.constantFrom(...names), fc.constantFrom(...BROKEN_FIELD))
    .map(([body, name, broken]) => ({ ...body, [name]: broken }));
}

const hostileFiles: FilePart[] = [
  ...lyingHeaders().map((file) => ({ name: "", filename: file.name, type: file.type, content: file.bytes })),
  { name: "", filename: "bomb.png", type: "image/png", content: pngDeclaring(20_000, 20_000) },
  { name: "", filename: "bomb.heic", type: "image/heic", content: heicDeclaring(20_000, 20_000) },
  { name: "", filename: "text.jpg", type: "image/jpeg", content: Buffer.from("not a picture") },
  { name: "", filename: "empty.jpg", type: "image/jpeg", content: Buffer.alloc(0) },
];

/** A multipart body with the schema's text fields at their boundaries and its file fields holding hostile files. */
function multipartFuzz(schema: JsonSchema) {
  const fields = Object.entries(schema.properties ?? {});
  const isFile = (one: JsonSchema) => Boolean(one.contentMediaType ?? one.items?.contentMediaType);
  const textFields = fields.filter(([, one]) => !isFile(one)).map(([name]) => name);
  const fileFields = fields.filter(([, one]) => isFile(one)).map(([name]) => name);
  const value = fc.oneof(
    fc.constantFrom("", text(1000), text(70_000), "\u0000\uFFFD", "on", "true", "-1"),
    fc.string({ maxLength: 40 }),
  );
  return fc.record({
    entries: fc.array(fc.tuple(fc.constantFrom(...textFields, "extra", "__proto__"), value), {
      maxLength: 12,
    }),
    files: fc.array(
      fc.record({
        name: fc.constantFrom(...fileFields, ...textFields.slice(0, 1), "file"),
        file: fc.oneof(
          fc.constantFrom(...hostileFiles),
          fc.uint8Array({ maxLength: 4096 }).map((bytes): FilePart => ({
            name: "",
            filename: "random.jpg",
            type: "image/jpeg",
            content: Buffer.from(bytes),
          })),
        ),
      }),
      { maxLength: 3 },
    ),
  });
}

const ids = fc.oneof(
  fc.constant("missing"),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constant("x".repeat(500)),
);

test("every API body, random or at its schema's boundaries, never makes an endpoint fail with a 5xx", async ({
  request,
}) => {
  test.setTimeout(60_000 + RUNS_PER_ENDPOINT * 16_000);
  const doc = await loadOpenApi(request);
  const { admin } = await tokens();
  const answers = new Map<number, number>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const json = content["application/json"]?.schema as JsonSchema | undefined;
      const multipart = content["multipart/form-data"]?.schema as JsonSchema | undefined;
      if (path === "/admin/keywords") continue; // a valid keyword list would replace the site's keywords
      if (json) {
        const fields = Object.keys(json.properties ?? {});
        // Objects with the endpoint's own field names (and others), holding any JSON value; any JSON value at all; and
        // every field of the schema at its boundaries.
        const body = fc.oneof(
          fc.dictionary(fc.constantFrom(...fields, "extra", "__proto__", "constructor"), fc.jsonValue(), {
            maxKeys: 6,
          }),
          fc.jsonValue({ maxDepth: 3 }),
          ...(json.anyOf ?? [json]).map((one) => boundaryBody(one)),
        );
        await fc.assert(
          fc.asyncProperty(body, ids, async (data, rawId) => {
            const url = path.replace(/\{\w+\}/g, encodeURIComponent(rawId));
            const response = await callApi(request, method.toUpperCase(), url, {
              token: admin.token,
              json: data,
            });
            answers.set(response.status(), (answers.get(response.status()) ?? 0) + 1);
            const problem = await problemWith(response);
            expect(problem, `${method} ${url} with ${JSON.stringify(data).slice(0, 160)}`).toBeNull();
            await undoCreated(request, { method, path: url, token: admin.token }, response);
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true },
        );
      }
      if (multipart) {
        await fc.assert(
          fc.asyncProperty(multipartFuzz(multipart), ids, async ({ entries, files }, rawId) => {
            const url = path.replace(/\{\w+\}/g, encodeURIComponent(rawId));
            // No consent: an estimate request is never stored, whatever else the fuzz sends.
            const kept = entries.filter(([name]) => name !== "consent");
            // A file that starts with an ftyp box passes as an MP4: in a video field it would be stored.
            const isFtyp = (part: FilePart) => part.content.subarray(4, 8).toString("latin1") === "ftyp";
            const parts = files
              .map(({ name, file }) => ({ ...file, name }))
              .filter((part) => !(part.name === "video" && isFtyp(part)));
            const body = multipartBody(kept, parts);
            const response = await callApi(request, method.toUpperCase(), url, {
              token: admin.token,
              raw: { body: body.data, contentType: body.contentType },
            });
            answers.set(response.status(), (answers.get(response.status()) ?? 0) + 1);
            const problem = await problemWith(response);
            const described = `${kept.map(([name, value]) => `${name}=${value.slice(0, 20)}`).join(" ")} ${parts.map((part) => `${part.name}:${part.filename}`).join(" ")}`;
            expect(problem, `${method} ${url} multipart ${described}`).toBeNull();
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true },
        );
      }
    }
  }
  // What the endpoints answered, e.g. "400×310 404×120": the fuzz reaches the checks, not only the edges.
  console.log(
    [...answers]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" "),
  );
});
