import { data, Link } from "react-router";
import { BLOG_EDITOR_FORM, saveBlogEditor } from "../+shared/blog-editor.server";
import { readUploadForm } from "~/routes/admin/+shared/upload-form.server";
import { requireAdmin } from "~/auth/session.server";
import { adminErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { BlogEditor } from "../+shared/blog-editor";
import { RestoreRevisionButton } from "~/routes/admin/+shared/restore-revision-button";
import { listPickableImages } from "~/blog/blog-image.server";
import { BLOG_MESSAGES } from "~/blog/blog-post";
import { restorePostFromRevision } from "~/blog/blog-post-admin.server";
import { getBlogPost, listBlogRevisions } from "~/blog/blog-post.server";
import editorStyles from "~/styles/blog-editor.css?url";
import { restoreRevision } from "~/routes/admin/+shared/restore-revision.server";
import { formatDateTime } from "~/utils/dates";
import { requestContext } from "~/logs/audit.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/edit";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles, precedence: "default" },
];
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = getBlogPost(params.id, { includeDrafts: true });
  if (!post) throw data(BLOG_MESSAGES.notFound, { status: 404 });
  return {
    post: {
      id: post.id,
      title: post.title,
      description: post.description,
      imgAlt: post.imgAlt,
      img: post.img,
      sections: post.sections,
      conclusion: post.conclusion,
      status: post.status,
      source: post.source,
      updatedAt: post.updatedAt.toISOString(),
    },
    revisions: listBlogRevisions(post.id).map((revision) => ({
      id: revision.id,
      title: revision.snapshot.title,
      source: revision.snapshot.source,
      reason: revision.reason,
      createdAt: revision.createdAt.toISOString(),
    })),
    pickable: listPickableImages().map(({ src, label }) => ({ src, label })),
  };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const id = params.id;
  const read = await readUploadForm(request, BLOG_EDITOR_FORM);
  if (read.refused) return read.refused;
  const { formData } = read;
  // A page loaded before the restore form sent its intent as a field names it in the address instead.
  const intent = formData.get("intent") ?? url.searchParams.get("intent");
  if (intent === "restore") {
    // The id as typed in the address (any text): encoded again for the redirect's Location header.
    const editPath = `/admin/blog/${encodeURIComponent(id)}/edit`;
    return restoreRevision(request, formData, {
      editPath,
      restore: (revisionId) => restorePostFromRevision(id, revisionId, by),
      restored: BLOG_MESSAGES.restored,
    });
  }
  return saveBlogEditor(by, formData, id);
}

const reasons: Record<string, string> = {
  edit: "before an edit",
  enhance: "before Enhance Post",
  restore: "before a restore",
};

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, pickable } = loaderData;
  // A restore's confirm step is the revision row's; the editor only takes its own replies.
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <AdminTitle page={`Edit ${post.title}`} />
      <div className="admin-page">
        <AdminPageHeader title="Edit post">
          <div className="button-row">
            <Link to={`/blog/${post.id}`} className="button button-secondary">
              View
            </Link>
            <Link to="/admin/blog" className="button button-secondary">
              Back to Blog Posts
            </Link>
          </div>
        </AdminPageHeader>
        <p className="blog-editor-meta">
          <span className={`badge badge-${post.status}`}>{post.status}</span>{" "}
          <span className="badge">{post.source}</span>
        </p>
        <BlogEditor
          key={`${post.id}-${post.updatedAt}`}
          lastResult={lastResult}
          defaultValue={post}
          currentImage={post.img ? { src: post.img, alt: post.imgAlt } : null}
          pickable={pickable}
          submitLabel="Save post"
        />
        <section className="blog-revisions" aria-labelledby="revisions-heading">
          <h2 id="revisions-heading">Revisions</h2>
          {revisions.length === 0 ? (
            <p>No earlier versions yet. Every save keeps the version it replaces here.</p>
          ) : (
            <ol>
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <span>
                    {formatDateTime(revision.createdAt)}, {reasons[revision.reason] ?? revision.reason}: “
                    {revision.title}” ({revision.source})
                  </span>
                  <RestoreRevisionButton
                    revisionId={revision.id}
                    when={formatDateTime(revision.createdAt)}
                    ask
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

// Inside the back office's frame: an unknown (or just deleted) post keeps the sidebar and a way back.
export const ErrorBoundary = adminErrorBoundary({
  back: { to: "/admin/blog", label: "Back to Blog Posts" },
  notFound: { title: "Edit post", message: BLOG_MESSAGES.notFound },
  failed: { title: "Edit post", message: BLOG_MESSAGES.loadFailed },
});
