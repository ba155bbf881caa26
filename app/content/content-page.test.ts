import { expect, test } from "vitest";
import { defaultPageContents } from "./content-page-defaults";
import { isPageSlug, pageContentSchemas, pageDefinitions, pageSlugs } from "./content-page";

test("the default texts of every page fit its schema", () => {
  for (const slug of pageSlugs)
    expect(pageContentSchemas[slug].parse(defaultPageContents[slug]), slug).toEqual(
      defaultPageContents[slug],
    );
});

test("the editor lays out exactly the fields each schema holds", () => {
  for (const slug of pageSlugs) {
    const shape = pageContentSchemas[slug].shape as Record<
      string,
      { element?: { shape: Record<string, unknown> } }
    >;
    const fields = pageDefinitions[slug].fields;
    expect(fields.map((field) => field.name).sort(), slug).toEqual(Object.keys(shape).sort());
    for (const field of fields) {
      if (field.kind !== "list") continue;
      const item = (shape[field.name] as unknown as { element: { shape: Record<string, unknown> } }).element;
      expect(field.fields.map((sub) => sub.name).sort(), `${slug} ${field.name}`).toEqual(
        Object.keys(item.shape).sort(),
      );
    }
  }
});

test("the mission page has exactly six core values, each named", () => {
  const mission = defaultPageContents["mission-statement"];
  const five = pageContentSchemas["mission-statement"].safeParse({
    ...mission,
    values: mission.values.slice(0, 5),
  });
  expect(five.error?.issues[0].message).toBe("The page has exactly 6 core values");
  const unnamed = pageContentSchemas["mission-statement"].safeParse({
    ...mission,
    values: mission.values.map((value, index) => (index === 2 ? { ...value, name: " " } : value)),
  });
  expect(unnamed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["values.2.name", "Each core value needs a name"],
  ]);
});

test("legal pages need at least one section, each with a title and a body", () => {
  const terms = defaultPageContents.terms;
  const schema = pageContentSchemas.terms;
  expect(schema.safeParse({ ...terms, sections: [] }).error?.issues[0].message).toBe(
    "Add at least one section",
  );
  const issues = schema.safeParse({ ...terms, sections: [{ title: "", body: "x" }, { title: "T" }] }).error
    ?.issues;
  expect(issues?.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["sections.0.title", "Each section needs a title"],
    ["sections.1.body", "Each section needs a body"],
  ]);
  // Markup is accepted as text (it is rendered as text, never as HTML).
  expect(schema.safeParse({ ...terms, intro: "<script>alert(1)</script>" }).success).toBe(true);
  expect(schema.safeParse({ ...terms, intro: "x".repeat(6001) }).success).toBe(false);
});

test("only the six editable pages are slugs", () => {
  expect(pageSlugs.filter(isPageSlug).join(" ")).toBe(
    "home services mission-statement contact terms privacy",
  );
  for (const value of ["blog", "", "../terms", "__proto__", "Terms"])
    expect(isPageSlug(value), value).toBe(false);
});

test("a field's messages name it as the editor labels it", () => {
  const services = defaultPageContents.services;
  const tooLong = pageContentSchemas.services.safeParse({ ...services, ctaTitle: "x".repeat(121) });
  const label = pageDefinitions.services.fields.find((field) => field.name === "ctaTitle")?.label;
  expect(label).toBe("Call to action heading");
  expect(tooLong.error?.issues[0].message).toBe(`${label} must be at most 120 characters`);
  const home = defaultPageContents.home;
  expect(pageContentSchemas.home.safeParse({ ...home, qualityPoints: "none" }).error?.issues[0].message).toBe(
    "Quality and Precision points must be a list",
  );
});
