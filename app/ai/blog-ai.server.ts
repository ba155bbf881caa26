import { writeTransaction } from "~/db/client.server";
import {
  BlogTitleTakenError,
  createBlogPost,
  getBlogPost,
  isBlogTitleTaken,
  listBlogTitles,
  updateBlogPost,
} from "~/blog/blog-post.server";
import { listKeywords } from "~/content/keyword.server";
import { logEvent, type AuditActor, type LogContext } from "~/logs/audit.server";
import { requireSiteSettings, type SiteSettings } from "~/content/site-settings.server";
import { createAiImageForPrompt, getBlogWriter, getImageSource } from "./ai-services.server";
import { offlineImageSource } from "./offline-image.server";
import { AiError, type BlogWriter, type PostBrief, type ServiceTopic } from "./written-post";

/** Who asks for the writing, and from where when a request did. */
type WriterContext = LogContext & { actor: AuditActor };

/**
 * Generation refused because the site lists no services: every post is about one of them, and a post about work the
 * company has not listed could advertise work it does not do.
 */
export class NoServicesError extends Error {
  constructor() {
    super("Add at least one service before generating a post.");
    this.name = "NoServicesError";
  }
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

function allServices(settings: SiteSettings): ServiceTopic[] {
  return [
    ...settings.asphaltServices,
    ...settings.concreteServices,
    ...settings.newConstructionServices,
    ...settings.landingServices,
  ];
}

/** The service whose name shares the most words with a keyword (the keyword's post is about that service). */
function serviceForKeyword(keyword: string, services: ServiceTopic[]) {
  const target = words(keyword);
  let best = services[0];
  let bestScore = -1;
  for (const service of services) {
    const score = [...words(`${service.name} ${service.description}`)].filter((word) =>
      target.has(word),
    ).length;
    if (score > bestScore) [best, bestScore] = [service, score];
  }
  return best;
}

/**
 * Picks what the next post is about: the service or keyword that the fewest existing titles mention, so generated
 * posts spread across the catalogue. Undefined when the site lists no services (a keyword's post is about a service).
 */
export function chooseTopic(
  settings: SiteSettings,
  keywords: string[],
  titles: string[],
  random = Math.random,
) {
  const services = allServices(settings);
  if (services.length === 0) return undefined;
  const lowerTitles = titles.map((title) => title.toLowerCase());
  const coverage = (name: string) => lowerTitles.filter((title) => title.includes(name.toLowerCase())).length;
  const candidates = [
    ...services.map((service) => ({
      service,
      keyword: undefined as string | undefined,
      used: coverage(service.name),
    })),
    ...keywords.map((keyword) => ({
      service: serviceForKeyword(keyword, services),
      keyword,
      used: coverage(keyword),
    })),
  ];
  const least = Math.min(...candidates.map((candidate) => candidate.used));
  const pool = candidates.filter((candidate) => candidate.used === least);
  return pool[Math.floor(random() * pool.length)];
}

function companyOf(settings: SiteSettings) {
  return { name: settings.companyName, phone: settings.phone, city: settings.address.city };
}

async function imageFor(prompt: string) {
  try {
    return await createAiImageForPrompt(prompt, getImageSource());
  } catch (error) {
    // A photo service outage should not block a draft: fall back to a drawn illustration.
    if (error instanceof AiError) return createAiImageForPrompt(prompt, offlineImageSource);
    throw error;
  }
}

/** Writes a new draft post (marked as generated) with an image, and logs it; NoServicesError without services. */
export async function generateBlogPost(by: WriterContext, writer: BlogWriter = getBlogWriter()) {
  const settings = requireSiteSettings();
  const keywords = listKeywords();
  const titles = listBlogTitles();
  const topic = chooseTopic(settings, keywords, titles);
  if (!topic) throw new NoServicesError();
  const brief: PostBrief = {
    service: topic.service,
    keyword: topic.keyword,
    city: settings.address.city,
    company: companyOf(settings),
    keywords,
    avoidTitles: titles,
  };
  const written = await writer.writePost(brief);
  const titleUsed = () =>
    new AiError(`The writer proposed a title that is already used (“${written.title}”). Try again.`);
  if (isBlogTitleTaken(written.title)) throw titleUsed();
  const prompt = written.imagePrompt || `${topic.service.name} in ${settings.address.city}, Arizona`;
  const image = await imageFor(prompt);
  let post;
  try {
    post = createBlogPost(
      {
        title: written.title,
        description: written.description,
        img: image.url,
        imgAlt: prompt,
        sections: written.sections,
        conclusion: written.conclusion,
        status: "draft",
      },
      {
        source: "generated",
        image: {
          src: image.url,
          alt: prompt,
          width: image.width,
          height: image.height,
          variants: image.variants,
        },
      },
    );
  } catch (error) {
    // Another post may have taken the title while the image was made.
    if (error instanceof BlogTitleTakenError) throw titleUsed();
    throw error;
  }
  logEvent(by, {
    event: "blog.generate",
    message: `Generated the draft “${post.title}” with the ${writer.name} writer`,
    detail: {
      postId: post.id,
      writer: writer.name,
      topic: topic.keyword ?? topic.service.name,
      imageId: image.id,
    },
  });
  return post;
}

/** Rewrites a post in place (marked as enhanced); the previous version is kept as a revision. */
export async function enhanceBlogPost(id: string, by: WriterContext, writer: BlogWriter = getBlogWriter()) {
  const current = getBlogPost(id, { includeDrafts: true });
  if (!current) return undefined;
  const settings = requireSiteSettings();
  const enhanced = await writer.enhancePost(
    {
      title: current.title,
      description: current.description,
      sections: current.sections,
      conclusion: current.conclusion,
    },
    { company: companyOf(settings), keywords: listKeywords() },
  );
  // The title check and the save share one write transaction, and the post is read again inside it: while the writer
  // worked, another post may have taken the new title, or this post may have been renamed or deleted.
  const post = writeTransaction((tx) => {
    const latest = getBlogPost(id, { includeDrafts: true });
    if (!latest) return undefined;
    const title = isBlogTitleTaken(enhanced.title, id) ? latest.title : enhanced.title;
    return updateBlogPost(
      id,
      {
        title,
        description: enhanced.description,
        img: latest.img,
        imgAlt: latest.imgAlt,
        sections: enhanced.sections,
        conclusion: enhanced.conclusion,
        status: latest.status,
      },
      { source: "enhanced", actorId: by.actor.id, reason: "enhance" },
      tx,
    );
  });
  if (!post) return undefined;
  logEvent(by, {
    event: "blog.enhance",
    message: `Enhanced “${post.title}” with the ${writer.name} writer`,
    detail: { postId: id },
  });
  return post;
}
