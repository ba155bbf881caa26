import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { estimateFormError, estimateSchemaFor } from "./estimate";

const schema = estimateSchemaFor(["Sealcoating", "Grading"]);

/** The field errors of a refused parse (none for a success). */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  submission.status === "error" ? (submission.error ?? {}) : {};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  const all: Record<string, string> = {
    name: "Pat Manager",
    email: "Pat@Example.com",
    phone: "480.555.0142",
    service: "Grading",
    address: "1200 W Main St",
    city: "Mesa",
    zip: "85201",
    details: "Grade the back lot.",
    consent: "on",
    ...values,
  };
  for (const [name, value] of Object.entries(all)) if (value !== "") data.append(name, value);
  return data;
};

test("2.5 acres and a phone written 480.555.0142 are kept as 2.5 acres and the phone's ten digits", () => {
  const result = parseWithZod(form({ size: "2.5", sizeUnit: "acres" }), { schema });
  expect(result.status).toBe("success");
  if (result.status !== "success") return;
  expect(result.value).toMatchObject({ size: 2.5, sizeUnit: "acres", phone: "4805550142" });
});

test("a unit typed with the size fills the unit; one that disagrees with the chosen unit is refused on the unit", () => {
  const typed = parseWithZod(form({ size: "120 stalls" }), { schema });
  expect(typed.status === "success" && typed.value).toMatchObject({ size: 120, sizeUnit: "parking stalls" });
  const conflict = parseWithZod(form({ size: "120 stalls", sizeUnit: "sq ft" }), { schema });
  expect(conflict.status).toBe("error");
  expect(errorsOf(conflict).sizeUnit).toEqual([
    "The size says parking stalls: choose that unit here, or leave this empty",
  ]);
});

test("a phone that is not ten US digits gets the phone message, and so does a missing one", () => {
  for (const phone of ["12", "602-555-014", ""]) {
    const result = parseWithZod(form({ phone }), { schema });
    expect(result.status, phone).toBe("error");
    expect(errorsOf(result).phone, phone).toEqual(["Enter a 10-digit phone number"]);
  }
});

test("each field's message names its field, and the summary names the fields to fix", () => {
  const result = parseWithZod(form({ name: "", phone: "", size: "big" }), { schema });
  expect(errorsOf(result).name).toEqual(["Enter your name"]);
  expect(errorsOf(result).size).toEqual(["Enter the size as a number, such as 2.5"]);
  // A required field left empty: the spec's line heads the summary.
  expect(estimateFormError(errorsOf(result), { name: "", phone: "", size: "big" })).toBe(
    "Please fill out all required fields",
  );
  // Filled in, but wrong: the fields to fix by name, or the one error there is.
  expect(
    estimateFormError(
      { name: ["Too long"], phone: ["Enter a 10-digit phone number"], size: ["big"] },
      { name: "x".repeat(200), phone: "12", size: "big" },
    ),
  ).toBe("Please check 3 fields: Name, Phone and Approximate size");
  expect(estimateFormError({ zip: ["Enter a 5-digit ZIP code"] }, { zip: "852" })).toBe(
    "Enter a 5-digit ZIP code",
  );
  expect(estimateFormError({ zip: ["Enter a 5-digit ZIP code"] }, { zip: "" })).toBe(
    "Please fill out all required fields",
  );
});

test("the API may send the size as a number", () => {
  const result = schema.safeParse({
    name: "Pat",
    email: "pat@example.com",
    phone: "+1 (480) 555-0142",
    service: "Sealcoating",
    address: "1 Main",
    city: "Mesa",
    zip: "85201",
    details: "Lot",
    consent: true,
    size: 0.5,
    sizeUnit: "sq ft",
  });
  expect(result.success && result.data).toMatchObject({ size: 0.5, sizeUnit: "sq ft", phone: "4805550142" });
});

test("an empty size is no size", () => {
  const result = parseWithZod(form({}), { schema });
  expect(result.status).toBe("success");
  if (result.status === "success") expect(result.value).toMatchObject({ size: null });
});
