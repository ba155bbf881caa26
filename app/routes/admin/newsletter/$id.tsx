import { data, Link, useLocation, useRevalidator } from "react-router";
import { useEffect } from "react";
import { campaignToJson } from "~/api/serialize/newsletter-campaign.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { CampaignStatus } from "./+shared/campaign-list";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { formatDateTime } from "~/utils/dates";
import { MailPreviewPanel, PREVIEW_NOTE } from "./+shared/newsletter-compose";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { requestContext } from "~/logs/audit.server";
import { CAMPAIGN_MESSAGES } from "~/newsletter/newsletter-campaign";
import {
  campaignMailFor,
  campaignSendCheck,
  getCampaign,
  listFailedDeliveries,
  sendDraftCampaign,
} from "~/newsletter/newsletter-campaign.server";
import newsletterStyles from "~/styles/newsletter-admin.css?url";
import { pendingConfirmation } from "~/utils/confirm-step";
import { readFormWithToken } from "~/forms/read-form.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: newsletterStyles, precedence: "default" },
];

const REFRESH_MS = 2_000;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const campaign = getCampaign(params.id);
  if (!campaign) throw new Response(CAMPAIGN_MESSAGES.notFound, { status: 404 });
  const check = campaign.status === "draft" ? campaignSendCheck() : null;
  return {
    campaign: campaignToJson(campaign),
    failures: listFailedDeliveries(campaign.id),
    preview: campaignMailFor(campaign, null),
    recipients: check?.ok ? check.recipients : null,
    sendBlocker: check && !check.ok ? check.error : null,
  };
}

// Sends a draft: "Send to subscribers" asks first (a dialog, or without JavaScript a confirm step from here).
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  const id = params.id;
  if (formData.get("intent") !== "send") return data({ error: "Unknown action." }, { status: 400 });
  const confirm = pendingConfirmation(formData, "send", id);
  if (confirm) return confirm;
  const result = sendDraftCampaign(id, by);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return redirectWithAlert(request, `/admin/newsletter/${id}`, {
    kind: "success",
    message: CAMPAIGN_MESSAGES.queued,
  });
}

export default function AdminNewsletterCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, failures, preview, recipients, sendBlocker } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const location = useLocation();
  const revalidator = useRevalidator();
  const sending = campaign.status === "sending";

  // While deliveries go out, the counts refresh by themselves (without JavaScript: the Refresh link).
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  const { counts } = campaign;
  return (
    <>
      <AdminTitle page={`${campaign.subject} | Newsletter`} />
      <div className="admin-page">
        <AdminPageHeader title={campaign.subject}>
          <Link to="/admin/newsletter" className="button button-secondary">
            Back to Newsletter
          </Link>
        </AdminPageHeader>
        {error ? <ErrorNotice message={error} /> : null}
        <p>
          <CampaignStatus status={campaign.status} />{" "}
          {campaign.queuedAt ? (
            <>
              Sent on <time dateTime={campaign.queuedAt}>{formatDateTime(campaign.queuedAt)}</time>
            </>
          ) : (
            <>
              Saved on <time dateTime={campaign.createdAt}>{formatDateTime(campaign.createdAt)}</time>
            </>
          )}
          {campaign.finishedAt ? (
            <>
              ; finished <time dateTime={campaign.finishedAt}>{formatDateTime(campaign.finishedAt)}</time>
            </>
          ) : null}
        </p>

        <dl className="campaign-counts" aria-label="Deliveries" aria-live="polite">
          <div>
            <dt>Queued</dt>
            <dd>{counts.queued}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{counts.sent}</dd>
          </div>
          <div>
            <dt>Failed</dt>
            <dd>{counts.failed}</dd>
          </div>
          <div>
            <dt>Waiting</dt>
            <dd>{counts.pending}</dd>
          </div>
        </dl>
        {sending ? (
          <p>
            <a href={`${location.pathname}`} className="button button-secondary">
              Refresh
            </a>
          </p>
        ) : null}

        {campaign.status === "draft" ? (
          sendBlocker ? (
            <ErrorNotice message={sendBlocker} />
          ) : (
            <ConfirmDelete
              id={campaign._id}
              intent="send"
              small={false}
              label="Send to subscribers"
              question={`Send to ${recipients} confirmed ${recipients === 1 ? "subscriber" : "subscribers"}?`}
              confirmLabel="Yes, send"
            />
          )
        ) : null}

        {failures.length ? (
          <section aria-labelledby="failures-heading">
            <h2 id="failures-heading">Not delivered</h2>
            <SimpleTable columns={["E-mail", "Attempts", "Why"]}>
              {failures.map((failure) => (
                <tr key={failure.email}>
                  <td>{failure.email}</td>
                  <td>{failure.attempts}</td>
                  <td>{failure.lastError}</td>
                </tr>
              ))}
            </SimpleTable>
          </section>
        ) : null}

        {preview ? <MailPreviewPanel preview={preview} note={PREVIEW_NOTE} /> : null}
      </div>
    </>
  );
}
