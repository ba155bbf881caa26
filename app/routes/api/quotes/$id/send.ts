import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal } from "~/api/http.server";
import { quoteToJson } from "~/api/serialize/quote.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { sendQuote } from "~/quotes/send-quote.server";
import type { Route } from "./+types/send";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/quotes/:id/send (admin): mails the customer the quote and a private link; { quote } with status sent.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const result = await sendQuote(params.id, by);
    return result.ok ? apiJson({ success: true, quote: quoteToJson(result.quote) }) : apiRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
