import { env } from "~/env.server";
import { storeImage } from "~/media/image-pipeline.server";
import { createAiImage } from "./ai-image.server";
import { audit, type EditContext } from "~/logs/audit.server";
import type { ImageSource } from "./image-source";
import { offlineImageSource } from "./offline-image.server";
import { offlineWriter } from "./offline-writer.server";
import { createOpenAiWriter } from "./openai-writer.server";
import { createUnsplashImageSource } from "./unsplash-image.server";
import type { BlogWriter } from "./written-post";

const RETRY = { timeoutMs: 45_000, retries: 2, backoffMs: 1_000 };

/** The configured writer: an OpenAI-compatible API when OPENAI_* is set, else the offline writer. */
export function getBlogWriter(): BlogWriter {
  if (env.OPENAI_BASE_URL && env.OPENAI_API_KEY) {
    return createOpenAiWriter({
      ...RETRY,
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL ?? "gpt-4o-mini",
    });
  }
  return offlineWriter;
}

/** The configured image source: Unsplash when UNSPLASH_ACCESS_KEY is set, else the offline illustrator. */
export function getImageSource(): ImageSource {
  if (env.UNSPLASH_ACCESS_KEY) {
    return createUnsplashImageSource({
      ...RETRY,
      timeoutMs: 20_000,
      apiUrl: env.UNSPLASH_API_URL ?? "https://api.unsplash.com",
      accessKey: env.UNSPLASH_ACCESS_KEY,
      appName: "contractor_site",
    });
  }
  return offlineImageSource;
}

/** Finds or makes an image for a prompt, stores it through the media pipeline and lists it under AI images. */
export async function createAiImageForPrompt(prompt: string, source: ImageSource = getImageSource()) {
  const found = await source.findImage(prompt);
  const image = await storeImage(found.bytes, "ai");
  return createAiImage({
    prompt,
    name: found.name,
    image,
    source: found.source,
    unsplash: found.unsplash ?? null,
  });
}

/** "Make an image" in the back office: an image for the prompt from the configured source, with its audit row. */
export async function generateImage(prompt: string, by: EditContext) {
  const image = await createAiImageForPrompt(prompt);
  audit(by, {
    event: "ai-image.create",
    message: `Made an image for “${image.prompt}”`,
    detail: { imageId: image.id, source: image.source },
  });
  return image;
}
