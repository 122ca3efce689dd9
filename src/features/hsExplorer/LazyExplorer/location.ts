/** The code in the address (?hs=847130 or ?hs=8471.30), digits only, or null. Tiny: a docs page carries it. */
export function codeFromLocation(search: string): string | null {
  const raw = new URLSearchParams(search).get('hs');
  if (!raw) return null;
  const digits = raw.replace(/[.\s]/g, '');
  return /^\d{2}(?:\d{2}){0,2}$/.test(digits) ? digits : null;
}
