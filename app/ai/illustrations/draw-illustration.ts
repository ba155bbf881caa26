// Paints flat SVG illustrations of the company's kinds of work. Every picture is a pure function of (scene, seed,
// size): a seeded random source varies colours, positions and counts so no two pictures look alike. No text, fonts
// or external references; callers rasterise the result with sharp (the offline image maker, the demo seed).
import { hashText, seededRandom } from "../seeded-random";
import { paintConcrete } from "./concrete";
import { paintCrackSeal } from "./crack-seal";
import { paintGrading } from "./grading";
import { paintParkingLot } from "./parking-lot";
import { paintRoad } from "./road";
import { paintSealcoat } from "./sealcoat";
import { paintStriping } from "./striping";
import type { Canvas } from "./svg";
import { paintUtility } from "./utility";

const PAINTERS = {
  "parking-lot": paintParkingLot, // fresh asphalt lot with white stall striping, seen from above
  road: paintRoad, // a paved road in perspective with a centre line, desert and mountains
  sealcoat: paintSealcoat, // half-sealed dark lot, sprayer lines
  concrete: paintConcrete, // concrete slab with saw-cut joints, sidewalk and curb
  grading: paintGrading, // earthwork pad with survey stakes and a dozer
  striping: paintStriping, // close view of crosswalk / ADA stall markings
  utility: paintUtility, // trench with pipe sections for heavy civil work
  "crack-seal": paintCrackSeal, // aged asphalt with crack-seal lines
} satisfies Record<string, (c: Canvas) => string>;

export type IllustrationScene = keyof typeof PAINTERS;

/**
 * Returns a complete SVG document painting `scene`, varied by `seed`. Deterministic: the same scene, seed and size
 * always give the same markup.
 */
export function drawIllustrationSvg(
  { scene, seed }: { scene: IllustrationScene; seed: number },
  width: number,
  height: number,
): string {
  const w = Number.isFinite(width) && width > 0 ? Math.round(width) : 1200;
  const h = Number.isFinite(height) && height > 0 ? Math.round(height) : 800;
  const painter = PAINTERS[scene] ?? paintRoad;
  const mixed = (Math.floor(Number.isFinite(seed) ? seed : 0) ^ hashText(scene)) >>> 0;
  const canvas: Canvas = { rng: seededRandom(mixed), w, h, uid: `d${mixed.toString(36)}`, defs: [] };
  const body = painter(canvas);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${canvas.defs.join("")}</defs>${body}</svg>`
  );
}
