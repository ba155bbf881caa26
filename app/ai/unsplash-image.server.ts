import { z } from "zod";
import { env } from "~/env.server";
import { fetchWithRetry, HttpFailure, type RetryOptions } from "./fetch-with-retry.server";
import type { ImageSource } from "./image-source";
import { AiError } from "./written-post";

export type UnsplashOptions = RetryOptions & {
  apiUrl: string;
  accessKey: string;
  appName: string;
  /** The largest photo downloaded; a bigger one is refused while it streams. Default: MEDIA_MAX_IMAGE_BYTES. */
  maxImageBytes?: number;
};

// The hosts of Unsplash's API and of its photos. Only these (over https) and the configured API address are fetched:
// the search answer names the URLs to download, and it must not send the server anywhere else.
const UNSPLASH_FETCH_HOSTS = new Set(["api.unsplash.com", "images.unsplash.com", "plus.unsplash.com"]);

/** Whether a URL from a search answer may be fetched: https on Unsplash's hosts, or the configured API's origin. */
export function isFetchableUnsplashUrl(value: string, apiUrl: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.origin === new URL(apiUrl).origin) return true;
  return url.protocol === "https:" && UNSPLASH_FETCH_HOSTS.has(url.hostname);
}

/** An attribution link as stored and shown: https on unsplash.com only, else none. */
function creditLink(value: string) {
  try {
    const url = new URL(value);
    const onUnsplash = url.hostname === "unsplash.com" || url.hostname.endsWith(".unsplash.com");
    return url.protocol === "https:" && onUnsplash && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** Reads a body up to `maxBytes`, refusing a larger one by its Content-Length or as soon as it streams past. */
async function readCapped(response: Response, maxBytes: number) {
  const tooLarge = () =>
    new AiError(
      `The Unsplash photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. No image was added.`,
    );
  const declared = Number(response.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const searchSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.string().url() }),
      links: z.object({ html: z.string().url(), download_location: z.string().url() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string().url() }) }),
    }),
  ),
});

/** Unsplash asks for a referral on every link back to it; a link that is not https on unsplash.com is dropped. */
function withReferral(url: string, appName: string) {
  const link = creditLink(url);
  if (!link) return "";
  link.searchParams.set("utm_source", appName);
  link.searchParams.set("utm_medium", "referral");
  return link.toString();
}

/**
 * Finds a photo on Unsplash for the prompt and downloads it for our own media pipeline, following the API
 * guidelines: the download is reported to `download_location`, and photographer and photo links are kept for
 * attribution.
 */
export function createUnsplashImageSource(options: UnsplashOptions): ImageSource {
  const headers = { Authorization: `Client-ID ${options.accessKey}`, "Accept-Version": "v1" };
  const maxImageBytes = options.maxImageBytes ?? env.MEDIA_MAX_IMAGE_BYTES;
  const call = async (url: string) => {
    if (!isFetchableUnsplashUrl(url, options.apiUrl)) {
      throw new AiError("Unsplash answered with an address outside Unsplash. No image was added.");
    }
    try {
      // No redirects: a redirect could lead off the hosts checked above.
      return await fetchWithRetry(url, { headers, redirect: "error" }, options);
    } catch (error) {
      const reason = error instanceof HttpFailure ? error.message : "the request failed";
      throw new AiError(`Unsplash is unavailable (${reason}). No image was added; try again later.`);
    }
  };

  return {
    name: "unsplash",
    async findImage(prompt) {
      const search = new URL(`${options.apiUrl.replace(/\/+$/, "")}/search/photos`);
      search.searchParams.set("query", prompt);
      search.searchParams.set("per_page", "1");
      search.searchParams.set("orientation", "landscape");
      search.searchParams.set("content_filter", "high");
      const response = await call(search.toString());
      if (!response.ok)
        throw new AiError(
          `Unsplash refused the search (HTTP ${response.status}). Check UNSPLASH_ACCESS_KEY.`,
        );
      let parsed: z.infer<typeof searchSchema>;
      try {
        parsed = searchSchema.parse(await response.json());
      } catch {
        throw new AiError("Unsplash answered something unexpected (malformed JSON). No image was added.");
      }
      const photo = parsed.results[0];
      if (!photo) throw new AiError(`Unsplash found no photo for “${prompt}”. Try other words.`);

      // Report the download as the guidelines require, then fetch the photo itself.
      const tracked = await call(photo.links.download_location);
      await tracked.body?.cancel();
      const image = await call(photo.urls.regular);
      if (!image.ok) throw new AiError(`Unsplash did not deliver the photo (HTTP ${image.status}).`);
      const bytes = await readCapped(image, maxImageBytes);

      return {
        bytes,
        name: `unsplash-${photo.id}.jpg`,
        source: "unsplash",
        unsplash: {
          id: photo.id,
          description: photo.description ?? photo.alt_description ?? null,
          photographer: photo.user.name,
          photographerUrl: withReferral(photo.user.links.html, options.appName),
          photoUrl: withReferral(photo.links.html, options.appName),
          downloadLocation: photo.links.download_location,
        },
      };
    },
  };
}
