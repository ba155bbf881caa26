import { BLOG_EDITOR_FORM, saveBlogEditor } from "./+shared/blog-editor.server";
import { readUploadForm } from "~/routes/admin/+shared/upload-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader, BACK_TO } from "~/routes/admin/+shared/admin-page-header";
import { BlogEditor } from "./+shared/blog-editor";
import { listPickableImages } from "~/blog/blog-image.server";
import editorStyles from "~/styles/blog-editor.css?url";
import { requestContext } from "~/logs/audit.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/new";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles, precedence: "default" },
];
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { pickable: listPickableImages().map(({ src, label }) => ({ src, label })) };
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const read = await readUploadForm(request, BLOG_EDITOR_FORM);
  if (read.refused) return read.refused;
  return saveBlogEditor(by, read.formData);
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { pickable } = loaderData;
  const lastResult = actionData?.result;
  return (
    <>
      <AdminTitle page="New post" />
      <div className="admin-page">
        <AdminPageHeader title="New post" back={BACK_TO.blog} />
        <BlogEditor lastResult={lastResult} pickable={pickable} submitLabel="Create post" />
      </div>
    </>
  );
}
