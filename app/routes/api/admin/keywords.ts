import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { KEYWORD_MESSAGES, keywordListSchema } from "~/content/keyword";
import { listKeywords, saveKeywords } from "~/content/keyword.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/keywords";

const toJson = (words: string[]) => words.map((word) => ({ word }));

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/admin/keywords (public: the site's keyword meta): { keywords: [{ word }] }.
  GET: () => apiJson({ keywords: toJson(listKeywords()) }, { headers: { "Cache-Control": A_MINUTE } }),

  // POST /api/admin/keywords (admin): { keywords: string[] } replaces the list (blank rows dropped, duplicates merged).
  POST: async ({ request }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const body = await readJsonBody(request);
    if (body && typeof body === "object" && !Array.isArray(body) && !("keywords" in body)) {
      return apiError(400, 'Send { keywords: ["..."] }.', { fieldErrors: { keywords: ["Required"] } });
    }
    const { keywords } = parseOrThrow(keywordListSchema, body);
    const saved = saveKeywords(keywords, by);
    return apiJson({ success: true, message: KEYWORD_MESSAGES.updated, keywords: toJson(saved) });
  },
});
export const loader = route.loader;
export const action = route.action;
