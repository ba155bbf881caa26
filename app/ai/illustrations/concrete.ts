// Concrete flatwork from above: a broomed slab with saw-cut joints (one panel fresh), a decomposed-granite strip
// with trees, a sidewalk, curb and gutter, the street, and an accessible curb ramp with a truncated-dome panel.
import { between, int, pick } from "../seeded-random";
import { treeRow } from "./desert";
import { band, circle, f, grittyBand, group, line, mix, poly, rect } from "./svg";
import type { Canvas } from "./svg";

export function paintConcrete(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const concrete = pick(rng, ["#d6d2ca", "#dcd8d0", "#cfcac1", "#d9d4c9"]);
  const joint = mix(concrete, "#4a463f", 0.45);

  const slabBottom = h * between(rng, 0.34, 0.42);
  const stripBottom = slabBottom + h * between(rng, 0.06, 0.1);
  const walkBottom = stripBottom + h * between(rng, 0.16, 0.2);
  const curbTop = h * 0.028;
  const curbFace = h * 0.014;
  const gutterBottom = walkBottom + curbTop + curbFace + h * between(rng, 0.06, 0.08);

  // Large slab with saw-cut joint grid, one panel freshly placed and a touch darker.
  parts.push(band(c, 0, slabBottom, concrete));
  const broom: string[] = [];
  for (let y = h * 0.01; y < slabBottom; y += h * 0.012) {
    broom.push(
      line(
        0,
        y + between(rng, -1, 1),
        w,
        y + between(rng, -1, 1),
        mix(concrete, "#7a756c", 0.35),
        1,
        `opacity="${f(between(rng, 0.12, 0.3))}"`,
      ),
    );
  }
  parts.push(group(broom));
  const panel = w * between(rng, 0.14, 0.2);
  const panelOffset = -rng() * panel;
  const panelRows = Math.max(2, Math.round(slabBottom / panel));
  const panelH = slabBottom / panelRows;
  const freshCol = int(rng, 1, Math.floor(w / panel) - 1);
  const freshRow = int(rng, 0, panelRows - 1);
  parts.push(
    rect(panelOffset + freshCol * panel, freshRow * panelH, panel, panelH, mix(concrete, "#6f6a61", 0.18)),
  );
  for (let x = panelOffset; x < w + panel; x += panel)
    parts.push(line(x, 0, x, slabBottom, joint, Math.max(1.5, w * 0.0025)));
  for (let r = 1; r < panelRows; r++)
    parts.push(line(0, r * panelH, w, r * panelH, joint, Math.max(1.5, w * 0.0025)));
  parts.push(band(c, slabBottom - h * 0.006, h * 0.006, "#000000", `opacity="0.15"`));

  // Landscape strip: decomposed granite with a few trees.
  const dg = pick(rng, ["#c9a57a", "#b98f68", "#d2b48c", "#bf9a72"]);
  parts.push(
    grittyBand(c, slabBottom, stripBottom - slabBottom, dg, Math.round(w / 3), {
      colors: ["#8a6a4d", "#efdfc6", "#7c5f46"],
      size: [0.001, 0.0028],
      opacity: [0.5, 0.9],
    }),
  );
  parts.push(
    treeRow(
      c,
      int(rng, 2, 5),
      () => (slabBottom + stripBottom) / 2,
      () => (stripBottom - slabBottom) * between(rng, 0.3, 0.45),
    ),
  );

  // Sidewalk with tooled edges and control joints.
  const walk = mix(concrete, "#ffffff", 0.12);
  parts.push(band(c, stripBottom, walkBottom - stripBottom, walk));
  const walkDepth = walkBottom - stripBottom;
  const jointStep = walkDepth * between(rng, 1.0, 1.3);
  for (let x = -rng() * jointStep; x < w; x += jointStep) {
    parts.push(line(x, stripBottom, x, walkBottom, joint, Math.max(1.5, w * 0.002)));
  }
  for (const y of [stripBottom + walkDepth * 0.06, walkBottom - walkDepth * 0.06]) {
    parts.push(line(0, y, w, y, joint, 1, `opacity="0.5"`));
  }

  // Curb, curb face shadow, gutter pan and street.
  parts.push(band(c, walkBottom, curbTop, "#e6e3dc"));
  parts.push(band(c, walkBottom + curbTop, curbFace, "#a39e95"));
  parts.push(
    band(
      c,
      walkBottom + curbTop + curbFace,
      gutterBottom - walkBottom - curbTop - curbFace,
      mix(concrete, "#8e897f", 0.15),
    ),
  );
  for (let x = -rng() * w * 0.2; x < w; x += w * 0.2) {
    parts.push(line(x, walkBottom, x, gutterBottom, joint, 1.5, `opacity="0.6"`));
  }
  const street = pick(rng, ["#303236", "#2b2d31", "#36383c"]);
  parts.push(
    grittyBand(c, gutterBottom, h - gutterBottom, street, Math.round(w / 2), {
      colors: ["#55575c", "#1e1f22"],
      size: [0.0008, 0.002],
      opacity: [0.4, 0.8],
    }),
  );
  parts.push(band(c, gutterBottom, h * 0.006, "#000000", `opacity="0.3"`));

  // ADA curb ramp: ramp run, side flares and a yellow truncated-dome panel at the gutter line.
  const rampW = w * between(rng, 0.16, 0.22);
  const rampX = between(rng, 0.12, 0.88) * w - rampW / 2;
  const flare = rampW * 0.35;
  const rampTop = stripBottom + walkDepth * 0.3;
  const rampBottom = walkBottom + curbTop + curbFace;
  const rampTone = mix(walk, "#7a756c", 0.12);
  parts.push(
    poly(
      [
        [rampX - flare, rampBottom],
        [rampX, rampTop],
        [rampX + rampW, rampTop],
        [rampX + rampW + flare, rampBottom],
      ],
      mix(walk, "#7a756c", 0.06),
    ),
  );
  parts.push(rect(rampX, rampTop, rampW, rampBottom - rampTop, rampTone));
  parts.push(line(rampX, rampTop, rampX - flare, rampBottom, joint, 1.5));
  parts.push(line(rampX + rampW, rampTop, rampX + rampW + flare, rampBottom, joint, 1.5));
  const domeH = (rampBottom - rampTop) * 0.42;
  const domeY = rampBottom - domeH - h * 0.004;
  const domeColor = pick(rng, ["#e9b72c", "#e3a81f", "#efc340"]);
  parts.push(rect(rampX + rampW * 0.04, domeY, rampW * 0.92, domeH, domeColor));
  const domeR = Math.max(1.2, domeH * 0.07);
  const stepX = domeR * 3.4;
  for (let y = domeY + domeR * 2; y < domeY + domeH - domeR; y += stepX) {
    for (let x = rampX + rampW * 0.04 + domeR * 2; x < rampX + rampW * 0.96 - domeR; x += stepX) {
      parts.push(circle(x, y, domeR, mix(domeColor, "#6b4a00", 0.3)));
    }
  }
  return parts.join("");
}
