import { describe, expect, test } from "vitest";
import { defaultSiteSettings } from "~/content/site-settings-defaults";
import { demoKeywords } from "~/seed/demo-keywords";
import { offlineWriter, titleCase } from "./offline-writer.server";
import { writtenPostSchema, type PostBrief } from "./written-post";

const company = { name: defaultSiteSettings.companyName, phone: defaultSiteSettings.phone, city: "Mesa" };
const services = [
  ...defaultSiteSettings.asphaltServices,
  ...defaultSiteSettings.concreteServices,
  ...defaultSiteSettings.heavyCivilServices,
];
const brief = (overrides: Partial<PostBrief> = {}): PostBrief => ({
  service: services[0],
  city: "Mesa",
  company,
  keywords: demoKeywords,
  avoidTitles: [],
  ...overrides,
});

describe("offline writer", () => {
  test("writes a complete, valid post about the service", async () => {
    const post = await offlineWriter.writePost(brief());
    expect(writtenPostSchema.parse(post)).toEqual(post);
    expect(post.title.toLowerCase()).toContain(services[0].name.toLowerCase().split(" ")[0]);
    expect(post.description.length).toBeLessThan(160);
    expect(post.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of post.sections) {
      expect(section.body.split("\n\n").length).toBe(2);
      expect(section.body).not.toMatch(/lorem|ipsum|undefined|\{|\}/i);
    }
    expect(post.conclusion).toContain(company.phone);
  });

  test("never repeats a title, even when asked many times about the same service", async () => {
    const titles: string[] = [];
    for (let i = 0; i < 120; i++) {
      const post = await offlineWriter.writePost(brief({ avoidTitles: titles }));
      expect(titles.map((t) => t.toLowerCase())).not.toContain(post.title.toLowerCase());
      titles.push(post.title);
    }
  });

  test("varies posts across services and works a keyword in", async () => {
    const a = await offlineWriter.writePost(brief({ service: services[1] }));
    const b = await offlineWriter.writePost(brief({ service: services[5], keyword: demoKeywords[0] }));
    expect(a.title).not.toBe(b.title);
    expect(b.sections[0].body).toContain(demoKeywords[0]);
  });

  test("enhancing tidies the post, uses the site's keywords, adds a call to action, and is stable", async () => {
    const rough = {
      title: "  why   you should sealcoat this year.  ",
      description: "Short.",
      sections: [
        {
          title: "the basics:",
          body: "Sealcoat protects asphalt from sun and water.   It is applied in thin coats.",
        },
        { title: "costs", body: "One. Two. Three. Four. Five. Six. Seven sentences here." },
        { title: "timing", body: "Spring and fall are best.\n\nAvoid monsoon storms." },
      ],
      conclusion: "Thanks for reading.",
    };
    const context = { company, keywords: ["parking lot sealcoating", "crack sealing Gilbert"] };
    const enhanced = await offlineWriter.enhancePost(rough, context);
    expect(enhanced.title).toBe("Why You Should Sealcoat This Year");
    expect(enhanced.sections.map((s) => s.title)).toEqual(["The Basics", "Costs", "Timing"]);
    expect(enhanced.description.length).toBeGreaterThan(20);
    expect(enhanced.description.length).toBeLessThan(160);
    expect(enhanced.sections[0].body.split("\n\n")).toHaveLength(2);
    expect(enhanced.sections[1].body.split("\n\n")).toHaveLength(2);
    expect(enhanced.conclusion).toContain("parking lot sealcoating");
    expect(enhanced.conclusion).toContain("crack sealing Gilbert");
    expect(enhanced.conclusion).toContain(company.phone);
    expect(await offlineWriter.enhancePost(enhanced, context)).toEqual({ ...enhanced });
  });

  test("title case keeps acronyms", () => {
    expect(titleCase("ADA ramps and curb cuts in mesa, AZ")).toBe("ADA Ramps and Curb Cuts in Mesa, AZ");
  });
});
