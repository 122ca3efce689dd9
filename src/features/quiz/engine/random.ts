/**
 * Seeded randomness for the quiz engine: the same seed always gives the same
 * sequence, so an attempt can be rebuilt (and tested) from its seed alone.
 * A string seed is folded into 32 bits (FNV-1a with a final avalanche), which
 * then drives a mulberry32 generator. Quality is ample for shuffling a quiz;
 * it is not for anything secret.
 */

function foldSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A function returning integers in [0, bound) from the seed's sequence. */
export type RandomInt = (bound: number) => number;

export function seededRandom(seed: string): RandomInt {
  let state = foldSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return (bound) => {
    if (!Number.isInteger(bound) || bound <= 0)
      throw new RangeError(`bound must be a positive integer, got ${bound}`);
    return next() % bound;
  };
}

/** A new array with the items in an order fixed by `seed` (Fisher–Yates). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** A short random id for attempts and seeds (not secret, just unlikely to repeat). */
export function randomId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36).padStart(7, '0')).join('');
}
