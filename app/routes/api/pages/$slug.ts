import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { contentPageJson } from "~/api/serialize/content-page.server";
import { requireApiAdmin } from "~/api/token.server";
import { isPageSlug, PAGE_MESSAGES, pageContentSchemas } from "~/content/content-page";
import { savePageContent } from "~/content/content-page.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$slug";

const slugOf = (slug: string | undefined) => {
  if (!slug || !isPageSlug(slug)) throw apiError(404, `${PAGE_MESSAGES.notFound}.`);
  return slug;
};

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/pages/:slug (admin): { page } with its content as stored, placeholders and Markdown unrendered.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    return apiJson({ page: contentPageJson(slugOf(params.slug)) });
  },

  // PUT /api/pages/:slug (admin): saves new content (validated like the page's editor); the old version is kept.
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const slug = slugOf(params.slug);
    const content = parseOrThrow(pageContentSchemas[slug], await readJsonBody(request));
    const { changed } = savePageContent(slug, content, requestContext(request, admin, "api"));
    return apiJson({ success: true, message: PAGE_MESSAGES.saved, changed, page: contentPageJson(slug) });
  },
});
export const loader = route.loader;
export const action = route.action;
