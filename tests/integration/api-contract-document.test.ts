// The OpenAPI document and the /api/docs reference are generated from the endpoint list. Moving or splitting that list
// must not change a byte of either: both are compared here with the documents committed in tests/fixtures. A change
// to the API itself rewrites them on purpose: `WRITE_API_FIXTURES=1 npx vitest run <this file>`, and the diff is
// reviewed with the change.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "~/api/contract/openapi.server";
import { apiReference } from "~/api/contract/reference.server";

const fixtures = path.join(import.meta.dirname, "../fixtures");

function compareWithFixture(name: string, value: unknown) {
  const file = path.join(fixtures, name);
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.WRITE_API_FIXTURES === "1") fs.writeFileSync(file, text);
  // Strings, not parsed objects: the order of paths, operations and keys is part of the document.
  expect(text === fs.readFileSync(file, "utf8"), `${name} differs from the generated document`).toBe(true);
}

describe("the API contract's documents", () => {
  test("the OpenAPI document is the committed one, byte for byte", () => {
    compareWithFixture("openapi.json", buildOpenApiDocument("Example Paving"));
  });

  test("the /api/docs reference is the committed one", () => {
    compareWithFixture("api-reference.json", apiReference());
  });
});
