import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { restoreRevision } from "~/routes/admin/+shared/restore-revision.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { PAGE_SAVE_SPOT, PageEditor } from "./+shared/page-editor";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { formatDateTime } from "~/utils/dates";
import { RevisionsSection } from "~/routes/admin/+shared/revisions-section";
import { revisionSummaryOrFallback } from "~/content/revision-summary";
import { isPageSlug, PAGE_MESSAGES, pageContentSchemas, pageDefinitions } from "~/content/content-page";
import {
  getContentPage,
  listPageRevisions,
  restorePageRevision,
  savePageContent,
} from "~/content/content-page.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$slug";

function slugOf(params: Route.LoaderArgs["params"]) {
  const slug = params.slug;
  if (!isPageSlug(slug)) throw data(PAGE_MESSAGES.notFound, { status: 404 });
  return slug;
}

export async function loader({ request, params }: Route.LoaderArgs) {
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

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const slug = slugOf(params);
  const editPath = `/admin/pages/${slug}`;
  const context = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  // A page loaded before the restore forms sent their intent as a field names it in the address instead.
  const intent = formData.get("intent") ?? url.searchParams.get("intent");
  if (intent === "restore") {
    return restoreRevision(request, formData, {
      editPath,
      restore: (revisionId) => restorePageRevision(slug, revisionId, context),
      restored: PAGE_MESSAGES.restored,
    });
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
  return redirectWithAlert(request, `${editPath}#${PAGE_SAVE_SPOT}`, {
    kind: "success",
    message: PAGE_MESSAGES.saved,
    at: PAGE_SAVE_SPOT,
  });
}

export default function EditContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions } = loaderData;
  // The restore's confirm step is the revision row's; the editor only takes its own replies.
  const lastResult = actionData && "confirmDelete" in actionData ? undefined : actionData;
  return (
    <>
      <AdminTitle page={page.title} />
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
          {page.summary}{" "}
          {page.updatedAt ? `Last saved ${formatDateTime(page.updatedAt)}.` : "Not edited yet."}
        </p>
        <PageEditor
          key={`${page.slug}-${page.updatedAt}`}
          slug={page.slug}
          content={page.content}
          lastResult={lastResult}
        />
        <RevisionsSection
          revisions={revisions}
          intro={
            <p className="muted">
              Each entry is the page as it was before a save: when, who saved over it, and what that save
              changed.
            </p>
          }
          viewPath={(revisionId) => `/admin/pages/${page.slug}/revisions/${revisionId}`}
          versionName={(when) => `the version of ${when}`}
          describe={(revision, when) => (
            <>
              <time dateTime={revision.createdAt}>{when}</time>
              {revision.author ? `, ${revision.author}` : ""}: {revision.summary}
            </>
          )}
        />
      </div>
    </>
  );
}
