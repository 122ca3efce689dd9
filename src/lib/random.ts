/**
 * Seeded randomness, the one generator of the site: the same seed always gives
 * the same sequence, so a quiz attempt can be rebuilt from its seed alone and
 * a practice problem from its link. A string seed is folded into 32 bits
 * (FNV-1a with a final avalanche), which then drives a mulberry32 generator.
 * Quality is ample for shuffling a quiz or drawing practice figures; it is not
 * for anything secret. Only integers come out, so amounts built from it stay exact.
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

/** The seed's sequence of 32-bit unsigned integers. */
function generator(seed: string): () => number {
  let state = foldSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A function returning integers in [0, bound) from the seed's sequence. */
type RandomInt = (bound: number) => number;

export function seededRandom(seed: string): RandomInt {
  const rng = createRng(seed);
  return (bound) => {
    if (!Number.isInteger(bound) || bound <= 0)
      throw new RangeError(`bound must be a positive integer, got ${bound}`);
    return rng.int(0, bound - 1);
  };
}

/** Draws from a seed's sequence, for generators that need more than one shape of number. */
export interface Rng {
  /** A 32-bit unsigned integer. */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `num` / `den`. */
  chance(num: number, den: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function createRng(seed: string): Rng {
  const next = generator(seed);
  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Bad range ${min}..${max}`);
    }
    return min + (next() % (max - min + 1));
  };
  return {
    next,
    int,
    chance: (num, den) => int(1, den) <= num,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) {
        throw new RangeError('Cannot pick from an empty list');
      }
      return items[int(0, items.length - 1)] as T;
    },
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
