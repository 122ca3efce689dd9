/**
 * A small seeded pseudo-random generator (no package): the string seed is
 * hashed with cyrb53-style mixing into four 32-bit words that feed sfc32.
 * It only ever returns integers, so amounts built from it stay exact.
 */

function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i += 1) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0, (h1 ^ h2) >>> 0, (h1 + 0x9e3779b9) >>> 0];
}

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
  let [a, b, c, d] = hashSeed(seed);
  const next = (): number => {
    // sfc32
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i += 1) {
    next();
  }
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
