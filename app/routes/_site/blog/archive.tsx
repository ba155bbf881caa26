import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { PostCard } from "~/components/post-card";
import { listBlogPosts } from "~/blog/blog-post.server";
import { postSummary } from "~/site/page-data.server";
import { blogFeedLink, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/archive";

export const links: Route.LinksFunction = () => [blogFeedLink];

export function loader() {
  return { posts: listBlogPosts().map((post) => postSummary(post, 960)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog Archive",
    description: "Every article from our blog on asphalt, concrete and site work in Arizona, newest first.",
  });

export default function BlogArchivePage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <main className="page page-wide">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/blog">Blog</Link>
        </p>
        <h1>Blog Archive</h1>
        <p className="lead">All {posts.length} articles, newest first.</p>
      </header>
      <ul className="post-grid post-grid-archive">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              headingLevel={2}
              priority={index < 2}
              sizes="(min-width: 1200px) 360px, (min-width: 700px) 45vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
