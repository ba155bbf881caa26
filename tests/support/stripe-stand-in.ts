// A Stripe stand-in on 127.0.0.1 for testing the real `stripe` SDK (pointed at it by STRIPE_API_URL): it answers the
// Checkout Session calls the SDK makes (create, with idempotency keys; retrieve), serves a checkout page at each
// session's `url`, and makes the `checkout.session.completed` events Stripe would send, signed with the SDK's own
// test signer. Paying on its page (a form post) marks the session paid, posts the signed event to `webhookUrl` when
// given, and redirects to the session's success_url, as Checkout does.
import http from "node:http";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete";
  url: string;
  metadata: Record<string, string>;
  line_items_name: string;
  created: number;
};

export type StandInRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};

const sdk = new Stripe("sk_test_stand_in");
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export async function startStripeStandIn(options: { webhookSecret: string; webhookUrl?: string }) {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: StandInRequest[] = [];
  let origin = "";

  /** The event Stripe sends when a session is paid, as the raw body and its Stripe-Signature header. */
  function completedEvent(
    sessionId: string,
    extra: {
      eventId?: string;
      timestamp?: number;
      paid?: boolean;
      type?: string;
      /** What the event reports, when it is not what the session was made for. */
      amountTotal?: number | null;
      currency?: string | null;
    } = {},
  ) {
    const session = sessions.get(sessionId) ?? { id: sessionId, object: "checkout.session", amount_total: 0 };
    const reported = {
      ...(extra.amountTotal !== undefined ? { amount_total: extra.amountTotal } : {}),
      ...(extra.currency !== undefined ? { currency: extra.currency } : {}),
    };
    const payload = JSON.stringify({
      id: extra.eventId ?? randomId("evt"),
      object: "event",
      type: extra.type ?? "checkout.session.completed",
      created: extra.timestamp ?? Math.floor(Date.now() / 1000),
      data: {
        object: {
          ...session,
          ...reported,
          payment_status: extra.paid === false ? "unpaid" : "paid",
          status: "complete",
        },
      },
    });
    return { payload, signature: sign(payload, extra.timestamp) };
  }

  const sign = (payload: string, timestamp?: number) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });

  function createSession(form: URLSearchParams, idempotencyKey: string | undefined) {
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
      return sessions.get(byIdempotencyKey.get(idempotencyKey)!)!;
    const id = randomId("cs");
    const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]] = value;
    }
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: form.get("mode") ?? "",
      amount_total: unitAmount * quantity,
      currency: form.get("line_items[0][price_data][currency]") ?? "",
      client_reference_id: form.get("client_reference_id"),
      customer_email: form.get("customer_email"),
      success_url: form.get("success_url") ?? "",
      cancel_url: form.get("cancel_url") ?? "",
      payment_status: "unpaid",
      status: "open",
      url: `${origin}/pay/${id}`,
      metadata,
      line_items_name: form.get("line_items[0][price_data][product_data][name]") ?? "",
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return session;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": randomId("req") });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const path = (req.url ?? "/").split("?")[0];
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        requests.push({ method: req.method ?? "GET", path, headers: req.headers, form });
        if (req.method === "POST" && path === "/v1/checkout/sessions") {
          if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
            return json(res, 401, {
              error: { type: "invalid_request_error", message: "Invalid API Key provided" },
            });
          }
          const key = req.headers["idempotency-key"];
          return json(res, 200, createSession(form, typeof key === "string" ? key : undefined));
        }
        const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
        if (req.method === "GET" && retrieve) {
          const session = sessions.get(retrieve[1]);
          return session
            ? json(res, 200, session)
            : json(res, 404, {
                error: { type: "invalid_request_error", message: "No such checkout.session" },
              });
        }
        const pay = /^\/pay\/([\w]+)$/.exec(path);
        const session = pay ? sessions.get(pay[1]) : undefined;
        if (pay && session && req.method === "GET") {
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          return res.end(
            `<!doctype html><title>Stand-in checkout</title><h1>${session.line_items_name}</h1>` +
              `<p>${(session.amount_total / 100).toFixed(2)} ${session.currency}</p>` +
              `<form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a>`,
          );
        }
        if (pay && session && req.method === "POST") {
          session.payment_status = "paid";
          session.status = "complete";
          if (options.webhookUrl) {
            const event = completedEvent(session.id);
            await fetch(options.webhookUrl, {
              method: "POST",
              headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
              body: event.payload,
            });
          }
          res.writeHead(303, { Location: session.success_url });
          return res.end();
        }
        json(res, 404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: origin,
    sessions,
    requests,
    completedEvent,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
