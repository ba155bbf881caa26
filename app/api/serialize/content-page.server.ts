import type { ContentPageJson } from "~/api/contract/site-content";
import { pageDefinitions, type ContentPageSlug } from "~/content/content-page";
import { getContentPage } from "~/content/content-page.server";

/** A page as the API answers it: its content as stored, placeholders and Markdown unrendered. */
export function contentPageJson(slug: ContentPageSlug): ContentPageJson {
  const page = getContentPage(slug);
  return {
    slug,
    title: pageDefinitions[slug].title,
    path: pageDefinitions[slug].path,
    content: page.content,
    updatedAt: page.updatedAt?.toISOString() ?? null,
  };
}
