import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, readJsonBody } from "~/api/http.server";
import { patchedQuoteInput } from "~/api/quote-api.server";
import { quoteToJson } from "~/api/serialize/quote.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { loadQuote } from "~/quotes/quote-records.server";
import { deleteQuote, updateQuote } from "~/quotes/save-quote.server";
import type { Route } from "./+types/$id";

const notFound = () => apiError(404, QUOTE_MESSAGES.notFound);

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/quotes/:id (admin): { quote }.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const quote = loadQuote(params.id);
    return quote ? apiJson({ quote: quoteToJson(quote) }) : notFound();
  },

  // PATCH /api/quotes/:id (admin): any of POST's fields. A version the customer has seen becomes a new version; an
  // accepted quote is locked (409).
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const body = await readJsonBody(request);
    const quote = loadQuote(params.id);
    if (!quote) return notFound();
    if (quote.status === "accepted") return apiError(409, QUOTE_MESSAGES.locked);
    const input = patchedQuoteInput(quote, body);
    if (!input) return apiJson({ success: true, quote: quoteToJson(quote) });
    const result = updateQuote(quote.id, input, by);
    return result.ok ? apiJson({ success: true, quote: quoteToJson(result.quote) }) : apiRefusal(result);
  },

  // DELETE /api/quotes/:id (admin): drafts that never went out only (409 otherwise).
  DELETE: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const result = deleteQuote(params.id, by);
    return result.ok ? apiJson({ success: true, message: QUOTE_MESSAGES.deleted }) : apiRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
