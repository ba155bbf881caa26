import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { quoteToJson } from "~/api/serialize/quote.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { sendFormSchema } from "~/quotes/send-form-schema";
import { sendQuote } from "~/quotes/send-quote.server";
import type { Route } from "./+types/send";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/quotes/:id/send (admin): mails the customer the quote and a private link; { quote } with status sent.
  // The body is optional: { message } adds the office's message to the mail and the customer's page.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const hasBody = request.headers.has("Content-Type") || Number(request.headers.get("Content-Length")) > 0;
    const { message } = hasBody ? parseOrThrow(sendFormSchema, await readJsonBody(request)) : { message: "" };
    const result = await sendQuote(params.id, by, { message });
    return result.ok ? apiJson({ success: true, quote: quoteToJson(result.quote) }) : apiRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
