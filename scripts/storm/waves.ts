// The storm itself: each wave's attacks sent at once (STORM_ONLY=name,… picks some), the server's RSS sampled meanwhile.
import { type Storm, WAVES } from "./attack";
import { ATTACKS } from "./attacks";
import { peakRssDuring } from "./server";

/** Runs every wave against the server `pid`; one report line per wave run. */
export async function runWaves(storm: Storm, pid: number) {
  const lines: string[] = [];
  const only = process.env.STORM_ONLY?.split(",");
  for (const wave of WAVES) {
    const attacks = ATTACKS.filter((attack) => attack.wave === wave && (!only || only.includes(attack.name)));
    if (!attacks.length) continue;
    const started = performance.now();
    const peak = await peakRssDuring(pid, () => Promise.all(attacks.map((attack) => attack.run(storm))));
    lines.push(
      `  wave "${attacks.map((attack) => attack.name).join('", "')}": ${((performance.now() - started) / 1000).toFixed(1)} s, RSS up to ${peak.toFixed(1)} MB`,
    );
  }
  return lines;
}
