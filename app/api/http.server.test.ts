import { describe, expect, test } from "vitest";
import { jsonShapeProblem, readJsonBody } from "./http.server";

const post = (body: string) =>
  new Request("http://site.test/api/message", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as Response).status;
  }
}

describe("readJsonBody's bounds on a body's shape", () => {
  test("nesting and values are counted before the body is parsed; strings do not count", () => {
    expect(jsonShapeProblem('{"a":[1,2,{"b":"[[[,,,"}]}')).toBeNull();
    expect(jsonShapeProblem("[".repeat(33) + "]".repeat(33))).toMatch(/nested more than 32 levels/);
    expect(jsonShapeProblem(`[${"1,".repeat(10_000)}1]`)).toMatch(/more than 10,000 values/);
    expect(jsonShapeProblem(`"${'\\"['.repeat(100)}"`)).toBeNull();
  });

  test("JSON nested 100,000 levels deep is a 413, not a stack overflow", async () => {
    expect(await status(readJsonBody(post("[".repeat(100_000) + "]".repeat(100_000))))).toBe(413);
    expect(await status(readJsonBody(post('{"a":'.repeat(100_000) + "1" + "}".repeat(100_000))))).toBe(413);
    expect(await status(readJsonBody(post('{"name":"Ada","tags":[1,2,3]}')))).toBe(200);
  });
});
