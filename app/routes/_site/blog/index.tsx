import { Link, useNavigate } from "react-router";
import { useEffect, useRef } from "react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { PostCard } from "~/components/post-card";
import { ResponsiveImage } from "~/components/responsive-image";
import { countBlogPosts, listBlogArchive, listBlogPosts } from "~/blog/blog-post.server";
import { ARCHIVE_STEP, archiveVisibleCount } from "~/utils/blog-view";
import { postSummary } from "~/site/page-data.server";
import { blogFeedLink, pageMeta } from "~/utils/seo";
import { formatLongDate, isoDate } from "~/utils/dates";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [blogFeedLink];

export function loader({ url }: Route.LoaderArgs) {
  const total = countBlogPosts();
  const shown = archiveVisibleCount(url.searchParams.get("archive"), total);
  return {
    // The newest post is shown large; the rest only as small thumbnails.
    posts: listBlogPosts().map((post, index) => postSummary(post, index === 0 ? Infinity : 480)),
    archive: {
      titles: listBlogArchive({ limit: shown }),
      total,
      next: shown < total ? Math.min(total, shown + ARCHIVE_STEP) : null,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description:
      "Practical advice on asphalt, sealcoating, concrete and site work in the Arizona climate, for owners, HOA boards and property managers.",
    path: "/blog",
    image: args.loaderData?.posts[0]?.image?.src,
  });

function ArchiveList({ archive }: { archive: ReturnType<typeof loader>["archive"] }) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLOListElement>(null);
  const previousCount = useRef(archive.titles.length);

  // After "Show More" (JavaScript), move focus to the first title that was added.
  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = archive.titles.length;
    if (archive.titles.length > before) {
      listRef.current?.querySelectorAll("a")[before]?.focus();
    }
  }, [archive.titles.length]);

  return (
    <aside className="blog-archive" id="blog-archive" aria-labelledby="blog-archive-title">
      <h2 id="blog-archive-title">Archive</h2>
      <ol className="ruled-list archive-list" ref={listRef}>
        {archive.titles.map((entry) => (
          <li key={entry._id}>
            <Link to={entry.href}>{entry.name}</Link>
            <time dateTime={isoDate(entry.date)}>{formatLongDate(entry.date)}</time>
          </li>
        ))}
      </ol>
      <p className="archive-count muted">
        Showing {archive.titles.length} of {archive.total}
      </p>
      {archive.next ? (
        <a
          href={`?archive=${archive.next}#blog-archive`}
          className="button button-outline"
          onClick={(event) => {
            // With JavaScript: load the next titles in place instead of reloading the page.
            event.preventDefault();
            navigate(`?archive=${archive.next}`, { preventScrollReset: true, replace: true });
          }}
        >
          Show More
        </a>
      ) : null}
      <p>
        <Link to="/blog/archive">Browse the full archive</Link>
      </p>
    </aside>
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, archive } = loaderData;
  const [featured] = posts;
  return (
    <main className="page page-wide blog-page">
      <header className="page-header">
        <p className="eyebrow">Blog</p>
        <h1>Pavement and site work, explained</h1>
        <p className="lead">
          Advice from our crews on keeping Arizona pavement, concrete and job sites in shape.
        </p>
      </header>
      <div className="with-aside">
        <div className="blog-main">
          {featured ? (
            <article className="blog-featured" aria-labelledby="featured-title">
              {featured.image ? (
                <ResponsiveImage
                  image={featured.image}
                  alt=""
                  sizes="(min-width: 1200px) 760px, 100vw"
                  priority
                  className="blog-featured-image"
                />
              ) : null}
              <div className="blog-featured-body">
                <p className="eyebrow">Newest post</p>
                <time dateTime={isoDate(featured.createdAt)} className="post-date">
                  {formatLongDate(featured.createdAt)}
                </time>
                <h2 id="featured-title">{featured.title}</h2>
                <p>{featured.description}</p>
                <Link to={`/blog/${featured.id}`} className="button">
                  Continue reading<span className="visually-hidden">: {featured.title}</span>
                </Link>
              </div>
            </article>
          ) : (
            <p>No posts yet. Check back soon.</p>
          )}
          <section aria-labelledby="latest-title" className="blog-latest">
            <h2 id="latest-title">Latest Posts</h2>
            <ul className="post-grid">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} compact sizes="128px" />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <ArchiveList archive={archive} />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
