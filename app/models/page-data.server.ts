// Shapes the stored images of projects and blog posts into what the page components render (and nothing more,
// since loader data is sent to the browser).
import type { BlogPostRow } from "./blog-post.server";
import type { PictureData } from "./picture";
import type { ProjectImageRow, ProjectWithImages } from "./project.server";

export function projectPicture(image: ProjectImageRow): PictureData & { id: string } {
  return {
    id: image.id,
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
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

export function blogPicture(
  post: Pick<BlogPostRow, "img" | "imgAlt" | "imgWidth" | "imgHeight" | "imgVariants" | "title">,
): PictureData | null {
  if (!post.img) return null;
  return {
    src: post.img,
    alt: post.imgAlt || post.title,
    width: post.imgWidth,
    height: post.imgHeight,
    variants: post.imgVariants,
  };
}

/** Only the variants up to `maxWidth` (lists of small pictures need no large files, and loader data stays small). */
function withVariantsUpTo(picture: PictureData | null, maxWidth: number): PictureData | null {
  if (!picture) return null;
  const variants = picture.variants.filter((variant) => variant.width <= maxWidth);
  return { ...picture, variants: variants.length ? variants : picture.variants };
}

export function postSummary(post: BlogPostRow, maxImageWidth = Infinity) {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    createdAt: post.createdAt.toISOString(),
    image: withVariantsUpTo(blogPicture(post), maxImageWidth),
  };
}
