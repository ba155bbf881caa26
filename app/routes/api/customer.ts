import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { customerToJson } from "~/api/serialize/subscriber.server";
import { requireApiAdmin } from "~/api/token.server";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "~/newsletter/subscriber";
import { listCustomers } from "~/newsletter/subscriber.server";
import { requestNewsletterSubscription } from "~/newsletter/newsletter.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { requestContext } from "~/logs/audit.server";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/customer";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/customer (admin): { customers }, newest first.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ customers: listCustomers().map(customerToJson) });
  },

  // POST /api/customer (public): newsletter sign-up { email }. Double opt-in: the subscriber stays pending until the
  // link in the confirmation mail is followed. Signing up twice is no error.
  POST: async ({ request }) => {
    const body = await readJsonBody(request);
    const { email } = parseOrThrow(newsletterSchema, body);
    const result = requestNewsletterSubscription(email, {
      ...requestContext(request),
      origin: publicOrigin,
      honeypot: (body as Record<string, unknown>)[HONEYPOT_FIELD],
    });
    if (!result.ok) return apiRefusal(result);
    return apiJson({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
      customer: { _id: result.customer.id, email: result.customer.email, status: result.customer.status },
    });
  },
});
export const loader = route.loader;
export const action = route.action;
