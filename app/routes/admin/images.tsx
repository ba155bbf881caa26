import { data, Form, Link, useLocation } from "react-router";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { formatSize } from "./images/+shared/format";
import { formatDateTime } from "~/utils/dates";
import { ShareLink } from "./images/+shared/share-link";
import { StoredImage } from "./images/+shared/stored-image";
import { useActionReply } from "~/components/form/use-action-reply";
import { SubmitButton } from "~/components/form";
import { listAiImages } from "~/ai/ai-image.server";
import { deleteAiImageAndFiles } from "~/media-library/media-library.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { publicUrl } from "~/http/public-url.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/images";

const TABS = [
  { value: "all", label: "All" },
  { value: "offline", label: "Generated" },
  { value: "unsplash", label: "Unsplash" },
] as const;
type Tab = (typeof TABS)[number]["value"];

function readView(url: URL) {
  const tab = url.searchParams.get("tab");
  return {
    tab: (TABS.some((t) => t.value === tab) ? tab : "all") as Tab,
    layout: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
    selected: url.searchParams.get("image"),
  };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = readView(url);
  const all = listAiImages();
  const images = all
    .filter((image) => view.tab === "all" || image.source === view.tab)
    .map((image) => ({
      id: image.id,
      url: image.url,
      shareUrl: publicUrl(image.url),
      prompt: image.prompt,
      name: image.name,
      size: image.size,
      width: image.width,
      height: image.height,
      source: image.source,
      unsplash: image.unsplash as Record<string, string | null> | null,
      createdAt: image.createdAt.toISOString(),
    }));
  return { images, total: all.length, view };
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  const id = String(formData.get("id") ?? "");
  if (formData.get("intent") !== "delete") return data({ error: "Unknown action." }, { status: 400 });
  const back = new URL(url);
  back.searchParams.delete("image");
  return confirmedDelete(by, formData, {
    id,
    remove: () => deleteAiImageAndFiles(id, by),
    redirectTo: `${back.pathname}${back.search}`,
    done: "Image deleted.",
    notFound: "That image no longer exists.",
  });
}

export default function AdminImages({ loaderData }: Route.ComponentProps) {
  const { images, total, view } = loaderData;
  const { error } = useActionReply();
  const location = useLocation();
  const selected = images.find((image) => image.id === view.selected) ?? images[0] ?? null;

  const linkWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return search ? `?${search}` : "?";
  };

  return (
    <>
      <AdminTitle page="AI Images" />
      <AdminPageHeader title="AI Images">
        <Link to="/admin/add-images" className="button">
          Add images
        </Link>
      </AdminPageHeader>
      {error ? <ErrorNotice message={error} /> : null}
      <Form method="post" action="/admin/images/generate" className="panel make-image">
        <CsrfInput />
        <label htmlFor="make-image-prompt">Describe a new image</label>
        <div className="make-image-row">
          <input
            id="make-image-prompt"
            name="prompt"
            type="text"
            required
            minLength={3}
            maxLength={300}
            placeholder="e.g. Fresh asphalt on a desert road at sunset"
          />
          <SubmitButton formAction="/admin/images/generate" pendingLabel="Making...">
            Make an image
          </SubmitButton>
        </div>
      </Form>
      <div className="gallery-tools">
        <nav aria-label="Image source">
          <ul className="tab-list">
            {TABS.map((tab) => (
              <li key={tab.value}>
                <Link
                  to={linkWith({ tab: tab.value === "all" ? null : tab.value, image: null })}
                  aria-current={view.tab === tab.value ? "page" : undefined}
                  preventScrollReset
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Layout">
          <ul className="view-toggle">
            <li>
              <Link
                to={linkWith({ view: null })}
                aria-current={view.layout === "grid" ? "page" : undefined}
                preventScrollReset
              >
                Grid
              </Link>
            </li>
            <li>
              <Link
                to={linkWith({ view: "list" })}
                aria-current={view.layout === "list" ? "page" : undefined}
                preventScrollReset
              >
                List
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {images.length === 0 ? (
        <p className="muted">
          {total === 0
            ? "No AI images yet. Describe one above, or generate a blog post: it gets one too."
            : "No images from this source."}
        </p>
      ) : (
        <div className="gallery-layout">
          <ul className={view.layout === "list" ? "gallery gallery-list" : "gallery"} aria-label="AI images">
            {images.map((image) => (
              <li key={image.id}>
                <Link
                  to={linkWith({ image: image.id })}
                  aria-current={selected?.id === image.id ? "true" : undefined}
                  preventScrollReset
                >
                  <figure>
                    <StoredImage image={{ ...image, src: image.url, alt: image.prompt }} lazy />
                    <figcaption>{image.prompt}</figcaption>
                  </figure>
                </Link>
              </li>
            ))}
          </ul>
          {selected ? <DetailPanel image={selected} /> : null}
        </div>
      )}
    </>
  );
}

type GalleryImage = Awaited<ReturnType<typeof loader>>["images"][number];

// Source metadata comes from an outside service: only plain web links become links.
const webLink = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

function DetailPanel({ image }: { image: GalleryImage }) {
  const unsplash = image.unsplash;
  const photographerUrl = webLink(unsplash?.photographerUrl);
  const photoUrl = webLink(unsplash?.photoUrl);
  const description = unsplash?.description || `Made for the prompt "${image.prompt}".`;
  return (
    <aside className="panel detail-panel" aria-labelledby="image-detail-heading">
      <h2 id="image-detail-heading">Image details</h2>
      <StoredImage image={{ ...image, src: image.url, alt: image.prompt }} />
      <dl className="meta-list">
        <dt>Name</dt>
        <dd>{image.name}</dd>
        <dt>Size</dt>
        <dd>
          {formatSize(image.size)}
          {image.width && image.height ? `, ${image.width} × ${image.height}` : ""}
        </dd>
        <dt>Source</dt>
        <dd>
          {image.source === "unsplash" ? "Unsplash" : "Generated offline"}
          {unsplash?.photographer ? (
            <>
              {" "}
              · Photo by{" "}
              {photographerUrl ? (
                <a href={photographerUrl} rel="noreferrer" target="_blank">
                  {unsplash.photographer}
                </a>
              ) : (
                unsplash.photographer
              )}
            </>
          ) : null}
          {photoUrl ? (
            <>
              {" "}
              ·{" "}
              <a href={photoUrl} rel="noreferrer" target="_blank">
                Original photo
              </a>
            </>
          ) : null}
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={image.createdAt}>{formatDateTime(image.createdAt)}</time>
        </dd>
        <dt>Description</dt>
        <dd>{description}</dd>
      </dl>
      <ShareLink url={image.shareUrl} />
      <div className="detail-actions">
        <a className="button button-secondary" href={image.url} download={image.name}>
          Download
        </a>
        <ConfirmDelete id={image.id} question="Delete this image?" />
      </div>
    </aside>
  );
}
