// Heavy civil work in cross-section: soil strata with a caliche band, a shored trench with bedding and the pipe in
// place, a spoil pile, stacked pipe sections, an excavator reaching into the trench and cones at the edge.
import { between, int, pick } from "../seeded-random";
import { paintSkyline, pickDesertPalette } from "./desert";
import { excavatorBody, MACHINE_YELLOWS } from "./machines";
import { band, circle, linearGradient, mix, poly, polyline, rect, shadedGround, speckles } from "./svg";
import type { Canvas, Point } from "./svg";

const PIPE_COLORS = ["#2f7de1", "#1d1e20", "#a9a59c", "#3c8f5a"];

/** A traffic cone seen from the side, standing on `ground`. */
function coneFromSide(x: number, ground: number, coneH: number): string {
  return [
    poly(
      [
        [x - coneH * 0.25, ground],
        [x + coneH * 0.25, ground],
        [x + coneH * 0.06, ground - coneH],
        [x - coneH * 0.06, ground - coneH],
      ],
      "#f26a1b",
    ),
    rect(x - coneH * 0.17, ground - coneH * 0.6, coneH * 0.34, coneH * 0.14, "#f4f4f0"),
    rect(x - coneH * 0.35, ground - coneH * 0.06, coneH * 0.7, coneH * 0.06, "#2b2b2b"),
  ].join("");
}

/** An excavator on `ground` with its boom from the cab over to `elbow` and the stick down to the bucket at `tip`. */
function excavator(
  x: number,
  ground: number,
  size: number,
  yellow: string,
  elbow: Point,
  tip: Point,
): string {
  const pivot: Point = [x + size * 0.3, ground - size * 0.5];
  return [
    excavatorBody(x, ground, size, yellow),
    polyline([pivot, elbow], yellow, size * 0.12),
    polyline([elbow, tip], mix(yellow, "#000000", 0.1), size * 0.08),
    polyline(
      [
        [pivot[0] + size * 0.05, pivot[1] + size * 0.05],
        [(pivot[0] + elbow[0]) / 2, (pivot[1] + elbow[1]) / 2 + size * 0.03],
      ],
      "#b9bcc1",
      size * 0.03,
    ),
    poly(
      [
        [tip[0] - size * 0.08, tip[1] - size * 0.05],
        [tip[0] + size * 0.1, tip[1] - size * 0.03],
        [tip[0] + size * 0.06, tip[1] + size * 0.12],
        [tip[0] - size * 0.06, tip[1] + size * 0.1],
      ],
      "#3b3b3d",
    ),
  ].join("");
}

export function paintUtility(c: Canvas): string {
  const { rng, w, h } = c;
  const { sky, earth } = pickDesertPalette(rng);
  const ground = h * between(rng, 0.36, 0.42);
  const parts: string[] = [];
  parts.push(paintSkyline(c, ground, sky, ground - h * 0.02));
  parts.push(band(c, ground - h * 0.025, h * 0.03, mix(earth.dark, "#8c8a5a", 0.2)));

  // Soil cross-section with strata, a caliche band and scattered cobbles.
  parts.push(shadedGround(c, "soil", ground, earth.dark, earth.shadow));
  const bands = int(rng, 3, 5);
  for (let i = 0; i < bands; i++) {
    const y = ground + ((i + 0.6) / (bands + 0.5)) * (h - ground);
    const thick = (h - ground) * between(rng, 0.03, 0.07);
    const list: Point[] = [];
    for (let k = 0; k <= 12; k++) list.push([(k / 12) * w, y + Math.sin(k * 0.9 + i) * thick * 0.5]);
    for (let k = 12; k >= 0; k--) list.push([(k / 12) * w, y + thick + Math.sin(k * 0.9 + i) * thick * 0.5]);
    const isCaliche = i === 1;
    parts.push(
      poly(
        list,
        isCaliche ? "#e8dcc2" : mix(earth.shadow, "#000000", 0.15),
        `opacity="${isCaliche ? 0.75 : 0.35}"`,
      ),
    );
  }
  parts.push(
    speckles(c, 0, ground, w, h - ground, Math.round(w / 4), {
      colors: ["#5b4331", "#cdb999", "#8c7a66"],
      size: [0.002, 0.007],
      opacity: [0.4, 0.8],
    }),
  );
  parts.push(band(c, ground, h * 0.015, mix(earth.light, "#ffffff", 0.1)));

  // Trench with shoring, bedding and the pipe in place.
  const tc = w * between(rng, 0.42, 0.56);
  const topW = w * between(rng, 0.2, 0.26);
  const bottomW = topW * 0.78;
  const depth = (h - ground) * between(rng, 0.68, 0.8);
  const trenchBottom = ground + depth;
  parts.push(
    poly(
      [
        [tc - topW / 2, ground],
        [tc + topW / 2, ground],
        [tc + bottomW / 2, trenchBottom],
        [tc - bottomW / 2, trenchBottom],
      ],
      linearGradient(c, "trench", [
        [0, mix(earth.shadow, "#000000", 0.35)],
        [1, mix(earth.shadow, "#000000", 0.15)],
      ]),
    ),
  );
  const beddingH = depth * 0.2;
  parts.push(rect(tc - bottomW / 2, trenchBottom - beddingH, bottomW, beddingH, "#9a958c"));
  parts.push(
    speckles(c, tc - bottomW / 2, trenchBottom - beddingH, bottomW, beddingH, 80, {
      colors: ["#6f6a62", "#c5c0b6"],
      size: [0.002, 0.004],
      opacity: [0.6, 1],
    }),
  );
  const pipeColor = pick(rng, PIPE_COLORS);
  const pipeR = bottomW * between(rng, 0.2, 0.28);
  const pipeY = trenchBottom - beddingH - pipeR * 0.45;
  parts.push(circle(tc, pipeY, pipeR, pipeColor));
  parts.push(circle(tc, pipeY, pipeR * 0.78, mix(pipeColor, "#000000", 0.55)));
  parts.push(circle(tc - pipeR * 0.2, pipeY - pipeR * 0.2, pipeR * 0.55, mix(pipeColor, "#000000", 0.7)));
  // Trench shield panels and spreaders.
  const shieldTop = ground + depth * 0.1;
  const shieldBottom = trenchBottom - beddingH - pipeR * 1.6;
  const panelW = bottomW * 0.07;
  const steel = "#8d9399";
  for (const side of [-1, 1]) {
    const x = tc + side * (bottomW / 2 - panelW / 2) - panelW / 2;
    parts.push(rect(x, shieldTop, panelW, shieldBottom - shieldTop, steel));
    parts.push(
      rect(x + panelW * 0.3, shieldTop, panelW * 0.15, shieldBottom - shieldTop, "#ffffff", `opacity="0.2"`),
    );
  }
  const spreader = pick(rng, ["#e8b21f", "#2f7de1", "#d9502e"]);
  for (const t of [0.22, 0.62]) {
    const y = shieldTop + (shieldBottom - shieldTop) * t;
    parts.push(rect(tc - bottomW / 2 + panelW, y, bottomW - panelW * 2, h * 0.018, spreader));
  }

  // Spoil pile on the excavator side.
  const spoil: Point[] = [];
  const spoilW = w * 0.18;
  const exSize = h * between(rng, 0.22, 0.27);
  const exX = tc - topW / 2 - exSize * 0.55;
  const spoilX = exX - exSize * 0.3 - spoilW * 0.7;
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    spoil.push([spoilX + t * spoilW, ground - h * 0.09 * Math.sin(Math.PI * t) * between(rng, 0.85, 1.05)]);
  }
  parts.push(poly(spoil, mix(earth.dark, "#000000", 0.08)));

  // Stacked pipe sections on the other side.
  const stackX = tc + topW / 2 + w * between(rng, 0.06, 0.1);
  const stackR = Math.min(h * 0.045, w * 0.035) * between(rng, 0.85, 1.1);
  const stackPipe = pick(rng, PIPE_COLORS);
  const rowsCount = int(rng, 2, 3);
  for (let row = 0; row < rowsCount; row++) {
    const count = rowsCount + 1 - row;
    for (let i = 0; i < count; i++) {
      const cx = stackX + stackR + i * stackR * 2 + row * stackR;
      const cy = ground - stackR - row * stackR * 1.73;
      parts.push(circle(cx, cy, stackR, stackPipe));
      parts.push(circle(cx, cy, stackR * 0.74, mix(stackPipe, "#000000", 0.6)));
      parts.push(circle(cx - stackR * 0.35, cy - stackR * 0.35, stackR * 0.18, "#ffffff", `opacity="0.25"`));
    }
  }
  parts.push(rect(stackX - stackR * 0.3, ground - stackR * 0.35, stackR * 0.6, stackR * 0.35, "#8a6a45"));

  // Excavator with the boom reaching into the trench.
  const yellow = pick(rng, MACHINE_YELLOWS);
  const elbow: Point = [tc - topW * between(rng, 0.2, 0.35), ground - exSize * between(rng, 0.75, 0.95)];
  const tip: Point = [tc - bottomW * 0.1, ground + depth * between(rng, 0.2, 0.38)];
  parts.push(excavator(exX, ground, exSize, yellow, elbow, tip));

  // Cones at the trench edge.
  const coneH = h * 0.05;
  for (const x of [tc + topW / 2 + w * 0.02, stackX + stackR * 2 * (rowsCount + 1) + w * 0.03]) {
    if (x <= w - coneH) parts.push(coneFromSide(x, ground, coneH));
  }
  return parts.join("");
}
