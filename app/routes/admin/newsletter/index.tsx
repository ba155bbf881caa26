import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { campaignToJson } from "~/api/serialize/newsletter-campaign.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { CampaignList } from "./+shared/campaign-list";
import {
  MailPreviewPanel,
  NewsletterComposeForm,
  PREVIEW_NOTE,
  type MailPreview,
} from "./+shared/newsletter-compose";
import { requestContext } from "~/logs/audit.server";
import { getBlogPost } from "~/blog/blog-post.server";
import { CAMPAIGN_MESSAGES, campaignFormSchema } from "~/newsletter/newsletter-campaign";
import {
  campaignSendCheck,
  createCampaign,
  listCampaigns,
  listIncludablePosts,
  previewCampaign,
  sendTestCampaign,
} from "~/newsletter/newsletter-campaign.server";
import { countConfirmedSubscribers } from "~/newsletter/subscriber.server";
import newsletterStyles from "~/styles/newsletter-admin.css?url";
import { readFormWithToken } from "~/forms/read-form.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: newsletterStyles, precedence: "default" },
];

// "Send as newsletter" on a published post opens /admin/newsletter?post=<id>: the form starts from that post.
function draftFrom(url: URL) {
  const post = getBlogPost(url.searchParams.get("post")?.slice(0, 64) ?? "");
  if (!post) return { subject: "", message: "", postIds: [] };
  return { subject: post.title, message: post.description, postIds: [post.id] };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    draft: draftFrom(url),
    posts: listIncludablePosts().map((post) => ({ ...post, createdAt: post.createdAt.toISOString() })),
    campaigns: listCampaigns().map(campaignToJson),
    recipients: countConfirmedSubscribers(),
    // A fresh key for every form shown: both submits of a double click carry the same one.
    idempotencyKey: randomUUID(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const by = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  const intent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema: campaignFormSchema });
  if (submission.status !== "success") return answer(submission.reply(), {}, 400);
  const { idempotencyKey, ...content } = submission.value;
  const refuse = (error: string, status: number) =>
    answer(submission.reply({ formErrors: [error] }), {}, status);

  if (intent === "edit") return answer(submission.reply());
  if (intent === "preview") {
    const preview = previewCampaign(content);
    if (!preview.ok) return refuse(preview.error, preview.status);
    const { subject, text, html } = preview.mail;
    return answer(submission.reply(), { preview: { subject, text, html } });
  }
  if (intent === "test") {
    const sent = await sendTestCampaign(content, by);
    if (!sent.ok) return refuse(sent.error, sent.status);
    return answer(submission.reply(), { notice: `${CAMPAIGN_MESSAGES.testSent} (${admin.email})` });
  }
  if (intent === "send") {
    // Without JavaScript the question comes from here; with it, a dialog asked already and posts send-confirmed.
    const check = campaignSendCheck();
    if (!check.ok) return refuse(check.error, check.status);
    return answer(submission.reply(), { confirmRecipients: check.recipients });
  }
  if (intent !== "draft" && intent !== "send-confirmed") return refuse("Unknown action.", 400);

  const send = intent === "send-confirmed";
  const result = createCampaign(content, { send, idempotencyKey, createdBy: admin.id }, by);
  if (!result.ok) {
    return refuse(
      result.error === CAMPAIGN_MESSAGES.keyReused ? PAGE_KEY_REUSED : result.error,
      result.status,
    );
  }
  const { campaign, replayed } = result;
  const to = `/admin/newsletter/${campaign.id}`;
  if (replayed) return redirectWithAlert(request, to, { kind: "info", message: REPLAYED[campaign.status] });
  return redirectWithAlert(request, to, {
    kind: "success",
    message: send ? CAMPAIGN_MESSAGES.queued : CAMPAIGN_MESSAGES.created,
  });
}

type ComposeAnswer = {
  result: SubmissionResult;
  /** The mail as sent (Preview). */
  preview: MailPreview | null;
  /** The no-JavaScript confirm step of "Send to subscribers": how many it would reach. */
  confirmRecipients: number | null;
  notice: string | null;
};

function answer(result: SubmissionResult, extra: Partial<Omit<ComposeAnswer, "result">> = {}, status = 200) {
  const body: ComposeAnswer = { result, preview: null, confirmRecipients: null, notice: null, ...extra };
  return data(body, { status });
}

const PAGE_KEY_REUSED = "This form was already used for a campaign. Reload the page to write a new one.";
const REPLAYED = {
  draft: "This draft was already saved.",
  sending: CAMPAIGN_MESSAGES.alreadySent,
  sent: CAMPAIGN_MESSAGES.alreadySent,
} as const;

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, posts, campaigns, recipients, idempotencyKey } = loaderData;
  const reply = actionData;
  return (
    <>
      <AdminTitle page="Newsletter" />
      <div className="admin-page">
        <AdminPageHeader title="Newsletter" />
        <p className="muted">
          {recipients} confirmed {recipients === 1 ? "subscriber" : "subscribers"}. A newsletter goes to each
          of them once, with the company&apos;s postal address and an unsubscribe link.
        </p>
        {/* The preview opens at the top, in view, above the form it was made from. */}
        {reply?.preview ? <MailPreviewPanel preview={reply.preview} note={PREVIEW_NOTE} /> : null}
        <section aria-labelledby="compose-heading">
          <h2 id="compose-heading">Write a newsletter</h2>
          <NewsletterComposeForm
            lastResult={reply?.result}
            defaultValue={draft}
            posts={posts}
            idempotencyKey={idempotencyKey}
            recipients={recipients}
            confirmRecipients={reply?.confirmRecipients ?? undefined}
            notice={reply?.notice ?? undefined}
          />
        </section>
        <section aria-labelledby="campaigns-heading">
          <h2 id="campaigns-heading">Past campaigns</h2>
          <CampaignList campaigns={campaigns} />
        </section>
      </div>
    </>
  );
}
