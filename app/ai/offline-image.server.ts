import sharp from "sharp";
import { drawDemoImageSvg } from "~/seed/demo-images";
import type { DemoScene } from "~/seed/demo-types";
import type { ImageSource } from "./image-source";

// Which illustrated scene fits a prompt, by the first matching word family.
const SCENES: [RegExp, DemoScene][] = [
  [/crack|pothole|patch/i, "crack-seal"],
  [/seal ?coat|sealcoat|seal/i, "sealcoat"],
  [/strip|marking|ada|crosswalk|stall/i, "striping"],
  [/concrete|sidewalk|curb|gutter|slab|driveway|ramp|flatwork/i, "concrete"],
  [/grad|earth|pad|excavat|dust|caliche/i, "grading"],
  [/utilit|pipe|storm|drain|sewer|trench|retention|basin/i, "utility"],
  [/road|street|highway|lane|widening/i, "road"],
  [/parking|lot|asphalt|pav/i, "parking-lot"],
];

export function sceneForPrompt(prompt: string): DemoScene {
  return SCENES.find(([pattern]) => pattern.test(prompt))?.[1] ?? "parking-lot";
}

function seedFor(prompt: string) {
  let h = 2166136261;
  for (let i = 0; i < prompt.length; i++) h = Math.imul(h ^ prompt.charCodeAt(i), 16777619);
  return h >>> 0;
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
    const svg = drawDemoImageSvg(
      { scene: sceneForPrompt(prompt), seed: seedFor(prompt), alt: prompt },
      1200,
      800,
    );
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    return { bytes, name: `${slug(prompt)}.png`, source: "offline" };
  },
};
