import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { IMAGE_NOT_IN_LIBRARY, resolvePostImage } from "~/blog/blog-image-choice.server";
import { audit } from "~/models/audit.server";
import { BLOG_MESSAGES, blogPostSchema } from "~/models/blog-post";
import { blogPostToJson, createBlogPost, isBlogTitleTaken, listBlogPosts } from "~/models/blog-post.server";

export const { loader, action } = apiRoute({
  // GET /api/blog: { blogPosts }, the published posts newest first.
  GET: () =>
    apiJson(
      { blogPosts: listBlogPosts().map(blogPostToJson) },
      { headers: { "Cache-Control": "public, max-age=60" } },
    ),

  // POST /api/blog (admin): creates a post with the editor's validation; answers 201 { success, post }.
  POST: async ({ request }) => {
    const user = await requireApiAdmin(request);
    const input = parseOrThrow(blogPostSchema, await readJsonBody(request));
    if (isBlogTitleTaken(input.title)) {
      return apiError(409, BLOG_MESSAGES.titleTaken, { fieldErrors: { title: [BLOG_MESSAGES.titleTaken] } });
    }
    const image = resolvePostImage(input.img, input.imgAlt);
    if (!image) return apiError(400, IMAGE_NOT_IN_LIBRARY, { fieldErrors: { img: [IMAGE_NOT_IN_LIBRARY] } });
    const post = createBlogPost(input, { source: "written", image });
    audit(request, user, {
      event: "blog.create",
      message: `Created the post “${post.title}” through the API`,
      detail: { postId: post.id },
    });
    return apiJson({ success: true, post: blogPostToJson(post) }, { status: 201 });
  },
});
