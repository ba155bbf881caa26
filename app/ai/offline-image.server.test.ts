import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { drawIllustrationSvg, type IllustrationScene } from "./illustrations/draw-illustration";
import { offlineImageSource, sceneForPrompt } from "./offline-image.server";
import { offlineWriter } from "./offline-writer.server";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex").slice(0, 16);

const SCENES: IllustrationScene[] = [
  "parking-lot",
  "road",
  "sealcoat",
  "concrete",
  "grading",
  "striping",
  "utility",
  "crack-seal",
];

// The pictures are pure functions of (scene, seed, size) and of the prompt: these hashes pin them, so a change to
// the drawing code that alters a single byte of any picture fails here.
describe("offline illustrations", () => {
  test("every scene draws the same SVG for the same seed and size", () => {
    const hashes = Object.fromEntries(
      SCENES.map((scene) => [
        scene,
        [
          sha256(drawIllustrationSvg({ scene, seed: 1 }, 1200, 800)),
          sha256(drawIllustrationSvg({ scene, seed: 424242 }, 1200, 800)),
          sha256(drawIllustrationSvg({ scene, seed: 7 }, 640, 480)),
        ],
      ]),
    );
    expect(hashes).toEqual(PINNED_SVG);
  });

  test("a prompt always gives the same picture", async () => {
    const prompts = [
      "Crack sealing a parking lot in Mesa",
      "New concrete sidewalk and curb ramp",
      "Storm drain trench on a Gilbert street",
    ];
    const hashes: Record<string, string> = {};
    for (const prompt of prompts) {
      const image = await offlineImageSource.findImage(prompt);
      hashes[`${sceneForPrompt(prompt)} ${image.name}`] = sha256(image.bytes);
    }
    expect(hashes).toEqual(PINNED_PNG);
  });

  test("the offline writer's choices stay the same for the same brief", async () => {
    const company = { name: "Copper Mesa Paving", phone: "(480) 555-0142", city: "Mesa" };
    const service = { name: "Sealcoating", description: "Protects asphalt from sun and water." };
    const brief = { service, city: "Mesa", company, keywords: ["asphalt paving"], avoidTitles: [] };
    const post = await offlineWriter.writePost(brief);
    const again = await offlineWriter.writePost({ ...brief, keyword: "asphalt paving" });
    expect([sha256(JSON.stringify(post)), sha256(JSON.stringify(again))]).toEqual(PINNED_POSTS);
  });
});

const PINNED_SVG = {
  "parking-lot": ["ede8afd865f35fc1", "5ee6cb6d9787eb2d", "908b64a3a1bb7b32"],
  road: ["5d6c2fd07a282a3a", "7834b755f169e806", "24e75ad3ce5f130b"],
  sealcoat: ["417634564e1be4b4", "2d74bf144870eace", "44f98a7939fbe472"],
  concrete: ["e368bd8aad4f845a", "b03e453e345bf688", "15aa984b912fb1f8"],
  grading: ["be08036406a3a415", "ff9b067c222314ed", "cfa1a4d426acbd32"],
  striping: ["9a44fe1b266daa54", "6f9f70785ef7c251", "85551ff94a539fd1"],
  utility: ["ad64721bd887dca8", "4ef029e26f6e1b01", "96fab81c9dda1db1"],
  "crack-seal": ["6202e5b5320999c1", "1f368fd54ba093b0", "b810c50a8c7aab92"],
};
const PINNED_PNG = {
  "crack-seal crack-sealing-a-parking-lot-in-mesa.png": "40fb6cff2a88dd81",
  "concrete new-concrete-sidewalk-and-curb-ramp.png": "ebe9a152a656de9a",
  "utility storm-drain-trench-on-a-gilbert-street.png": "523998a5164d3306",
};
const PINNED_POSTS = ["ee87291a10f8600e", "778e28639144023b"];
