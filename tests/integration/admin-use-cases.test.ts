// The back office's use-cases below the pages and the API: each writes its own audit row (who, what, from where),
// the same whether a page or the API asks, and none when nothing changed.
import { beforeAll, describe, expect, test } from "vitest";
import { exportTable } from "~/routes/admin/+shared/tables.server";
import { generateImage } from "~/ai/ai-services.server";
import { requestContext, type EditContext } from "~/logs/audit.server";
import { importCustomerFile } from "~/newsletter/import-subscribers.server";
import {
  confirmSubscription,
  deleteCustomer,
  findCustomerByEmail,
  getCustomer,
  subscribeCustomer,
  unsubscribeCustomerById,
} from "~/newsletter/subscriber.server";
import { listKeywords, saveKeywords } from "~/content/keyword.server";
import { listLogs } from "~/logs/log.server";
import { createMessage, deleteMessage, getMessage, setLeadStatus } from "~/leads/contact-message.server";
import { createCampaign, sendDraftCampaign, sendTestCampaign } from "~/newsletter/newsletter-campaign.server";
import { changeUserRole, deleteUser } from "~/accounts/user-admin.server";
import { createUser, getUserById } from "~/accounts/user.server";
import { seedDatabase } from "~/seed/seed.server";
import { publicOrigin } from "~/http/public-url.server";

let admin: { id: string; email: string };
const pageContext = (path: string): EditContext =>
  requestContext(new Request(`http://localhost${path}`, { method: "POST" }), admin);
const apiContext = (path: string): EditContext =>
  requestContext(new Request(`http://localhost${path}`, { method: "POST" }), admin, "api");

/** The newest audit row of an event. */
const lastLog = (event: string) => listLogs({ event })[0];
const countLogs = (event: string) => listLogs({ event }).length;

/** A verified account whose address and password follow from its one-word handle. */
const verifiedUser = (handle: string, isAdmin = false) =>
  createUser({
    name: handle,
    email: `${handle}@example.com`,
    password: `${handle}-password-1`,
    isAdmin,
    isVerified: true,
  });

beforeAll(async () => {
  await seedDatabase({ demo: false });
  admin = await verifiedUser("office-manager", true);
});

const contact = (name: string) =>
  createMessage({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: "",
    message: "Quote?",
    consent: true,
  });

describe("messages", () => {
  test("a lead status change records who set what, from the page it came", () => {
    const message = contact("Rosa");
    expect(setLeadStatus(message.id, "quoted", pageContext("/admin/messages"))?.leadStatus).toBe("quoted");
    expect(lastLog("message.lead-status")).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      path: "/admin/messages",
      message: `Set the lead status of message ${message.id} to quoted`,
      detail: { id: message.id, leadStatus: "quoted", method: "POST" },
    });
    const before = countLogs("message.lead-status");
    expect(setLeadStatus("no-such-message", "won", pageContext("/admin/messages"))).toBeUndefined();
    expect(countLogs("message.lead-status")).toBe(before);
  });

  test("a delete through the API is recorded as such; a second delete finds nothing and records nothing", () => {
    const message = contact("Dale");
    const by = apiContext(`/api/message/${message.id}`);
    expect(deleteMessage(message.id, by)?.id).toBe(message.id);
    expect(getMessage(message.id)).toBeUndefined();
    expect(lastLog("message.delete")).toMatchObject({
      message: `Deleted message ${message.id}`,
      path: `/api/message/${message.id}`,
      detail: { id: message.id, via: "api" },
    });
    expect(deleteMessage(message.id, by)).toBeUndefined();
    expect(countLogs("message.delete")).toBe(1);
  });
});

describe("customers", () => {
  test("unsubscribing and removing a subscriber each write their row", () => {
    const { customer } = subscribeCustomer("leaving@example.com");
    confirmSubscription(customer.confirmToken);
    const by = pageContext("/admin/customers");

    expect(unsubscribeCustomerById(customer.id, by)?.status).toBe("unsubscribed");
    expect(lastLog("customer.unsubscribe")).toMatchObject({
      message: "Unsubscribed leaving@example.com",
      detail: { id: customer.id },
    });
    expect(deleteCustomer(customer.id, by)?.email).toBe("leaving@example.com");
    expect(getCustomer(customer.id)).toBeUndefined();
    expect(lastLog("customer.delete")).toMatchObject({
      message: "Removed leaving@example.com",
      detail: { id: customer.id },
    });

    expect(unsubscribeCustomerById(customer.id, by)).toBeUndefined();
    expect(deleteCustomer(customer.id, by)).toBeUndefined();
    expect(countLogs("customer.unsubscribe")).toBe(1);
    expect(countLogs("customer.delete")).toBe(1);
  });

  test("an imported file is recorded with its name and counts; a refused file is not", async () => {
    const by = pageContext("/admin/customers");
    const csv =
      "email,confirmed\nimported-1@example.com,yes\nimported-2@example.com,yes\nnot-an-address,yes\n";
    const result = await importCustomerFile(new File([csv], "list.csv"), publicOrigin, by);
    expect(result).toMatchObject({ ok: true, report: { rows: 3, added: 2, confirmed: 2, invalidCount: 1 } });
    expect(findCustomerByEmail("imported-2@example.com")?.status).toBe("subscribed");
    expect(lastLog("customer.import")).toMatchObject({
      message: "Imported 3 rows from list.csv: 2 added, 2 confirmed, 0 confirmation mails, 1 invalid",
      detail: { rows: 3, added: 2, invalid: 1 },
    });

    expect(await importCustomerFile(null, publicOrigin, by)).toEqual({
      ok: false,
      status: 400,
      error: "Choose a CSV file with an “email” column.",
    });
    const large = new File(["email\n", "x".repeat(2 * 1024 * 1024)], "large.csv");
    expect(await importCustomerFile(large, publicOrigin, by)).toMatchObject({ ok: false, status: 413 });
    expect(await importCustomerFile(new File(["name\nBob\n"], "bad.csv"), publicOrigin, by)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(countLogs("customer.import")).toBe(1);
  });
});

test("saving the keywords records the list as stored", () => {
  const by = apiContext("/api/admin/keywords");
  expect(saveKeywords(["sealcoat", "striping"], by)).toEqual(["sealcoat", "striping"]);
  expect(listKeywords()).toEqual(["sealcoat", "striping"]);
  expect(lastLog("keywords.update")).toMatchObject({
    message: "Saved 2 keywords",
    path: "/api/admin/keywords",
    detail: { keywords: ["sealcoat", "striping"], via: "api" },
  });
});

describe("users", () => {
  test("granting, revoking and deleting are recorded; refusals are not", async () => {
    const other = await verifiedUser("estimator");
    const by = pageContext("/admin/users");

    expect(changeUserRole(other.id, true, by)).toMatchObject({ ok: true });
    expect(lastLog("user.admin-grant")).toMatchObject({
      message: "Made admin: estimator@example.com",
      detail: { id: other.id },
    });
    expect(changeUserRole(other.id, false, by)).toMatchObject({ ok: true });
    expect(lastLog("user.admin-revoke")).toMatchObject({ message: "Revoked admin: estimator@example.com" });

    expect(changeUserRole(admin.id, false, by)).toMatchObject({ ok: false, status: 400 });
    expect(deleteUser(admin.id, by)).toMatchObject({ ok: false, status: 400 });
    expect(countLogs("user.admin-revoke")).toBe(1);

    expect(deleteUser(other.id, by)).toMatchObject({ ok: true });
    expect(getUserById(other.id)).toBeUndefined();
    expect(lastLog("user.delete")).toMatchObject({ message: "Deleted user estimator@example.com" });
    expect(deleteUser(other.id, by)).toMatchObject({ ok: false, status: 404 });
    expect(countLogs("user.delete")).toBe(1);
  });
});

describe("newsletter campaigns", () => {
  const content = (subject: string) => ({ subject, message: "Monsoon season is here.", postIds: [] });
  /** A campaign written (and with `send` sent) by the one who asks, with an idempotency key of its subject. */
  const campaignBy = (by: EditContext, subject: string, send: boolean) =>
    createCampaign(content(subject), { send, idempotencyKey: `key: ${subject}`, createdBy: admin.id }, by);
  /** The campaign a call made, or the reason it refused as the test's failure. */
  const made = (result: ReturnType<typeof createCampaign>) => {
    if (!result.ok) throw new Error(result.error);
    return result.campaign;
  };

  beforeAll(() => {
    const { customer } = subscribeCustomer("reader@example.com");
    confirmSubscription(customer.confirmToken);
  });

  test("a test mail goes to the admin who asks, and is recorded", async () => {
    expect(await sendTestCampaign(content("Test run"), pageContext("/admin/newsletter"))).toEqual({
      ok: true,
    });
    expect(lastLog("newsletter.test")).toMatchObject({
      message: `Sent a test of “Test run” to ${admin.email}`,
      actorEmail: admin.email,
    });
  });

  test("from a page: a draft, its second submit and its sending are each recorded", () => {
    const by = pageContext("/admin/newsletter");
    const draft = made(campaignBy(by, "Page draft", false));
    expect(lastLog("newsletter.draft")).toMatchObject({
      message: "Saved the draft “Page draft”",
      detail: { campaignId: draft.id },
    });

    expect(campaignBy(by, "Page draft", false)).toMatchObject({ ok: true, replayed: true });
    expect(lastLog("newsletter.resubmit")).toMatchObject({
      message: "A second submit of “Page draft” found the campaign already made; nothing more was sent",
      detail: { campaignId: draft.id },
    });

    const campaignPage = `/admin/newsletter/${draft.id}`;
    expect(sendDraftCampaign(draft.id, pageContext(campaignPage))).toMatchObject({ ok: true });
    expect(lastLog("newsletter.send")).toMatchObject({
      message: "Sent the draft “Page draft” to the confirmed subscribers",
      path: campaignPage,
      detail: { campaignId: draft.id },
    });
    expect(sendDraftCampaign(draft.id, by)).toMatchObject({ ok: false, status: 409 });
    expect(countLogs("newsletter.send")).toBe(1);
  });

  test("through the API: the rows say so, and a repeated idempotency key writes none", () => {
    const by = apiContext("/api/newsletter/campaigns");
    const sent = made(campaignBy(by, "API send", true));
    expect(lastLog("newsletter.send")).toMatchObject({
      message: "Sent “API send” to the confirmed subscribers through the API",
      detail: { campaignId: sent.id, via: "api" },
    });
    const resubmits = countLogs("newsletter.resubmit");
    expect(campaignBy(by, "API send", true)).toMatchObject({ ok: true, replayed: true });
    expect(countLogs("newsletter.resubmit")).toBe(resubmits);
  });
});

test("a CSV export records the table, its row count and the view asked for", () => {
  const url = new URL("http://localhost/admin/export/customers?q=imported");
  const { rows } = exportTable("customers", url, requestContext(new Request(url), admin));
  expect(rows).toHaveLength(2);
  expect(lastLog("export.csv")).toMatchObject({
    message: "Exported 2 customers rows as CSV",
    path: "/admin/export/customers",
    detail: { table: "customers", query: "?q=imported", method: "GET" },
  });
});

test("a made image is recorded with its prompt and source", async () => {
  const image = await generateImage("fresh asphalt", pageContext("/admin/images/generate"));
  expect(lastLog("ai-image.create")).toMatchObject({
    message: "Made an image for “fresh asphalt”",
    detail: { imageId: image.id, source: image.source },
  });
});
