import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { formatDateTime } from "~/utils/dates";
import { PageEditor } from "~/components/admin/page-editor";
import { RestoreRevisionButton } from "~/components/admin/restore-revision-button";
import { revisionSummaryOrFallback } from "~/models/revision-summary";
import { restoreRequest } from "~/utils/confirm-step";
import { isPageSlug, PAGE_MESSAGES, pageContentSchemas, pageDefinitions } from "~/models/content-page";
import {
  getContentPage,
  listPageRevisions,
  restorePageRevision,
  savePageContent,
} from "~/models/content-page.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.page.title ?? "Page"} | Back office` },
];

function slugOf(params: LoaderFunctionArgs["params"]) {
  const slug = params.slug ?? "";
  if (!isPageSlug(slug)) throw data(PAGE_MESSAGES.notFound, { status: 404 });
  return slug;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const slug = slugOf(params);
  const page = getContentPage(slug);
  return {
    page: {
      slug,
      title: pageDefinitions[slug].title,
      path: pageDefinitions[slug].path,
      summary: pageDefinitions[slug].summary,
      content: page.content as Record<string, unknown>,
      updatedAt: page.updatedAt?.toISOString() ?? null,
    },
    revisions: listPageRevisions(slug).map((revision) => ({
      id: revision.id,
      summary: revisionSummaryOrFallback(revision.summary, revision.reason),
      author: revision.author,
      createdAt: revision.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, params, url }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const slug = slugOf(params);
  const editPath = `/admin/pages/${slug}`;
  const context = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  // A page loaded before the restore forms sent their intent as a field names it in the address instead.
  const intent = formData.get("intent") ?? url.searchParams.get("intent");
  if (intent === "restore") {
    // Asks first (the confirm step, for a browser without JavaScript); the dialog's answer comes confirmed.
    const { revisionId, asking } = restoreRequest(formData);
    if (asking) return data(asking);
    const restored = restorePageRevision(slug, revisionId, context);
    if (!restored.ok) {
      const message =
        restored.reason === "missing" ? PAGE_MESSAGES.revisionMissing : PAGE_MESSAGES.revisionInvalid;
      return redirectWithAlert(request, editPath, { kind: "error", message });
    }
    return redirectWithAlert(request, editPath, { kind: "success", message: PAGE_MESSAGES.restored });
  }
  const submission = parseWithZod(formData, { schema: pageContentSchemas[slug] });
  // Without JavaScript, adding, moving and removing rows arrive here as Conform intents and come back as the form.
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(submission.reply(failed ? { formErrors: [PAGE_MESSAGES.failed] } : undefined), {
      status: failed ? 400 : 200,
    });
  }
  savePageContent(slug, submission.value, context);
  return redirectWithAlert(request, editPath, { kind: "success", message: PAGE_MESSAGES.saved });
}

export default function EditContentPage() {
  const { page, revisions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The restore's confirm step is the revision row's; the editor only takes its own replies.
  const lastResult = actionData && "confirmDelete" in actionData ? undefined : actionData;
  return (
    <div className="admin-page admin-content-form">
      <AdminPageHeader title={page.title}>
        <div className="button-row">
          <Link to={page.path} className="button button-secondary">
            View page
          </Link>
          <Link to="/admin/pages" className="button button-secondary">
            Back to Pages
          </Link>
        </div>
      </AdminPageHeader>
      <p className="muted">
        {page.summary} {page.updatedAt ? `Last saved ${formatDateTime(page.updatedAt)}.` : "Not edited yet."}
      </p>
      <PageEditor
        key={`${page.slug}-${page.updatedAt}`}
        slug={page.slug}
        content={page.content}
        lastResult={lastResult}
      />
      <section className="page-revisions" aria-labelledby="revisions-heading">
        <h2 id="revisions-heading">Revisions</h2>
        {revisions.length === 0 ? (
          <p>No earlier versions yet. Every save keeps the version it replaces here.</p>
        ) : (
          <>
            <p className="muted">
              Each entry is the page as it was before a save: when, who saved over it, and what that save
              changed.
            </p>
            <ol>
              {revisions.map((revision) => {
                const when = formatDateTime(revision.createdAt);
                return (
                  <li key={revision.id}>
                    <span>
                      <time dateTime={revision.createdAt}>{when}</time>
                      {revision.author ? `, ${revision.author}` : ""}: {revision.summary}
                    </span>
                    <div className="button-row">
                      <Link
                        to={`/admin/pages/${page.slug}/revisions/${revision.id}`}
                        className="button button-secondary button-small"
                      >
                        View<span className="visually-hidden"> the version of {when}</span>
                      </Link>
                      <RestoreRevisionButton revisionId={revision.id} when={when} ask />
                    </div>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
