import { expect, test } from "vitest";
import {
  servicesFormSchema,
  servicesSchema,
  linksSectionFormSchema,
  siteSettingsSchema,
} from "./site-settings";
import { defaultSiteSettings } from "./site-settings-defaults";

// The whole set as native forms send it: a list whose rows were all removed is not sent at all.
const siteSettingsFormSchema = siteSettingsSchema.extend(linksSectionFormSchema.shape);

const { landingServices, asphaltServices, concreteServices, heavyCivilServices, ...company } =
  defaultSiteSettings;

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

test("the default company details pass as they are", () => {
  expect(siteSettingsSchema.parse(company)).toEqual(company);
  expect(
    servicesSchema.parse({
      landing: landingServices,
      asphalt: asphaltServices,
      concrete: concreteServices,
      heavyCivil: heavyCivilServices,
    }).heavyCivil,
  ).toEqual(heavyCivilServices);
});

test("texts are trimmed; optional texts may be left out; lists are required by the API but not by the form", () => {
  const { legalName: _legal, licenseLine: _licence, socialLinks: _social, ...rest } = company;
  const parsed = siteSettingsFormSchema.parse({ ...rest, companyName: "  Desert Paving  " });
  expect(parsed).toMatchObject({
    companyName: "Desert Paving",
    legalName: "",
    licenseLine: "",
    socialLinks: [],
  });
  expect(errorsOf(siteSettingsSchema.safeParse({ ...rest }))).toMatchObject({
    socialLinks: expect.any(String),
  });
});

test("the e-mail, phone, ZIP, year and lengths are checked, each naming its field", () => {
  const bad = siteSettingsSchema.safeParse({
    ...company,
    companyName: "",
    email: "office at example",
    phone: "call us",
    foundedYear: new Date().getFullYear() + 1,
    address: { ...company.address, zip: "8521" },
    siteTitle: "x".repeat(121),
  });
  expect(errorsOf(bad)).toEqual({
    companyName: "Company name is required",
    email: "Email must be an e-mail address like office@example.com",
    phone: expect.stringMatching(/^Phone must be 7 to 15 digits/),
    foundedYear: "Founded year cannot be in the future",
    "address.zip": "ZIP must be 5 digits, or ZIP+4 like 85210-1234",
    siteTitle: "Site title must be at most 120 characters",
  });
  for (const phone of ["(480) 555-0186", "+1 480.555.0186", "480-555-0186"])
    expect(siteSettingsSchema.safeParse({ ...company, phone }).success, phone).toBe(true);
  for (const phone of ["555", "1234567890123456", "480-555-0186; DROP", "(480) 555-0186 <b>"])
    expect(siteSettingsSchema.safeParse({ ...company, phone }).success, phone).toBe(false);
});

test("social links need a network and an https URL; footer links a site path or an https URL", () => {
  const result = siteSettingsSchema.safeParse({
    ...company,
    socialLinks: [
      { label: "", href: "https://example.com/x" },
      { label: "Facebook", href: "http://example.com/insecure" },
      { label: "X", href: "javascript:alert(1)" },
    ],
    footerCompanyLinks: [
      { label: "Careers", href: "/careers" },
      { label: "Elsewhere", href: "//evil.example/path" },
      { label: "Partner", href: "https://partner.example.com/" },
    ],
    footerLegalLinks: [{ label: "Bad", href: "terms" }],
  });
  expect(errorsOf(result)).toEqual({
    "socialLinks.0.label": "Each social link needs a network (Facebook, Instagram, ...)",
    "socialLinks.1.href": "Social link URL must be a full https:// address",
    "socialLinks.2.href": "Social link URL must be a full https:// address",
    "footerCompanyLinks.1.href":
      "A footer link must be a path on this site (like /terms) or a full https:// address",
    "footerLegalLinks.0.href":
      "A footer link must be a path on this site (like /terms) or a full https:// address",
  });
  const many = Array.from({ length: 11 }, (_, i) => ({ label: `N${i}`, href: `https://example.com/${i}` }));
  expect(errorsOf(siteSettingsSchema.safeParse({ ...company, socialLinks: many }))).toEqual({
    socialLinks: "At most 10 social links",
  });
});

test("every service needs a name; the form reads a list without rows as empty", () => {
  const result = servicesSchema.safeParse({
    landing: [{ name: "  ", description: "Nameless" }],
    asphalt: [{ name: "Sealcoating" }],
    concrete: [],
    heavyCivil: [],
  });
  expect(errorsOf(result)).toEqual({ "landing.0.name": "Each service needs a name" });
  expect(servicesFormSchema.parse({ asphalt: [{ name: "Sealcoating" }] })).toEqual({
    landing: [],
    asphalt: [{ name: "Sealcoating", description: "" }],
    concrete: [],
    heavyCivil: [],
  });
  expect(servicesSchema.safeParse({ asphalt: [] }).success).toBe(false);
});
