import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { formatDateTime } from "~/utils/dates";
import { isPageSlug, PAGE_MESSAGES, pageDefinitions, type TextFieldSpec } from "~/content/content-page";
import { getPageRevision } from "~/content/content-page.server";
import { RestoreRevisionButton } from "~/routes/admin/+shared/restore-revision-button";
import { revisionSummaryOrFallback } from "~/content/revision-summary";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$revisionId";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const slug = params.slug;
  if (!isPageSlug(slug)) throw data(PAGE_MESSAGES.notFound, { status: 404 });
  const revision = getPageRevision(slug, params.revisionId);
  if (!revision) throw data(PAGE_MESSAGES.revisionMissing, { status: 404 });
  return {
    slug,
    title: pageDefinitions[slug].title,
    createdAt: revision.createdAt.toISOString(),
    reason: revision.reason,
    summary: revisionSummaryOrFallback(revision.summary, revision.reason),
    // Shown as stored (an older shape included), as text: this view renders nothing as HTML.
    content: revision.content,
    restorable: revision.parsed !== null,
    revisionId: revision.id,
  };
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value ?? ""));

function StoredText({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="revision-field">
      <dt>{label}</dt>
      <dd>{asText(value) || <span className="muted">(empty)</span>}</dd>
    </div>
  );
}

export default function PageRevision({ loaderData }: Route.ComponentProps) {
  const { slug, title, createdAt, reason, summary, content, restorable, revisionId } = loaderData;
  const when = formatDateTime(createdAt);
  return (
    <>
      <AdminTitle page="Revision" />
      <div className="admin-page admin-content-form">
        <AdminPageHeader title={`${title}: version of ${when}`}>
          <Link to={`/admin/pages/${slug}`} className="button button-secondary">
            Back to the editor
          </Link>
        </AdminPageHeader>
        <p className="muted">
          The page as it was {reason === "restore" ? "before a restore" : "before an edit"} on {when}. That
          save: {summary}.
        </p>
        {restorable ? (
          <div className="form-actions">
            <RestoreRevisionButton
              revisionId={revisionId}
              when={when}
              action={`/admin/pages/${slug}`}
              label="Restore this version"
              small={false}
              ask
            />
          </div>
        ) : (
          <ErrorNotice message={PAGE_MESSAGES.revisionInvalid} />
        )}
        <dl className="revision-view">
          {pageDefinitions[slug].fields.map((spec) => {
            const value = content[spec.name];
            if (spec.kind !== "list") return <StoredText key={spec.name} label={spec.label} value={value} />;
            const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
            return (
              <div key={spec.name} className="revision-field">
                <dt>{spec.label}</dt>
                <dd>
                  <ol>
                    {rows.map((row, index) => (
                      <li key={index}>
                        <dl>
                          {spec.fields.map((sub: TextFieldSpec) => (
                            <StoredText
                              key={sub.name}
                              label={`${spec.itemLabel} ${index + 1} ${sub.label}`}
                              value={row?.[sub.name]}
                            />
                          ))}
                        </dl>
                      </li>
                    ))}
                  </ol>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </>
  );
}
