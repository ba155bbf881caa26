import { expect, test } from "vitest";
import { parseZipCodes, serviceAreaFormSchema, slugify } from "./service-area";

test("a slug is made from the name: lower case, accents dropped, other characters a single hyphen", () => {
  expect(slugify("Queen Creek")).toBe("queen-creek");
  expect(slugify("  Fountain Hills, AZ ")).toBe("fountain-hills-az");
  expect(slugify("Peñasco & Río Verde")).toBe("penasco-rio-verde");
  expect(slugify("!!!")).toBe("");
  expect(slugify("a".repeat(90)).length).toBe(80);
});

const parse = (fields: Record<string, string>) => serviceAreaFormSchema.safeParse(fields);
const errorsOf = (fields: Record<string, string>) => {
  const result = parse(fields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

test("an empty slug is derived from the name; a given one is kept, in lower case", () => {
  expect(parse({ name: "San Tan Valley" })).toMatchObject({
    success: true,
    data: { slug: "san-tan-valley" },
  });
  expect(parse({ name: "Mesa", slug: "East-Mesa" })).toMatchObject({
    success: true,
    data: { slug: "east-mesa" },
  });
});

test("the name is required, and a slug holds only letters, digits and single inner hyphens", () => {
  expect(errorsOf({ name: "" })).toMatchObject({ name: "Name (the city) is required" });
  for (const slug of ["mesa city", "-mesa", "mesa-", "mesa--east", "mesa/east", "mésa"])
    expect(errorsOf({ name: "Mesa", slug }).slug, slug).toMatch(/Slug may hold only/);
  expect(errorsOf({ name: "???" }).slug).toBe("Slug is required when the name has no letters or digits");
});

test("ZIP codes: five digits each, separated by commas, spaces or new lines, each kept once", () => {
  expect(parseZipCodes("85201, 85203\n85201 85204")).toEqual({ codes: ["85201", "85203", "85204"], bad: [] });
  expect(parse({ name: "Mesa", zipCodes: "85201,85203" })).toMatchObject({
    success: true,
    data: { zipCodes: ["85201", "85203"] },
  });
  expect(parse({ name: "Mesa" })).toMatchObject({ success: true, data: { zipCodes: [] } });
  expect(errorsOf({ name: "Mesa", zipCodes: "85201, 8520" }).zipCodes).toMatch(/not “8520”/);
  expect(errorsOf({ name: "Mesa", zipCodes: "85201-1234" }).zipCodes).toMatch(/five digits/);
});
