import { expect, test } from "vitest";
import { errorMessage } from "./error-pages";

// The shape the router gives a thrown Response (and its own errors) on the server and after hydration.
const errorResponse = (status: number, statusText: string, data: unknown, internal = false) => ({
  status,
  statusText,
  data,
  internal,
});

test("a thrown Response shows its status line and its own message", () => {
  expect(errorMessage(errorResponse(404, "Not Found", "Project not found"))).toBe(
    "404 Not Found: Project not found",
  );
  expect(errorMessage(errorResponse(415, "Unsupported Media Type", { any: "object" }))).toBe(
    "415 Unsupported Media Type",
  );
});

test("the router's own errors show the status line only, never route file names", () => {
  const internal = errorResponse(
    405,
    "Method Not Allowed",
    'Error: You made a POST request to "/services" but did not provide an `action` for route "routes/_site/services"',
    true,
  );
  expect(errorMessage(internal)).toBe("405 Method Not Allowed");
});

test("an Error shows its message; anything else a generic line", () => {
  expect(errorMessage(new Error("Unexpected Server Error"))).toBe("Unexpected Server Error");
  expect(errorMessage("boom")).toBe("Unknown error");
});
