import { describe, expect, test } from "vitest";
import { renderedBody, renderedDocument } from "./rendered-document.server";

describe("renderedDocument", () => {
  const bytes = Buffer.from("<!DOCTYPE html><p>Señor Peña</p>");

  test("hands its bytes to our server as they are", () => {
    const response = renderedDocument(bytes, { status: 404, headers: { "Content-Type": "text/html" } });
    expect(renderedBody(response)).toBe(bytes);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
  });

  test("reads like any Response for whoever reads it", async () => {
    expect(await renderedDocument(bytes, {}).text()).toBe("<!DOCTYPE html><p>Señor Peña</p>");
    expect(Buffer.from(await renderedDocument(bytes, {}).arrayBuffer()).equals(bytes)).toBe(true);
    expect(await new Response(renderedDocument(bytes, {}).body).text()).toBe(
      "<!DOCTYPE html><p>Señor Peña</p>",
    );
  });

  test("another Response has no rendered body", () => {
    expect(renderedBody(new Response("x"))).toBeUndefined();
  });
});
