// The storm itself: each wave's attacks sent at once (STORM_ONLY=name,… picks some), the server's RSS sampled meanwhile.
import { type Storm, WAVES } from "./attack";
import { ATTACKS } from "./attacks";
import { describePeak, peakRssDuring } from "./server";

const only = process.env.STORM_ONLY?.split(",");
const chosen = ATTACKS.filter((attack) => !only || only.includes(attack.name));

/** Stores what the chosen attacks need (before the snapshot that shows refused requests stored nothing). */
export async function prepareAttacks(storm: Storm) {
  for (const attack of chosen) await attack.prepare?.(storm);
}

/** Runs every wave against the server `pid`; one report line per wave run. */
export async function runWaves(storm: Storm, pid: number) {
  const lines: string[] = [];
  for (const wave of WAVES) {
    const attacks = chosen.filter((attack) => attack.wave === wave);
    if (!attacks.length) continue;
    const started = performance.now();
    const peak = await peakRssDuring(pid, () => Promise.all(attacks.map((attack) => attack.run(storm))));
    lines.push(
      `  wave "${attacks.map((attack) => attack.name).join('", "')}": ${((performance.now() - started) / 1000).toFixed(1)} s, RSS up to ${describePeak(peak)}`,
    );
  }
  return lines;
}
