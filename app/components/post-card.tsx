import { Link } from "react-router";
import { formatLongDate, isoDate } from "~/utils/dates";
import type { PictureData } from "~/media/picture";
import { ResponsiveImage } from "./responsive-image";

export type PostSummary = {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  image: PictureData | null;
};

/** A blog post in a list: image, date, title (the link) and description. */
export function PostCard({
  post,
  sizes,
  priority = false,
  headingLevel = 3,
  compact = false,
}: {
  post: PostSummary;
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** A small thumbnail beside the text (long lists). */
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`post-card${compact ? " post-card-compact" : ""}`}>
      {post.image ? (
        <ResponsiveImage
          image={post.image}
          alt=""
          sizes={sizes}
          priority={priority}
          className="post-card-image"
        />
      ) : null}
      <div className="post-card-body">
        <time dateTime={isoDate(post.createdAt)} className="post-date">
          {formatLongDate(post.createdAt)}
        </time>
        <Heading className="post-card-title">
          <Link to={`/blog/${post.id}`} className="post-card-link">
            {post.title}
          </Link>
        </Heading>
        <p>{post.description}</p>
      </div>
    </article>
  );
}
