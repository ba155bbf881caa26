import { Form, Link } from "react-router";
import { getUser } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import { SubmitButton } from "~/components/form/submit-button";
import { ResponsiveImage } from "~/components/responsive-image";
import { photoCreditFor } from "~/ai/ai-image.server";
import { getBlogPost } from "~/blog/blog-post.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { blogLayoutFor } from "~/utils/blog-view";
import { blogPicture } from "~/site/page-data.server";
import { blogFeedLink, pageMeta } from "~/utils/seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/content/structured-data.server";
import { formatLongDate, isoDate } from "~/utils/dates";
import { toParagraphs } from "~/utils/text";
import { publicOrigin } from "~/http/public-url.server";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [blogFeedLink];

export async function loader({ params, request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const isAdmin = Boolean(user?.isAdmin);
  const post = getBlogPost(params.id, { includeDrafts: isAdmin });
  if (!post) throw new Response("Post not found", { status: 404 });
  const origin = publicOrigin;
  const image = blogPicture(post);
  return {
    post: {
      id: post.id,
      title: post.title,
      description: post.description,
      createdAt: post.createdAt.toISOString(),
      status: post.status,
      image,
      credit: photoCreditFor(post.img),
      sections: post.sections,
      conclusion: post.conclusion,
    },
    layout: blogLayoutFor(request),
    isAdmin,
    jsonLd: [
      blogPostingJsonLd(origin, { ...post, image: image?.src ?? null }, requireSiteSettings().companyName),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: `/blog/${post.id}` },
      ]),
    ],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, { title: "Post not found", noindex: true });
  return pageMeta(args, {
    title: post.title,
    description: post.description,
    type: "article",
    image: post.image?.src,
    imageAlt: post.image?.alt,
    noindex: post.status !== "published",
    jsonLd: args.loaderData!.jsonLd,
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, layout, isAdmin } = loaderData;
  const spotlight = layout === "spotlight";
  return (
    <main className="page page-wide">
      <article className={`blog-post blog-post-${layout}`} data-layout={layout}>
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li aria-current="page">{post.title}</li>
          </ol>
        </nav>
        <header className="blog-post-header">
          <div className="blog-post-heading">
            <time dateTime={isoDate(post.createdAt)} className="post-date">
              {formatLongDate(post.createdAt)}
            </time>
            <h1>{post.title}</h1>
            <p className="lead">{post.description}</p>
            {post.status !== "published" ? (
              <p className="badge">Draft: only administrators see this post</p>
            ) : null}
            {isAdmin ? (
              <Form method="post" action={`/blog/${post.id}/enhance`} className="blog-admin-actions">
                <CsrfInput />
                <SubmitButton formAction={`/blog/${post.id}/enhance`} pendingLabel="Enhancing…">
                  Enhance Post
                </SubmitButton>
              </Form>
            ) : null}
          </div>
          {post.image ? (
            <ResponsiveImage
              image={post.image}
              sizes={spotlight ? "(min-width: 1000px) 560px, 100vw" : "(min-width: 1200px) 1100px, 100vw"}
              priority
              className="blog-post-image"
            />
          ) : null}
          {post.credit ? (
            <p className="photo-credit">
              Photo by{" "}
              {post.credit.photographerUrl ? (
                <a href={post.credit.photographerUrl}>{post.credit.photographer}</a>
              ) : (
                post.credit.photographer
              )}{" "}
              on {post.credit.photoUrl ? <a href={post.credit.photoUrl}>Unsplash</a> : "Unsplash"}
            </p>
          ) : null}
        </header>
        <div className="blog-post-body">
          {spotlight && post.sections.length > 1 ? (
            <nav aria-label="In this post" className="blog-toc">
              <h2>In this post</h2>
              <ol>
                {post.sections.map((section, index) => (
                  <li key={index}>
                    <a href={`#section-${index + 1}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="blog-post-content">
            {post.sections.map((section, index) => (
              <section key={index} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`}>
                <h2 id={`section-${index + 1}-title`}>{section.title}</h2>
                {toParagraphs(section.body).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </section>
            ))}
            {post.conclusion ? (
              <section className="blog-conclusion" aria-labelledby="conclusion-title">
                <h2 id="conclusion-title">Conclusion</h2>
                {toParagraphs(post.conclusion).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </section>
            ) : null}
            <p className="blog-cta">
              <Link to="/contact" className="blog-cta-link">
                Specific questions about your concrete needs?
                <span className="blog-cta-action"> Contact our team</span>
              </Link>
            </p>
          </div>
        </div>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary what="post" />;
}
