// /api/newsletter/campaigns and the one-click unsubscribe, called the way Remix calls them.
import { beforeAll, describe, expect, test } from "vitest";
import { confirmSubscription, findCustomerByEmail, subscribeCustomer } from "~/newsletter/subscriber.server";
import { listLogs } from "~/logs/log.server";
import { CAMPAIGN_MESSAGES } from "~/newsletter/newsletter-campaign";
import * as campaignRoute from "~/routes/api/newsletter/campaigns/$id";
import * as campaignsRoute from "~/routes/api/newsletter/campaigns";
import * as unsubscribeRoute from "~/routes/_site/newsletter/unsubscribe";
import { seedWithApiUsers } from "../support/api-users";
import { callRoute, routeArgs } from "../support/route-call";
import { csrfTokenFor } from "~/security/csrf.server";

let adminToken = "";
let userToken = "";

beforeAll(async () => {
  ({ adminToken, userToken } = await seedWithApiUsers());
});

const post = (body: unknown, headers: { token?: string } = { token: adminToken }) =>
  callRoute(campaignsRoute, "POST", { body, token: headers.token, path: "/api/newsletter/campaigns" });

describe("campaign API", () => {
  test("refuses no token and non-admins; empty subject or message is a 400 naming the field", async () => {
    expect((await callRoute(campaignsRoute, "GET")).status).toBe(401);
    expect((await callRoute(campaignsRoute, "GET", { token: userToken })).status).toBe(403);
    expect((await post({ subject: "x", message: "y" }, { token: userToken })).status).toBe(403);

    const empty = await post({ subject: "  ", message: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      success: false,
      fieldErrors: {
        subject: [CAMPAIGN_MESSAGES.subjectMissing],
        message: [CAMPAIGN_MESSAGES.messageMissing],
      },
    });
    expect((await post({ subject: "Hi", message: "There", send: "yes" })).status).toBe(400);
  });

  test("a draft, then a send to the confirmed subscribers, with counts; GET lists and reads them", async () => {
    const draft = await post({ subject: "Draft via API", message: "Not yet." });
    expect(draft.status).toBe(201);
    const { campaign: saved } = await draft.json();
    expect(saved).toMatchObject({ status: "draft", counts: { queued: 0, sent: 0, failed: 0, pending: 0 } });

    // Nobody has confirmed yet: sending is refused and nothing is written.
    const nobody = await post({ subject: "Too early", message: "Hello", send: true });
    expect(nobody.status).toBe(409);
    expect(await nobody.json()).toMatchObject({ success: false, error: CAMPAIGN_MESSAGES.noSubscribers });

    for (const email of ["one@example.com", "two@example.com"])
      confirmSubscription(subscribeCustomer(email).customer.confirmToken);
    subscribeCustomer("pending@example.com");

    const sent = await post({
      subject: "Monsoon season paving tips",
      message: "Check your drains.",
      send: true,
    });
    expect(sent.status).toBe(201);
    const { campaign } = await sent.json();
    expect(campaign).toMatchObject({
      status: "sending",
      subject: "Monsoon season paving tips",
      counts: { queued: 2, pending: 2, sent: 0, failed: 0 },
    });
    expect(campaign.queuedAt).toEqual(expect.any(String));

    const one = await callRoute(campaignRoute, "GET", { token: adminToken, params: { id: campaign._id } });
    expect(one.status).toBe(200);
    expect((await one.json()).campaign).toMatchObject({ _id: campaign._id, counts: { queued: 2 } });
    const missing = await callRoute(campaignRoute, "GET", { token: adminToken, params: { id: "nope" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, error: CAMPAIGN_MESSAGES.notFound });

    const list = await (await callRoute(campaignsRoute, "GET", { token: adminToken })).json();
    expect(list.campaigns.map((c: { _id: string }) => c._id)).toEqual(
      expect.arrayContaining([saved._id, campaign._id]),
    );
    expect(listLogs({ event: "newsletter.send" })[0]).toMatchObject({
      actorEmail: "admin@example.com",
      message: expect.stringContaining("Monsoon season paving tips"),
    });
    expect(listLogs({ event: "newsletter.draft" })).toHaveLength(1);
  });

  test("the same idempotency key twice (body or header) sends once; with other content it is a 409", async () => {
    confirmSubscription(subscribeCustomer("idem@example.com").customer.confirmToken);
    const body = { subject: "Once only", message: "Retried by the client.", send: true };
    const first = await callRoute(campaignsRoute, "POST", {
      body,
      token: adminToken,
      path: "/api/newsletter/campaigns",
    });
    const request = () =>
      campaignsRoute.action(
        routeArgs(
          new Request("http://site.test/api/newsletter/campaigns", {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Authorization: `Bearer ${adminToken}`,
              "Idempotency-Key": "client-key-0001",
            },
            body: JSON.stringify(body),
          }),
        ),
      ) as Promise<Response>;
    const a = await request();
    const b = await request();
    expect([first.status, a.status, b.status]).toEqual([201, 201, 201]);
    const [ca, cb] = [(await a.json()).campaign, (await b.json()).campaign];
    expect(cb._id).toBe(ca._id);
    expect(cb.counts.queued).toBe(ca.counts.queued);
    const other = await post({ ...body, subject: "Other", idempotencyKey: "client-key-0001" });
    expect(other.status).toBe(409);
    expect(
      listLogs({ event: "newsletter.send" }).filter((row) => row.message.includes("Once only")),
    ).toHaveLength(2);
  });
});

type ActionAnswer = { data: { outcome: string } | null; init: ResponseInit | null };

async function unsubscribePost(body: BodyInit | null, contentType: string, query = "") {
  const headers = new Headers(contentType ? { "Content-Type": contentType } : {});
  const request = new Request(`http://site.test/newsletter/unsubscribe${query}`, {
    method: "POST",
    headers,
    body,
  });
  try {
    return (await unsubscribeRoute.action(routeArgs(request))) as unknown as ActionAnswer;
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, init: { status: thrown.status } };
    throw thrown;
  }
}

describe("one-click unsubscribe (RFC 8058)", () => {
  test("List-Unsubscribe=One-Click with the URL's token unsubscribes at once and answers 204 (no page)", async () => {
    const { customer } = subscribeCustomer("oneclick@example.com");
    confirmSubscription(customer.confirmToken);
    const query = `?token=${customer.unsubscribeToken}`;
    const answer = await unsubscribePost(
      "List-Unsubscribe=One-Click",
      "application/x-www-form-urlencoded",
      query,
    );
    expect(answer.init?.status).toBe(204);
    expect(findCustomerByEmail("oneclick@example.com")!.status).toBe("unsubscribed");
    // A second one-click (the provider retries) is still fine.
    expect(
      (await unsubscribePost("List-Unsubscribe=One-Click", "application/x-www-form-urlencoded", query)).init
        ?.status,
    ).toBe(204);

    const other = subscribeCustomer("multipart@example.com").customer;
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await unsubscribePost(form, "", `?token=${other.unsubscribeToken}`);
    expect(multipart.init?.status).toBe(204);
    expect(findCustomerByEmail("multipart@example.com")!.status).toBe("unsubscribed");
  });

  test("an unknown token, another body or a non-form body is a 4xx, and nobody is unsubscribed", async () => {
    const { customer } = subscribeCustomer("stays@example.com");
    confirmSubscription(customer.confirmToken);
    const query = `?token=${customer.unsubscribeToken}`;
    const form = "application/x-www-form-urlencoded";
    expect((await unsubscribePost("List-Unsubscribe=One-Click", form, "?token=nope")).init?.status).toBe(404);
    expect((await unsubscribePost("List-Unsubscribe=One-Click", form, "")).init?.status).toBe(400);
    expect((await unsubscribePost("List-Unsubscribe=Yes", form, query)).init?.status).toBe(400);
    expect((await unsubscribePost("something=else", form, query)).init?.status).toBe(400);
    expect(
      (await unsubscribePost('{"List-Unsubscribe":"One-Click"}', "application/json", query)).init?.status,
    ).toBe(415);
    expect(findCustomerByEmail("stays@example.com")!.status).toBe("subscribed");
  });

  test("the person's button (token in the form) still unsubscribes and shows the page", async () => {
    const { customer } = subscribeCustomer("button@example.com");
    // Its form carries the page's form token like every form of ours; a post without one is refused.
    expect(
      (await unsubscribePost(`token=${customer.unsubscribeToken}`, "application/x-www-form-urlencoded")).init
        ?.status,
    ).toBe(403);
    const csrf = await csrfTokenFor(new Request("http://site.test/newsletter/unsubscribe"));
    const answer = (await unsubscribePost(
      `csrf=${csrf}&token=${customer.unsubscribeToken}`,
      "application/x-www-form-urlencoded",
    )) as unknown as { outcome: string; email: string };
    expect(answer).toEqual({ outcome: "unsubscribed", email: "button@example.com" });
  });
});
