import type { BlogPostJson } from "~/api/contract/records";
import type { BlogPostWithSections } from "~/models/blog-post.server";

export function blogPostToJson(post: BlogPostWithSections): BlogPostJson {
  return {
    _id: post.id,
    title: post.title,
    description: post.description,
    img: post.img,
    imgAlt: post.imgAlt,
    imgWidth: post.imgWidth,
    imgHeight: post.imgHeight,
    imgVariants: post.imgVariants,
    sections: post.sections.map(({ title, body }) => ({ title, body })),
    conclusion: post.conclusion,
    source: post.source,
    status: post.status,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
