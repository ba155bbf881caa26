// Property-based fuzzing of the JSON endpoints: arbitrary JSON bodies and path ids never produce a 5xx or a non-JSON
// answer. Bounded: a fixed number of runs per endpoint with a fixed seed, so a failure can be replayed.
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { callApi, loadOpenApi, problemWith, tokens } from "../support/api-contract";

const RUNS_PER_ENDPOINT = 25;

test("arbitrary JSON bodies never make a JSON endpoint fail with a 5xx", async ({ request }) => {
  test.setTimeout(240_000);
  const doc = await loadOpenApi(request);
  const { admin } = await tokens();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = operation.requestBody?.content["application/json"]?.schema as
        { properties?: Record<string, unknown> } | undefined;
      if (!schema || path === "/admin/keywords") continue; // a valid keyword list would replace the site's keywords
      const fields = Object.keys(schema.properties ?? {});
      // Objects with the endpoint's own field names (and others), holding any JSON value, or any JSON value at all.
      const body = fc.oneof(
        fc.dictionary(fc.constantFrom(...fields, "extra", "__proto__", "constructor"), fc.jsonValue(), {
          maxKeys: 6,
        }),
        fc.jsonValue({ maxDepth: 3 }),
      );
      const id = fc.oneof(fc.constant("missing"), fc.string({ minLength: 1, maxLength: 40 }));
      await fc.assert(
        fc.asyncProperty(body, id, async (json, rawId) => {
          const url = path.replace(/\{\w+\}/g, encodeURIComponent(rawId));
          const response = await callApi(request, method.toUpperCase(), url, { token: admin.token, json });
          const problem = await problemWith(response);
          expect(problem, `${method} ${url} with ${JSON.stringify(json).slice(0, 120)}`).toBeNull();
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: 20261121, endOnFailure: true },
      );
    }
  }
});
