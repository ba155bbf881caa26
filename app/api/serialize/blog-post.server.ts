import type { BlogPostJson } from "~/api/contract/blog";
import { blogPostSnapshot, type BlogPostWithSections } from "~/blog/blog-post.server";

export function blogPostToJson(post: BlogPostWithSections): BlogPostJson {
  return {
    _id: post.id,
    ...blogPostSnapshot(post),
    sections: post.sections.map(({ title, body }) => ({ title, body })),
    status: post.status,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
