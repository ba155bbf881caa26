// A lot half sealed: faded old asphalt on one side of a wet edge, fresh black sealer with sprayer passes on the
// other, cones along the edge and the sealcoat rig with its hose and spray wand.
import { between, chance, int, pick } from "../seeded-random";
import { asphaltBase } from "./pavement";
import { circle, clipPath, f, group, linearGradient, mix, poly, polyline, rect, shadow } from "./svg";
import type { Canvas, Point } from "./svg";

/** A traffic cone seen from above, on its square base. */
function coneFromAbove(cx: number, cy: number, r: number): string {
  return group([
    rect(cx - r * 1.3, cy - r * 1.3, r * 2.6, r * 2.6, "#2b2b2b", `rx="${f(r * 0.4)}"`),
    circle(cx, cy, r, "#f26a1b"),
    circle(cx, cy, r * 0.62, "#f4f4f0"),
    circle(cx, cy, r * 0.4, "#f26a1b"),
    circle(cx, cy, r * 0.15, "#3b1c0b"),
  ]);
}

/** The sealcoat rig from above: cab with windshield, then the tank. */
function rig(x: number, y: number, width: number, length: number, cab: string): string {
  return [
    shadow(x, y, width, length, width * 0.1, 0.28, width * 0.12),
    rect(x, y, width, length * 0.3, cab, `rx="${f(width * 0.16)}"`),
    rect(x + width * 0.1, y + length * 0.08, width * 0.8, length * 0.07, "#1f2a33", `opacity="0.85"`),
    rect(x, y + length * 0.32, width, length * 0.68, "#55585e", `rx="${f(width * 0.08)}"`),
    rect(
      x + width * 0.12,
      y + length * 0.36,
      width * 0.76,
      length * 0.6,
      "#25272b",
      `rx="${f(width * 0.38)}"`,
    ),
    rect(
      x + width * 0.3,
      y + length * 0.38,
      width * 0.12,
      length * 0.56,
      "#ffffff",
      `opacity="0.12" rx="${f(width * 0.06)}"`,
    ),
  ].join("");
}

export function paintSealcoat(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const oldTone = pick(rng, ["#7f7d78", "#8a8781", "#75736f", "#8f8b84"]);
  parts.push(asphaltBase(c, oldTone, Math.round((w * h) / 1400)));

  // Faded stall stripes on the old surface.
  const stallW = w * between(rng, 0.12, 0.17);
  const stripeTop = h * between(rng, 0.05, 0.2);
  const stripeLen = h * between(rng, 0.35, 0.45);
  const stripeOffset = rng() * stallW;
  for (let x = stripeOffset; x < w; x += stallW) {
    parts.push(rect(x, stripeTop, Math.max(2, w * 0.005), stripeLen, "#e9e6dc", `opacity="0.4"`));
  }

  // The sealed area: right of a wavy, slightly diagonal edge.
  const leftToRight = chance(rng, 0.5);
  const xTop = w * between(rng, 0.35, 0.6);
  const xBottom = xTop + w * between(rng, -0.15, 0.15);
  const edge: Point[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    edge.push([xTop + (xBottom - xTop) * t + between(rng, -0.012, 0.012) * w, t * h]);
  }
  const sealed: Point[] = leftToRight ? [...edge, [w + 2, h], [w + 2, 0]] : [...edge, [-2, h], [-2, 0]];
  const sealTone = pick(rng, ["#17181b", "#1b1c1f", "#141517"]);
  parts.push(
    poly(
      sealed,
      linearGradient(
        c,
        "seal",
        [
          [0, mix(sealTone, "#3a3e46", 0.35)],
          [0.5, sealTone],
          [1, mix(sealTone, "#2c3038", 0.3)],
        ],
        false,
      ),
    ),
  );
  const clip = clipPath(c, "sealed", poly(sealed, "#ffffff"));

  // Sprayer passes: overlapping, slightly lighter fan strokes.
  const strokes: string[] = [];
  const passes = int(rng, 18, 30);
  for (let i = 0; i < passes; i++) {
    const y = between(rng, -0.05, 1.05) * h;
    const bend = between(rng, -0.05, 0.05) * h;
    const tilt = between(rng, -0.04, 0.04) * h;
    strokes.push(
      `<path d="M ${f(-10)} ${f(y)} Q ${f(w / 2)} ${f(y + bend)} ${f(w + 10)} ${f(y + tilt)}" fill="none" stroke="${pick(rng, ["#3a3e46", "#2d3036", "#484c55"])}" stroke-width="${f(between(rng, 0.004, 0.02) * h)}" opacity="${f(between(rng, 0.18, 0.45))}"/>`,
    );
  }
  const arcs = int(rng, 4, 8);
  for (let i = 0; i < arcs; i++) {
    const cx = between(rng, 0, 1) * w;
    const cy = between(rng, 0, 1) * h;
    const r = between(rng, 0.08, 0.18) * w;
    strokes.push(
      `<path d="M ${f(cx - r)} ${f(cy)} A ${f(r)} ${f(r * 0.6)} 0 0 1 ${f(cx + r)} ${f(cy)}" fill="none" stroke="#50555e" stroke-width="${f(h * 0.004)}" opacity="0.3"/>`,
    );
  }
  parts.push(group(strokes, clip));

  // Wet edge sheen.
  parts.push(polyline(edge, "#5a5f69", Math.max(2, w * 0.004), `opacity="0.7"`));

  // Cones along the edge, on the unsealed side.
  const coneSide = leftToRight ? -1 : 1;
  const cones = int(rng, 3, 5);
  for (let i = 0; i < cones; i++) {
    const t = (i + 0.5) / cones;
    const [ex, ey] = edge[Math.round(t * steps)];
    parts.push(coneFromAbove(ex + coneSide * w * 0.03, ey, w * 0.014));
  }

  // Sealcoat rig (truck with tank) on the old side and a hose to the spray wand at the edge.
  const rigX = leftToRight ? between(rng, 0.06, 0.12) * w : w - between(rng, 0.06, 0.12) * w - w * 0.14;
  const rigY = between(rng, 0.55, 0.68) * h;
  const rigW = w * 0.14;
  const rigL = h * 0.42;
  parts.push(rig(rigX, rigY, rigW, rigL, pick(rng, ["#f2f2f0", "#c8ccd2", "#9b1f24", "#1f3a5f"])));
  const [wandX, wandY] = edge[Math.round(steps * between(rng, 0.25, 0.45))];
  const hoseStartX = rigX + rigW / 2;
  const hoseStartY = rigY + rigL * 0.5;
  parts.push(
    `<path d="M ${f(hoseStartX)} ${f(hoseStartY)} C ${f(hoseStartX)} ${f(hoseStartY - h * 0.25)} ${f(wandX)} ${f(wandY + h * 0.2)} ${f(wandX)} ${f(wandY)}" fill="none" stroke="#b8402c" stroke-width="${f(Math.max(2, w * 0.005))}" stroke-linecap="round"/>`,
  );
  const sprayDir = leftToRight ? 1 : -1;
  parts.push(
    poly(
      [
        [wandX, wandY],
        [wandX + sprayDir * w * 0.055, wandY - h * 0.035],
        [wandX + sprayDir * w * 0.06, wandY + h * 0.035],
      ],
      "#5a5f69",
      `opacity="0.35"`,
    ),
  );
  parts.push(circle(wandX, wandY, Math.max(2, w * 0.005), "#e8b21f"));
  return parts.join("");
}
