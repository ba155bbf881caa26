import { expect, test } from "vitest";
import { revisionSummary, revisionSummaryOrFallback } from "./revision-summary";

test("a save names the fields it changed, by their editor labels", () => {
  expect(revisionSummary(["Heading", "Introduction"], "edit")).toBe("Changed Heading and Introduction");
  expect(revisionSummary(["Search description"], "edit")).toBe("Changed Search description");
  expect(revisionSummary(["tagline", "About", "Sections"], "edit")).toBe(
    "Changed Tagline, About and Sections",
  );
  expect(revisionSummary(["A", "B", "C", "D", "E"], "edit")).toBe("Changed A, B and 3 more fields");
  expect(revisionSummary([], "edit")).toBe("Saved without changes");
});

test("a restore says so", () => {
  expect(revisionSummary(["Introduction"], "restore")).toBe("Restored an earlier version (Introduction)");
  expect(revisionSummary([], "restore")).toBe("Restored an earlier version");
});

test("older revisions without a summary get one from their reason", () => {
  expect(revisionSummaryOrFallback("", "edit")).toBe("Edited (no details kept for older versions)");
  expect(revisionSummaryOrFallback(null, "restore")).toBe("Restored an earlier version");
  expect(revisionSummaryOrFallback(" Changed Heading ", "edit")).toBe("Changed Heading");
});
