import {hsCodeDigits} from '../../lib/hsCode';

/** The code in the address (?hs=847130 or ?hs=8471.30): a chapter, heading or subheading, digits only, or null. */
export function codeFromLocation(search: string): string | null {
  const digits = hsCodeDigits(new URLSearchParams(search).get('hs') ?? '');
  return digits !== null && [2, 4, 6].includes(digits.length) ? digits : null;
}
