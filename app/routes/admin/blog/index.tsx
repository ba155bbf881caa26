import { Form, Link } from "react-router";
import { confirmedListDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { SubmitButton } from "~/components/form";
import { BLOG_MESSAGES } from "~/blog/blog-post";
import { deleteBlogPostAndFiles, setBlogPostPublished } from "~/blog/blog-post-admin.server";
import { listBlogPosts } from "~/blog/blog-post.server";
import { formatShortDate } from "~/utils/dates";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const posts = listBlogPosts({ includeDrafts: true });
  const latest = posts[0];
  return {
    stats: {
      count: posts.length,
      lastCreated: latest?.createdAt.toISOString() ?? null,
      lastTitle: latest?.title ?? null,
    },
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      status: post.status,
      source: post.source,
      sections: post.sections.length,
      createdAt: post.createdAt.toISOString(),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("id") ?? "");

  if (intent === "publish" || intent === "unpublish") {
    const post = setBlogPostPublished(id, intent === "publish", by);
    const alert = !post
      ? ({ kind: "error", message: BLOG_MESSAGES.notFound } as const)
      : ({
          kind: "success",
          message: intent === "publish" ? BLOG_MESSAGES.published : BLOG_MESSAGES.unpublished,
        } as const);
    return redirectWithAlert(request, "/admin/blog", alert);
  }
  if (intent === "delete") {
    return confirmedListDelete(by, formData, id, {
      remove: deleteBlogPostAndFiles,
      list: "/admin/blog",
      messages: BLOG_MESSAGES,
    });
  }
  return redirectWithAlert(request, "/admin/blog", { kind: "error", message: BLOG_MESSAGES.unknownAction });
}

export default function AdminBlogList({ loaderData }: Route.ComponentProps) {
  const { stats, posts } = loaderData;
  return (
    <>
      <AdminTitle page="Blog Posts" />
      <div className="admin-page">
        <AdminPageHeader title="Blog Posts" add={{ to: "/admin/blog/new", label: "New post" }} />
        <dl className="admin-stats">
          <div>
            <dt>Number of posts</dt>
            <dd>{stats.count}</dd>
          </div>
          <div>
            <dt>Last created</dt>
            <dd>{stats.lastCreated ? formatShortDate(stats.lastCreated) : "—"}</dd>
          </div>
          <div>
            <dt>Last title</dt>
            <dd>{stats.lastTitle ?? "—"}</dd>
          </div>
        </dl>
        {posts.length === 0 ? (
          <p className="empty-state">No data available</p>
        ) : (
          <SimpleTable columns={["Title", "Status", "Source", "Sections", "Created", "Actions"]}>
            {posts.map((post) => (
              <tr key={post.id}>
                <td>{post.title}</td>
                <td>
                  <span className={`badge badge-${post.status}`}>{post.status}</span>
                </td>
                <td>{post.source}</td>
                <td>{post.sections}</td>
                <td>{formatShortDate(post.createdAt)}</td>
                <td>
                  <div className="button-row">
                    <Link to={`/blog/${post.id}`} className="button button-secondary button-small">
                      View<span className="visually-hidden"> {post.title}</span>
                    </Link>
                    <Link to={`/admin/blog/${post.id}/edit`} className="button button-secondary button-small">
                      Edit<span className="visually-hidden"> {post.title}</span>
                    </Link>
                    {post.status === "published" ? (
                      <Link
                        to={`/admin/newsletter?post=${encodeURIComponent(post.id)}`}
                        className="button button-secondary button-small"
                      >
                        Send as newsletter<span className="visually-hidden"> {post.title}</span>
                      </Link>
                    ) : null}
                    <Form method="post">
                      <CsrfInput />
                      <input
                        type="hidden"
                        name="intent"
                        value={post.status === "published" ? "unpublish" : "publish"}
                      />
                      <SubmitButton
                        name="id"
                        value={post.id}
                        className="button button-secondary button-small"
                      >
                        {post.status === "published" ? "Unpublish" : "Publish"}
                        <span className="visually-hidden"> {post.title}</span>
                      </SubmitButton>
                    </Form>
                    <ConfirmDelete id={post.id} question={BLOG_MESSAGES.deleteConfirm(post.title)} />
                  </div>
                </td>
              </tr>
            ))}
          </SimpleTable>
        )}
      </div>
    </>
  );
}
