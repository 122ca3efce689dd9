/**
 * Section queries: a query that names one section of the CMTA ("1129",
 * "Sec 1129", "section 1129", "sec.1129", "CMTA 1129", "RA 10863 Sec. 1129",
 * "seksiyon 1129") puts that section of the CMTA navigator first.
 */

/** The CMTA navigator's path under the locale's baseUrl; its sections' anchors are `sec-<number>`. */
export const CMTA_NAVIGATOR_PATH = 'docs/CMTA-fulltext';

const SECTION_ANCHOR = /^sec-(\d{3,4})$/;

/** The section number of a navigator anchor ("sec-1129" -> "1129"), or null. */
export function sectionOfAnchor(anchor: string): string | null {
  return SECTION_ANCHOR.exec(anchor)?.[1] ?? null;
}

/** Whether `url` (with its locale's baseUrl) is the CMTA navigator page. */
export function isNavigatorPage(url: string): boolean {
  return url.endsWith(`/${CMTA_NAVIGATOR_PATH}`);
}

/** Words that may stand around a section number in a section query (in the word form: no dots). */
const QUALIFIERS = new Set([
  'sec', 'section', 'seksiyon', 'seksyon', 'sek', 'cmta', 'ra', 'republic', 'act', 'no', 'blg', 'batas', 'republika',
  'of', 'the', 'ng',
]);
/** The CMTA's own number: "RA 10863" qualifies, it is not a section. */
const ACT_NUMBER = '10863';

/**
 * The section number a query names, from the query's words (see
 * `wordsOf`): exactly one number of three or four digits, and otherwise only
 * words that say "section" or "the CMTA". Null for anything else.
 */
export function sectionNumberOf(words: readonly string[]): string | null {
  let number: string | null = null;
  for (const word of words) {
    if (/^\d{3,4}$/.test(word)) {
      if (number !== null) return null;
      number = word;
    } else if (word !== ACT_NUMBER && !QUALIFIERS.has(word)) {
      return null;
    }
  }
  return number;
}
