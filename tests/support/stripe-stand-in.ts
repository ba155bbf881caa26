// A Stripe stand-in on 127.0.0.1 for testing the real `stripe` SDK (pointed at it by STRIPE_API_URL). It answers the
// calls the SDK makes: Checkout Sessions (create, with idempotency keys; retrieve, with `expand`; list by
// payment_intent), PaymentIntents and Charges (retrieve) and Refunds (create). It serves a checkout page at each
// session's `url` where the customer pays by card (cleared at once) or, when the session offers it, by US bank
// account (the PaymentIntent "processing", as an ACH debit is for days). Tests then move a payment on as Stripe would
// (`settle`, `fail`, `refund`, `dispute`) and make the signed events Stripe sends (`event`), signed with the SDK's own
// test signer. Paying on its page posts the `checkout.session.completed` event to `webhookUrl` when given, and
// redirects to the session's success_url, as Checkout does. `POST /_stand-in/…` does the same moves over HTTP, for a
// browser test whose stand-in runs in the web server's process.
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
  payment_method_types: string[];
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  payment_intent: string | null;
  url: string;
  metadata: Record<string, string>;
  line_items_name: string;
  created: number;
};

export type StandInCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed";
  payment_method_details: { type: string };
  created: number;
};

export type StandInPaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "processing" | "succeeded" | "requires_payment_method" | "canceled";
  payment_method_types: string[];
  latest_charge: string | null;
  created: number;
};

export type StandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};

export type PaymentMove = "settle" | "fail" | "refund" | "dispute";

const sdk = new Stripe("sk_test_stand_in");
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(options: { webhookSecret: string; webhookUrl?: string }) {
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, StandInPaymentIntent>();
  const charges = new Map<string, StandInCharge>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: StandInRequest[] = [];
  let origin = "";

  const sign = (payload: string, timestamp?: number) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });

  const signed = (type: string, object: unknown, extra: { eventId?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify({
      id: extra.eventId ?? randomId("evt"),
      object: "event",
      type,
      created: extra.timestamp ?? nowSeconds(),
      data: { object },
    });
    return { payload, signature: sign(payload, extra.timestamp) };
  };

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
    return signed(
      extra.type ?? "checkout.session.completed",
      {
        ...session,
        ...reported,
        payment_status: extra.paid === false ? "unpaid" : "paid",
        status: "complete",
      },
      extra,
    );
  }

  /**
   * The event of `type` for a session as the stand-in holds it now: a checkout.session.* event carries the session,
   * charge.refunded its charge, charge.dispute.created a dispute naming the charge and its intent.
   */
  function event(type: string, sessionId: string, extra: { eventId?: string; timestamp?: number } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in has no session ${sessionId}`);
    if (type.startsWith("checkout.session.")) return signed(type, session, extra);
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) throw new Error(`Session ${sessionId} has no charge yet`);
    if (type === "charge.dispute.created")
      return signed(
        type,
        {
          id: randomId("dp"),
          object: "dispute",
          amount: charge.amount,
          currency: charge.currency,
          charge: charge.id,
          payment_intent: intent.id,
          reason: "fraudulent",
          status: "needs_response",
        },
        extra,
      );
    return signed(type, charge, extra);
  }

  function createSession(form: URLSearchParams, idempotencyKey: string | undefined) {
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
      return sessions.get(byIdempotencyKey.get(idempotencyKey)!)!;
    const id = randomId("cs");
    const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    const metadata: Record<string, string> = {};
    const methods: string[] = [];
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]] = value;
      if (/^payment_method_types\[\d+\]$/.test(key)) methods.push(value);
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
      payment_method_types: methods.length ? methods : ["card"],
      payment_status: "unpaid",
      status: "open",
      payment_intent: null,
      url: `${origin}/pay/${id}`,
      metadata,
      line_items_name: form.get("line_items[0][price_data][product_data][name]") ?? "",
      created: nowSeconds(),
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return session;
  }

  /** The customer pays on the checkout page: by card it clears at once, by bank account it is processing. */
  function pay(sessionId: string, method: "card" | "us_bank_account" = "card") {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in has no session ${sessionId}`);
    const intent: StandInPaymentIntent = {
      id: randomId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status: method === "card" ? "succeeded" : "processing",
      payment_method_types: [method],
      latest_charge: null,
      created: nowSeconds(),
    };
    const charge: StandInCharge = {
      id: randomId("ch"),
      object: "charge",
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: session.currency,
      payment_intent: intent.id,
      status: method === "card" ? "succeeded" : "pending",
      payment_method_details: { type: method },
      created: nowSeconds(),
    };
    intent.latest_charge = charge.id;
    intents.set(intent.id, intent);
    charges.set(charge.id, charge);
    session.payment_intent = intent.id;
    session.status = "complete";
    session.payment_status = method === "card" ? "paid" : "unpaid";
    return session;
  }

  const chargeOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    const intent = session?.payment_intent ? intents.get(session.payment_intent) : undefined;
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!session || !intent || !charge) throw new Error(`Session ${sessionId} is not paid`);
    return { session, intent, charge };
  };

  /** Moves a paid session on as Stripe would: a bank payment settles or fails; a charge is refunded or disputed. */
  function move(sessionId: string, what: PaymentMove, amountCents?: number) {
    const { session, intent, charge } = chargeOf(sessionId);
    if (what === "settle") {
      intent.status = "succeeded";
      charge.status = "succeeded";
      session.payment_status = "paid";
    } else if (what === "fail") {
      intent.status = "requires_payment_method";
      charge.status = "failed";
    } else if (what === "refund") {
      charge.amount_refunded = Math.min(
        charge.amount,
        charge.amount_refunded + (amountCents ?? charge.amount),
      );
      charge.refunded = charge.amount_refunded === charge.amount;
    } else charge.disputed = true;
    return session;
  }

  const expanded = (session: StandInSession, expand: string[]) => {
    if (!expand.includes("payment_intent") || !session.payment_intent) return session;
    const intent = intents.get(session.payment_intent)!;
    const charge =
      expand.includes("payment_intent.latest_charge") && intent.latest_charge
        ? charges.get(intent.latest_charge)
        : intent.latest_charge;
    return { ...session, payment_intent: { ...intent, latest_charge: charge } };
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": randomId("req") });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    json(res, 404, { error: { type: "invalid_request_error", message: `No such ${what}` } });

  async function deliver(body: { payload: string; signature: string }) {
    if (!options.webhookUrl) return;
    await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": body.signature },
      body: body.payload,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const [path, search = ""] = (req.url ?? "/").split("?");
        const query = new URLSearchParams(search);
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        requests.push({ method: req.method ?? "GET", path, query, headers: req.headers, form });
        const expand = [...query.entries()]
          .filter(([key]) => /^expand(\[\d*\])?$/.test(key))
          .map(([, value]) => value);
        if (path.startsWith("/v1/") && !/^Bearer sk_/.test(req.headers.authorization ?? "")) {
          return json(res, 401, {
            error: { type: "invalid_request_error", message: "Invalid API Key provided" },
          });
        }
        if (req.method === "POST" && path === "/v1/checkout/sessions") {
          const key = req.headers["idempotency-key"];
          return json(res, 200, createSession(form, typeof key === "string" ? key : undefined));
        }
        if (req.method === "GET" && path === "/v1/checkout/sessions") {
          const intent = query.get("payment_intent");
          const data = [...sessions.values()].filter(
            (session) => !intent || session.payment_intent === intent,
          );
          return json(res, 200, { object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
        }
        const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
        if (req.method === "GET" && retrieve) {
          const session = sessions.get(retrieve[1]);
          return session ? json(res, 200, expanded(session, expand)) : missing(res, "checkout.session");
        }
        const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
        if (req.method === "GET" && intentPath) {
          const intent = intents.get(intentPath[1]);
          if (!intent) return missing(res, "payment_intent");
          const charge =
            expand.includes("latest_charge") && intent.latest_charge
              ? charges.get(intent.latest_charge)
              : null;
          return json(res, 200, charge ? { ...intent, latest_charge: charge } : intent);
        }
        const chargePath = /^\/v1\/charges\/([\w]+)$/.exec(path);
        if (req.method === "GET" && chargePath) {
          const charge = charges.get(chargePath[1]);
          return charge ? json(res, 200, charge) : missing(res, "charge");
        }
        if (req.method === "POST" && path === "/v1/refunds") {
          const intentId = form.get("payment_intent");
          const session = [...sessions.values()].find((entry) => entry.payment_intent === intentId);
          if (!session) return missing(res, "payment_intent");
          const amount = form.get("amount");
          move(session.id, "refund", amount ? Number(amount) : undefined);
          return json(res, 200, {
            id: randomId("re"),
            object: "refund",
            payment_intent: intentId,
            status: "succeeded",
          });
        }
        const control = /^\/_stand-in\/sessions\/([\w]+)\/(settle|fail|refund|dispute)$/.exec(path);
        if (req.method === "POST" && control) {
          const amount = form.get("amount");
          return json(
            res,
            200,
            move(control[1], control[2] as PaymentMove, amount ? Number(amount) : undefined),
          );
        }
        const pagePath = /^\/pay\/([\w]+)$/.exec(path);
        const session = pagePath ? sessions.get(pagePath[1]) : undefined;
        if (pagePath && session && req.method === "GET") {
          const bank = session.payment_method_types.includes("us_bank_account");
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          return res.end(
            `<!doctype html><title>Stand-in checkout</title><h1>${session.line_items_name}</h1>` +
              `<p>${(session.amount_total / 100).toFixed(2)} ${session.currency}</p><form method="post">` +
              (bank
                ? `<fieldset><legend>Payment method</legend>` +
                  `<label><input type="radio" name="method" value="card" checked> Card</label>` +
                  `<label><input type="radio" name="method" value="us_bank_account"> US bank account</label></fieldset>`
                : "") +
              `<button>Pay</button></form><a href="${session.cancel_url}">Back</a>`,
          );
        }
        if (pagePath && session && req.method === "POST") {
          pay(session.id, form.get("method") === "us_bank_account" ? "us_bank_account" : "card");
          await deliver(event("checkout.session.completed", session.id));
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
    intents,
    charges,
    requests,
    completedEvent,
    event,
    pay,
    move,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
