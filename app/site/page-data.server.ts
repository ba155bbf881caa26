// Shapes the stored images of projects and blog posts into what the page components render (and nothing more,
// since loader data is sent to the browser).
import type { BlogPostRow } from "~/blog/blog-post.server";
import { pictureOf, type PictureData } from "~/media/picture";
import type { ProjectImageRow, ProjectWithImages } from "~/projects/project.server";

export function projectPicture(image: ProjectImageRow): PictureData & { id: string } {
  const { id, src, alt, width, height, variants } = image;
  return { id, ...pictureOf({ src, alt, width, height, variants }) };
}

export function projectCard(project: ProjectWithImages) {
  const first = project.images[0];
  return {
    id: project.id,
    title: project.title,
    projectType: project.projectType,
    image: first ? projectPicture(first) : null,
  };
}

/** A post's image, with its files up to `maxWidth` (lists of small pictures need no large files). */
export function blogPicture(
  post: Pick<BlogPostRow, "img" | "imgAlt" | "imgWidth" | "imgHeight" | "imgVariants" | "title">,
  maxWidth = Infinity,
): PictureData | null {
  if (!post.img) return null;
  const picture = {
    src: post.img,
    alt: post.imgAlt || post.title,
    width: post.imgWidth,
    height: post.imgHeight,
    variants: post.imgVariants,
  };
  return pictureOf(picture, maxWidth);
}

export function postSummary(post: BlogPostRow, maxImageWidth = Infinity) {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    createdAt: post.createdAt.toISOString(),
    image: blogPicture(post, maxImageWidth),
  };
}
