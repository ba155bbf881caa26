// Repeatable randomness for the offline writer and illustrator: the same text or seed always gives the same numbers,
// so a prompt or a brief always gives the same picture or post.

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** A 32-bit number for a text (FNV-1a), used as a seed. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A small, fast generator (mulberry32) that gives the same sequence for the same seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** A whole number from min to max, both included. */
export function int(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
