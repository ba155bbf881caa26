import { loadSharp } from "~/media/sharp.server";
import type { ImageSource } from "./image-source";
import { drawIllustrationSvg, type IllustrationScene } from "./illustrations/draw-illustration";
import { hashText } from "./seeded-random";

// Which illustrated scene fits a prompt, by the first matching word family.
const SCENES: [RegExp, IllustrationScene][] = [
  [/crack|pothole|patch/i, "crack-seal"],
  [/seal ?coat|sealcoat|seal/i, "sealcoat"],
  [/strip|marking|ada|crosswalk|stall/i, "striping"],
  [/concrete|sidewalk|curb|gutter|slab|driveway|ramp|flatwork/i, "concrete"],
  [/grad|earth|pad|excavat|dust|caliche/i, "grading"],
  [/utilit|pipe|storm|drain|sewer|trench|retention|basin/i, "utility"],
  [/road|street|highway|lane|widening/i, "road"],
  [/parking|lot|asphalt|pav/i, "parking-lot"],
];

export function sceneForPrompt(prompt: string): IllustrationScene {
  return SCENES.find(([pattern]) => pattern.test(prompt))?.[1] ?? "parking-lot";
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "image";

/** Draws an illustration for the prompt locally (SVG rendered by sharp): nothing is downloaded. */
export const offlineImageSource: ImageSource = {
  name: "offline",
  async findImage(prompt) {
    const svg = drawIllustrationSvg({ scene: sceneForPrompt(prompt), seed: hashText(prompt) }, 1200, 800);
    const sharp = await loadSharp();
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    return { bytes, name: `${slug(prompt)}.png`, source: "offline" };
  },
};
