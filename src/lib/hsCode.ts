/**
 * HS codes as candidates type them and as the site prints them. Pure; shared by
 * the quiz (drill answers) and the HS explorer (search and deep links).
 */

/**
 * The digits of a typed code ("8471.30", "8471 30", "HS 847130", "AHTN 8471-30"
 * -> "847130"), or null unless it is 1 to 6 digits once the prefix, spaces,
 * dots and hyphens are gone. Callers decide which lengths they take.
 */
export function hsCodeDigits(typed: string): string | null {
  const digits = typed
    .trim()
    .replace(/^(?:hs|ahtn)\s*/i, '')
    .replace(/[\s.-]/g, '');
  return /^\d{1,6}$/.test(digits) ? digits : null;
}

/** "847130" -> "8471.30"; chapters and headings stay as they are. */
export const formatHsCode = (code: string): string =>
  code.length === 6 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
