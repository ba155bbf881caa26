import { z } from "zod";
import { fetchWithRetry, HttpFailure, type RetryOptions } from "./fetch-with-retry.server";
import type { ImageSource } from "./image-source";
import { AiError } from "./written-post";

export type UnsplashOptions = RetryOptions & { apiUrl: string; accessKey: string; appName: string };

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

/** Unsplash asks for a referral on every link back to it. */
function withReferral(url: string, appName: string) {
  const link = new URL(url);
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
  const call = async (url: string) => {
    try {
      return await fetchWithRetry(url, { headers }, options);
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
      const bytes = new Uint8Array(await image.arrayBuffer());

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
