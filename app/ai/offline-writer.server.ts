import { ANGLES, PARAGRAPHS, SECTION_TITLES, type TopicContext } from "./offline-topics";
import { hashText, pick, seededRandom, shuffled } from "./seeded-random";
import type { BlogWriter, EnhanceContext, PostBrief, WrittenPost } from "./written-post";

const VALLEY_CITIES = [
  "Mesa",
  "Gilbert",
  "Chandler",
  "Tempe",
  "Scottsdale",
  "Queen Creek",
  "Phoenix",
  "Apache Junction",
];
const DESCRIPTION_MAX = 155;
const TITLE_MAX = 90;

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
]);

/** Title Case that leaves acronyms and mixed-case words (ADA, AZ, McKellips) alone. */
export function titleCase(text: string) {
  return text
    .split(" ")
    .map((word, index) => {
      if (/[A-Z]/.test(word.slice(1)) || /\d/.test(word)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(" ");
}

const collapse = (text: string) => text.replace(/[ \t]+/g, " ").trim();

function clip(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

const sentences = (paragraph: string) =>
  paragraph.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? [];

function context(brief: PostBrief, city: string): TopicContext {
  const name = collapse(brief.service.name);
  return {
    service: name.replace(/\b[A-Z][a-z]+/g, (word) => word.toLowerCase()),
    Service: titleCase(name),
    detail: collapse(brief.service.description).replace(/([^.!?])$/, "$1."),
    city,
    company: brief.company.name,
    keyword: brief.keyword,
  };
}

/** Composes a post from the angles and paragraphs it owns; the same brief always gives the same post. */
function writePost(brief: PostBrief): WrittenPost {
  const random = seededRandom(
    hashText(`${brief.service.name}|${brief.keyword ?? ""}|${brief.avoidTitles.length}`),
  );
  const taken = new Set(brief.avoidTitles.map((title) => title.trim().toLowerCase()));
  const cities = [
    brief.city,
    ...shuffled(
      VALLEY_CITIES.filter((city) => city !== brief.city),
      random,
    ),
  ];

  let chosen: { angle: (typeof ANGLES)[number]; c: TopicContext; title: string } | undefined;
  search: for (const city of cities) {
    for (const angle of shuffled(ANGLES, random)) {
      const c = context(brief, city);
      const title = clip(angle.title(c), TITLE_MAX);
      if (!taken.has(title.toLowerCase())) {
        chosen = { angle, c, title };
        break search;
      }
    }
  }
  if (!chosen) {
    // Every angle and city is used for this service: number the sequel rather than repeat a title.
    const c = context(brief, brief.city);
    const base = ANGLES[0].title(c);
    let part = 2;
    while (taken.has(`${base}, part ${part}`.toLowerCase())) part++;
    chosen = { angle: ANGLES[0], c, title: `${base}, Part ${part}` };
  }

  const { angle, c, title } = chosen;
  const sections = angle.sections.map((kind, index) => {
    const [first, second] = shuffled(PARAGRAPHS[kind], random);
    const paragraphs = [first(c), second(c)];
    if (index === 0 && c.keyword) {
      paragraphs[0] += ` Owners who search for ${c.keyword} are usually asking about exactly this kind of work.`;
    }
    const titles = SECTION_TITLES[kind](c);
    return { title: pick(random, titles), body: paragraphs.join("\n\n") };
  });

  return {
    title,
    description: clip(angle.description(c), DESCRIPTION_MAX),
    sections,
    conclusion:
      `${c.Service} is easier to plan than to postpone, and a little planning now avoids larger repairs later. ` +
      `${c.company} works on properties in ${c.city} and across the Valley. ` +
      `Call ${brief.company.phone} or send us a message to set up a free site walk and a written estimate.`,
    imagePrompt: `${c.service} on a commercial property in ${c.city}, Arizona`,
  };
}

function normaliseBody(body: string) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map(collapse)
    .filter(Boolean);
  // Very long paragraphs are split in two so the text is easier to read on a phone.
  return paragraphs.flatMap((paragraph) => {
    const parts = sentences(paragraph);
    if (parts.length <= 5) return [paragraph];
    const middle = Math.ceil(parts.length / 2);
    return [parts.slice(0, middle).join(" "), parts.slice(middle).join(" ")];
  });
}

/**
 * Enhances deterministically: tidy title and headings, a description under 160 characters, fuller sections, the
 * site's keywords worked into the conclusion, and a clear call to action. Enhancing twice changes nothing more.
 */
function enhancePost(post: Omit<WrittenPost, "imagePrompt">, ctx: EnhanceContext): WrittenPost {
  const title = clip(titleCase(collapse(post.title).replace(/[.!\s]+$/, "")), TITLE_MAX);
  const sections = post.sections.map((section, index) => {
    const paragraphs = normaliseBody(section.body);
    if (paragraphs.length === 1) {
      paragraphs.push(
        index % 2 === 0
          ? `On job sites across ${ctx.company.city}, we see this every season. A short site walk is the quickest way to know where your property stands.`
          : `${ctx.company.name} can look at your property, explain the options in plain terms and put the plan in writing before any work starts.`,
      );
    }
    return {
      title: titleCase(collapse(section.title).replace(/[.:\s]+$/, "")),
      body: paragraphs.join("\n\n"),
    };
  });

  let description = collapse(post.description);
  if (description.length < 50) {
    const opening = sentences(normaliseBody(sections[0]?.body ?? "")[0] ?? "")[0] ?? "";
    description = collapse(`${description} ${opening}`);
  }
  description = clip(description, DESCRIPTION_MAX);

  let conclusion = normaliseBody(post.conclusion).join(" ");
  const text = [title, description, conclusion, ...sections.map((s) => `${s.title} ${s.body}`)]
    .join(" ")
    .toLowerCase();
  const missing = ctx.keywords
    .filter((keyword) => keyword && !text.includes(keyword.toLowerCase()))
    .slice(0, 2);
  if (missing.length === 2)
    conclusion += ` Whether you need ${missing[0]} or ${missing[1]}, our crew is ready to help.`;
  if (missing.length === 1) conclusion += ` If ${missing[0]} is on your list, our crew is ready to help.`;
  if (!conclusion.includes(ctx.company.phone)) {
    conclusion += ` Call ${ctx.company.phone} or use our contact form to schedule a free site walk.`;
  }

  return { title, description, sections, conclusion: collapse(conclusion) };
}

export const offlineWriter: BlogWriter = {
  name: "offline",
  writePost: async (brief) => writePost(brief),
  enhancePost: async (post, ctx) => enhancePost(post, ctx),
};
