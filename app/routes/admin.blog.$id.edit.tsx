import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { submitBlogEditor } from "~/blog/blog-editor.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ErrorNotice } from "~/components/admin/error-notice";
import { BlogEditor } from "~/components/blog-editor";
import { SubmitButton } from "~/components/form";
import { audit } from "~/models/audit.server";
import { listPickableImages } from "~/models/blog-image.server";
import { BLOG_MESSAGES } from "~/models/blog-post";
import { getBlogPost, listBlogRevisions, restoreBlogRevision } from "~/models/blog-post.server";
import editorStyles from "~/styles/blog-editor.css";
import { formatDateTime } from "~/utils/dates";
import { readFormData } from "~/utils/form-data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.post.title ?? "post"} | Back office` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const post = getBlogPost(params.id ?? "", { includeDrafts: true });
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

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = params.id ?? "";
  // The id as typed in the address (any text): encoded again for the redirect's Location header.
  const editPath = `/admin/blog/${encodeURIComponent(id)}/edit`;
  if (new URL(request.url).searchParams.get("intent") === "restore") {
    const formData = await readFormData(request);
    const revisionId = String(formData.get("revisionId") ?? "");
    const restored = restoreBlogRevision(id, revisionId, user.id);
    if (!restored)
      return redirectWithAlert(request, editPath, {
        kind: "error",
        message: "That revision no longer exists",
      });
    audit(request, user, {
      event: "blog.restore",
      message: `Restored a revision of “${restored.title}”`,
      detail: { postId: id, revisionId },
    });
    return redirectWithAlert(request, editPath, {
      kind: "success",
      message: BLOG_MESSAGES.restored,
    });
  }
  const outcome = await submitBlogEditor(request, user, id);
  return "redirect" in outcome ? outcome.redirect : data(outcome.result, { status: outcome.status });
}

const reasons: Record<string, string> = {
  edit: "before an edit",
  enhance: "before Enhance Post",
  restore: "before a restore",
};

export default function EditBlogPost() {
  const { post, revisions, pickable } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
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
                <Form method="post" action="?intent=restore">
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <SubmitButton className="button button-secondary button-small">
                    Restore
                    <span className="visually-hidden">
                      {" "}
                      the version of {formatDateTime(revision.createdAt)}
                    </span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

// Inside the back office's frame: an unknown (or just deleted) post keeps the sidebar and a way back.
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="admin-page">
      <AdminPageHeader title="Edit post">
        <Link to="/admin/blog" className="button button-secondary">
          Back to Blog Posts
        </Link>
      </AdminPageHeader>
      <ErrorNotice message={notFound ? BLOG_MESSAGES.notFound : "The post could not be loaded."} />
    </div>
  );
}
