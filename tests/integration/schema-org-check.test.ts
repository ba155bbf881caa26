// The schema.org checker itself: it accepts what the vocabulary allows and names what it does not.
import { expect, test } from "vitest";
import { ancestorsOf, schemaOrgProblems, typesIn } from "../support/schema-org/check";

test("GeneralContractor is a LocalBusiness, so an Organization and a Place", () => {
  expect(ancestorsOf("GeneralContractor")).toEqual(
    expect.arrayContaining([
      "HomeAndConstructionBusiness",
      "LocalBusiness",
      "Organization",
      "Place",
      "Thing",
    ]),
  );
});

test("a well-formed node passes; unknown types, unknown properties and wrong kinds of values are named", () => {
  const city = { "@type": "City", name: "Mesa", containedInPlace: { "@type": "State", name: "Arizona" } };
  expect(schemaOrgProblems({ "@type": "GeneralContractor", name: "A", areaServed: [city] })).toEqual([]);
  expect(schemaOrgProblems({ "@type": "Contractor" })).toEqual([
    "$: Contractor is not a schema.org type in the vocabulary",
  ]);
  expect(schemaOrgProblems({ "@type": "City", telephoneNumber: "1" })).toEqual([
    "$.telephoneNumber: City has no property telephoneNumber",
  ]);
  expect(schemaOrgProblems({ "@type": "Organization", url: "/relative" })).toEqual([
    '$.url: "/relative" is not a URL',
  ]);
  expect(
    schemaOrgProblems({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Monday", "Funday"],
      opens: "7am",
    }),
  ).toEqual(['$.dayOfWeek[1]: "Funday" is not a DayOfWeek', '$.opens: "7am" is not a Time']);
  // A node of the wrong type for the property.
  expect(schemaOrgProblems({ "@type": "Organization", address: { "@type": "City", name: "Mesa" } })).toEqual([
    "$.address: a City where PostalAddress is expected",
  ]);
  expect(typesIn({ "@type": "A", b: [{ "@type": "C" }] })).toEqual(["A", "C"]);
});
