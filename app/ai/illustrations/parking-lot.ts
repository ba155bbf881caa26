// A fresh asphalt lot seen from above: a landscape strip with trees, rows of striped stalls (one accessible, with
// its hatched aisle), aisle arrows and parked cars.
import { between, chance, int, pick } from "../seeded-random";
import { treeRow } from "./desert";
import { ADA_BLUE, accessSymbol, arrow, asphaltBase, hatch } from "./pavement";
import { band, f, grittyBand, group, mix, outline, rect, shadow } from "./svg";
import type { Canvas } from "./svg";

const CAR_COLORS = [
  "#c8ccd2",
  "#f2f2f0",
  "#9b1f24",
  "#1f3a5f",
  "#2e2e30",
  "#7a8088",
  "#b9a27d",
  "#3d6e73",
  "#d8d2c4",
];

/** A car seen from above in a stall, `frontDown` when its nose points down the picture. */
function car(cx: number, top: number, carW: number, carL: number, color: string, frontDown: boolean): string {
  const windshieldY = frontDown ? top + carL * 0.6 : top + carL * 0.18;
  const rearY = frontDown ? top + carL * 0.14 : top + carL * 0.7;
  return group([
    shadow(cx - carW / 2, top, carW, carL, carW * 0.08, 0.3, carW * 0.25),
    rect(cx - carW / 2, top, carW, carL, color, `rx="${f(carW * 0.25)}"`),
    rect(
      cx - carW * 0.4,
      windshieldY,
      carW * 0.8,
      carL * 0.2,
      "#1f2a33",
      `opacity="0.85" rx="${f(carW * 0.1)}"`,
    ),
    rect(
      cx - carW * 0.38,
      rearY,
      carW * 0.76,
      carL * 0.14,
      "#1f2a33",
      `opacity="0.8" rx="${f(carW * 0.08)}"`,
    ),
    rect(cx - carW * 0.36, top + carL * 0.36, carW * 0.72, carL * 0.26, mix(color, "#ffffff", 0.15)),
  ]);
}

export function paintParkingLot(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  parts.push(
    asphaltBase(c, pick(rng, ["#34363a", "#2f3134", "#3a3b3e", "#2c2e33"]), Math.round((w * h) / 2500)),
  );

  // Landscape strip with curb along the top edge.
  const stripH = h * between(rng, 0.08, 0.13);
  const gravel = pick(rng, ["#c9a57a", "#b98f68", "#d2b48c", "#a98462"]);
  parts.push(
    grittyBand(c, 0, stripH, gravel, Math.round(w / 4), {
      colors: ["#8a6a4d", "#e6d2b5", "#7c5f46"],
      size: [0.001, 0.003],
      opacity: [0.5, 0.9],
    }),
  );
  const curbH = Math.max(3, h * 0.016);
  parts.push(band(c, stripH, curbH, "#d9d6cf"));
  parts.push(band(c, stripH + curbH, curbH * 0.4, "#000000", `opacity="0.25"`));
  parts.push(
    treeRow(
      c,
      int(rng, 2, 5),
      () => stripH * between(rng, 0.35, 0.6),
      () => stripH * between(rng, 0.45, 0.75),
    ),
  );

  const stallCount = int(rng, 7, 12);
  const stallW = w / stallCount;
  const stallD = h * between(rng, 0.2, 0.23);
  const aisle = h * between(rng, 0.14, 0.17);
  const offset = -between(rng, 0.1, 0.6) * stallW;
  const stripeW = Math.max(2, w * 0.005);
  const stripe = pick(rng, ["#f4f4f0", "#f7f3e6", "#f2f2f2"]);
  const hairpin = chance(rng, 0.35);
  const row1 = stripH + curbH * 1.4;
  const row2 = row1 + stallD + aisle;
  // frontDown: the car's nose points down the image; aisleBelow: which end of the stall meets the drive aisle.
  const rows: { top: number; frontDown: boolean; aisleBelow: boolean }[] = [
    { top: row1, frontDown: false, aisleBelow: true },
    { top: row2, frontDown: true, aisleBelow: false },
    { top: row2 + stallD, frontDown: false, aisleBelow: true },
  ];

  const stallLines = (top: number, aisleBelow: boolean) => {
    const out: string[] = [];
    for (let i = 0; i <= stallCount + 1; i++) {
      const x = offset + i * stallW;
      if (hairpin) {
        out.push(rect(x - stripeW * 1.6, top, stripeW, stallD, stripe));
        out.push(rect(x + stripeW * 0.6, top, stripeW, stallD, stripe));
        out.push(
          rect(x - stripeW * 1.6, aisleBelow ? top + stallD - stripeW : top, stripeW * 3.2, stripeW, stripe),
        );
      } else {
        out.push(rect(x - stripeW / 2, top, stripeW, stallD, stripe));
      }
    }
    return out.join("");
  };

  // ADA stall plus hatched access aisle at one end of the first row.
  const adaIndex = chance(rng, 0.5) ? 1 : stallCount - 2;
  const aisleIndex = adaIndex + 1;
  const adaX = offset + adaIndex * stallW;
  const aisleX = offset + aisleIndex * stallW;
  parts.push(
    hatch(
      c,
      "ada-aisle",
      { x: aisleX, y: row1, width: stallW, height: stallD },
      stallW / 4,
      stallD,
      ADA_BLUE,
      stripeW,
    ),
  );
  parts.push(outline(aisleX, row1, stallW, stallD, ADA_BLUE, stripeW));
  const symbol = Math.min(stallW, stallD) * 0.5;
  parts.push(
    accessSymbol(adaX + (stallW - symbol) / 2, row1 + stallD - symbol * 1.25, symbol, ADA_BLUE, "#ffffff"),
  );

  rows.forEach((row) => parts.push(stallLines(row.top, row.aisleBelow)));
  parts.push(band(c, row2 + stallD - stripeW / 2, stripeW, stripe));

  // Aisle arrows.
  const direction: 1 | -1 = chance(rng, 0.5) ? 1 : -1;
  const arrowCount = int(rng, 1, 2);
  for (let i = 0; i < arrowCount; i++) {
    parts.push(
      arrow(
        ((i + 0.5) / arrowCount) * w,
        row1 + stallD + aisle / 2,
        stallW * 1.1,
        aisle * 0.09,
        direction,
        stripe,
      ),
    );
  }

  // Parked cars.
  const occupancy = between(rng, 0.3, 0.6);
  rows.forEach((row, rowIndex) => {
    for (let i = -1; i <= stallCount; i++) {
      if (rowIndex === 0 && (i === adaIndex || i === aisleIndex)) continue;
      if (!chance(rng, occupancy)) continue;
      const cx = offset + (i + 0.5) * stallW + between(rng, -0.04, 0.04) * stallW;
      const carW = stallW * 0.64;
      const carL = stallD * 0.8;
      const top = row.top + (stallD - carL) / 2 + between(rng, -0.03, 0.03) * stallD;
      parts.push(car(cx, top, carW, carL, pick(rng, CAR_COLORS), row.frontDown));
    }
  });
  return parts.join("");
}
