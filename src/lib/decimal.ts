/**
 * Exact decimal arithmetic for money, built on BigInt.
 *
 * A `Dec` is the exact value `v / 10^s`. Nothing in this module ever turns an
 * amount into a JavaScript `number`, so there is no binary floating point and
 * no 0.1 + 0.2 surprise. Products keep every digit (the scales add up) until a
 * caller rounds them with `roundHalfUp`.
 */

export interface Dec {
  /** The digits, as an integer. */
  readonly v: bigint;
  /** How many of those digits sit after the decimal point. */
  readonly s: number;
}

const POW10: bigint[] = [];
for (let i = 0, p = 1n; i <= 60; i += 1, p *= 10n) {
  POW10.push(p);
}

function pow10(n: number): bigint {
  const p = POW10[n];
  if (p !== undefined) {
    return p;
  }
  return 10n ** BigInt(n);
}

/** Plain digits, or digits grouped in threes with commas, then an optional fraction. */
const DECIMAL_RE = /^([+-]?)(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const FRACTION_ONLY_RE = /^([+-]?)\.(\d+)$/;

/**
 * Reads a decimal string such as `10000`, `10,000.50`, `.5` or `-3.25`.
 * Surrounding spaces are ignored. Returns `null` for anything else
 * (letters, exponents, `Infinity`, two decimal points, an empty string ...).
 */
export function parseDecimal(text: string): Dec | null {
  const t = text.trim();
  let sign = '';
  let whole = '0';
  let frac = '';
  const m = DECIMAL_RE.exec(t);
  if (m) {
    sign = m[1] ?? '';
    whole = (m[2] ?? '0').replace(/,/g, '');
    frac = m[3] ?? '';
  } else {
    const f = FRACTION_ONLY_RE.exec(t);
    if (!f) {
      return null;
    }
    sign = f[1] ?? '';
    frac = f[2] ?? '';
  }
  const digits = BigInt(whole + frac);
  return {v: sign === '-' ? -digits : digits, s: frac.length};
}

/** Like `parseDecimal` but throws: for literals and rate-set data that must be valid. */
export function dec(text: string): Dec {
  const d = parseDecimal(text);
  if (!d) {
    throw new Error(`Not a decimal number: ${JSON.stringify(text)}`);
  }
  return d;
}

export const ZERO: Dec = {v: 0n, s: 0};

/** An integer count (containers, litres) as a `Dec`. */
export function fromInteger(n: number | bigint): Dec {
  return {v: BigInt(n), s: 0};
}

function rescale(a: Dec, s: number): bigint {
  return s === a.s ? a.v : a.v * pow10(s - a.s);
}

export function add(a: Dec, b: Dec): Dec {
  if (a.s === b.s) {
    return {v: a.v + b.v, s: a.s};
  }
  const s = Math.max(a.s, b.s);
  return {v: rescale(a, s) + rescale(b, s), s};
}

export function sum(values: readonly Dec[]): Dec {
  let total = ZERO;
  for (const value of values) {
    total = add(total, value);
  }
  return total;
}

export function sub(a: Dec, b: Dec): Dec {
  return add(a, {v: -b.v, s: b.s});
}

export function mul(a: Dec, b: Dec): Dec {
  return {v: a.v * b.v, s: a.s + b.s};
}

/** -1, 0 or 1. */
export function cmp(a: Dec, b: Dec): -1 | 0 | 1 {
  const s = Math.max(a.s, b.s);
  const x = rescale(a, s);
  const y = rescale(b, s);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isNegative(a: Dec): boolean {
  return a.v < 0n;
}

export function isZero(a: Dec): boolean {
  return a.v === 0n;
}

/** A percentage such as `12` (meaning 12%) as the exact fraction 0.12. */
export function percent(p: Dec): Dec {
  return {v: p.v, s: p.s + 2};
}

/** Divides an integer numerator by a positive integer denominator, rounding half away from zero. */
function divHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / d;
  const r = abs % d;
  if (r * 2n >= d) {
    q += 1n;
  }
  return negative ? -q : q;
}

/**
 * Rounds to `places` decimals, half up: a 5 in the first dropped digit rounds
 * away from zero (0.005 -> 0.01, 2.345 -> 2.35). Amounts in this engine are
 * never negative, so "half up" and "half away from zero" agree.
 */
export function roundHalfUp(a: Dec, places: number): Dec {
  if (a.s <= places) {
    return {v: rescale(a, places), s: places};
  }
  return {v: divHalfUp(a.v, pow10(a.s - places)), s: places};
}

/** a ÷ b rounded half up to `places` decimals (b must not be zero). */
export function divRound(a: Dec, b: Dec, places: number): Dec {
  if (b.v === 0n) {
    throw new RangeError('Division by zero');
  }
  // a/b = (a.v / 10^a.s) / (b.v / 10^b.s); scale the numerator so the
  // quotient comes out with `places` decimals.
  let n = a.v * pow10(places + b.s);
  let d = b.v * pow10(a.s);
  if (d < 0n) {
    d = -d;
    n = -n;
  }
  return {v: divHalfUp(n, d), s: places};
}

function groupThousands(digits: string): string {
  if (digits.length <= 3) {
    return digits;
  }
  let out = '';
  const head = digits.length % 3;
  if (head > 0) {
    out = digits.slice(0, head);
  }
  for (let i = head; i < digits.length; i += 3) {
    out += (out === '' ? '' : ',') + digits.slice(i, i + 3);
  }
  return out;
}

/**
 * Writes the exact value with at least `minPlaces` decimals (padding with
 * zeros) and otherwise every digit it has, trailing zeros beyond `minPlaces`
 * removed. It never rounds: round first if you want fewer digits.
 */
export function formatDec(a: Dec, minPlaces = 0, grouping = true): string {
  const negative = a.v < 0n;
  let digits = (negative ? -a.v : a.v).toString();
  let s = a.s;
  if (s < minPlaces) {
    digits += '0'.repeat(minPlaces - s);
    s = minPlaces;
  }
  if (digits.length <= s) {
    digits = '0'.repeat(s - digits.length + 1) + digits;
  }
  const whole = digits.slice(0, digits.length - s);
  let frac = digits.slice(digits.length - s);
  let end = frac.length;
  while (end > minPlaces && frac.charCodeAt(end - 1) === 48 /* '0' */) {
    end -= 1;
  }
  frac = frac.slice(0, end);
  const wholeText = grouping ? groupThousands(whole) : whole;
  return (negative ? '-' : '') + wholeText + (frac === '' ? '' : '.' + frac);
}

/** Writes a two-place value fast (the common case for money). */
function formatTwoPlaces(v: bigint, grouping: boolean): string {
  const negative = v < 0n;
  let digits = (negative ? -v : v).toString();
  if (digits.length < 3) {
    digits = digits.padStart(3, '0');
  }
  const whole = digits.slice(0, digits.length - 2);
  return (
    (negative ? '-' : '') + (grouping ? groupThousands(whole) : whole) + '.' + digits.slice(digits.length - 2)
  );
}

/**
 * Both texts of a two-place value at once: plain (`616000.00`) and grouped
 * (`616,000.00`). The value must already have two places (see roundHalfUp).
 */
export function twoPlaceTexts(a: Dec): {plain: string; grouped: string} {
  if (a.s !== 2) {
    throw new RangeError('twoPlaceTexts needs a value rounded to two places');
  }
  const negative = a.v < 0n;
  let digits = (negative ? -a.v : a.v).toString();
  if (digits.length < 3) {
    digits = digits.padStart(3, '0');
  }
  const whole = digits.slice(0, digits.length - 2);
  const frac = digits.slice(digits.length - 2);
  const sign = negative ? '-' : '';
  return {plain: `${sign}${whole}.${frac}`, grouped: `${sign}${groupThousands(whole)}.${frac}`};
}

/** Exactly two decimals, no grouping: `616000.00`. Rounds half up first. */
export function toAmountString(a: Dec): string {
  return formatTwoPlaces(roundHalfUp(a, 2).v, false);
}

/** Exactly two decimals with thousands commas: `616,000.00`. Rounds half up first. */
export function formatMoney(a: Dec): string {
  return formatTwoPlaces(roundHalfUp(a, 2).v, true);
}
