import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { quoteToJson } from "~/api/serialize/quote.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { quoteStatusFrom } from "~/quotes/quote-options";
import { listQuotes } from "~/quotes/quote-records.server";
import { quoteApiSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import type { Route } from "./+types/quotes";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/quotes[?status=] (admin): { quotes }, newest first.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const status = quoteStatusFrom(new URL(request.url).searchParams.get("status"));
    return apiJson({ quotes: listQuotes({ status }).map((quote) => quoteToJson(quote)) });
  },

  // POST /api/quotes (admin): a new draft; 201 { success, quote }.
  POST: async ({ request }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const input = parseOrThrow(quoteApiSchema, await readJsonBody(request));
    const result = createQuote(input, by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({ success: true, quote: quoteToJson(result.quote) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
