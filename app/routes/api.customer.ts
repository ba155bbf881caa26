import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed, parseOrThrow, readJsonBody, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "~/models/customer";
import { customerToJson, listCustomers } from "~/models/customer.server";
import { requestNewsletterSubscription } from "~/models/newsletter.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { clientIp } from "~/utils/request.server";

// GET /api/customer (admin): { customers }, newest first.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    await requireApiAdmin(request);
    return apiJson({ customers: listCustomers().map(customerToJson) });
  });

// POST /api/customer (public): newsletter sign-up { email }. Double opt-in: the subscriber stays pending until the
// link in the confirmation mail is followed. Signing up twice is no error.
export const action = ({ request }: ActionFunctionArgs) =>
  runApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const body = await readJsonBody(request);
    const { email } = parseOrThrow(newsletterSchema, body);
    const result = requestNewsletterSubscription(email, {
      ip: clientIp(request),
      origin: new URL(request.url).origin,
      honeypot: (body as Record<string, unknown>)[HONEYPOT_FIELD],
    });
    if (!result.ok) {
      const headers = result.retryAfterSeconds
        ? { "Retry-After": String(result.retryAfterSeconds) }
        : undefined;
      return apiError(result.status, result.error, { headers });
    }
    return apiJson({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
      customer: { _id: result.customer.id, email: result.customer.email, status: result.customer.status },
    });
  });
