import {gluedPattern, toCompact, wordsOf} from './normalize';

/**
 * How candidates write the things the reviewer names: legal references,
 * the abbreviations of the trade, and common spellings and misspellings.
 * Each row is one meaning; a query word (or run of words) that is any of a
 * row's forms also matches the row's other forms. Keep it small and
 * explicit: every row is tested, and a row that joins two different
 * meanings makes the search worse, not better.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  // Legal references
  ['sec', 'section', 'seksiyon', 'seksyon'],
  ['cmta', 'ra 10863', 'republic act 10863', 'republic act no 10863', 'customs modernization and tariff act'],
  ['ra', 'republic act', 'batas republika'],
  ['customs brokers act', 'ra 9280', 'republic act 9280', 'republic act no 9280'],
  ['tcc', 'tccp', 'tariff and customs code'],
  ['nirc', 'national internal revenue code', 'tax code'],
  ['cao', 'customs administrative order'],
  ['cmo', 'customs memorandum order'],
  ['eo', 'executive order'],
  // Bodies and terms of the trade
  ['boc', 'bureau of customs', 'kawanihan ng adwana'],
  ['vat', 'value added tax'],
  ['prc', 'professional regulation commission'],
  ['cbw', 'customs bonded warehouse'],
  ['hs', 'harmonized system', 'harmonised system'],
  // Spellings
  ['license', 'licence'],
  ['de minimis', 'de minimus', 'diminimis'],
  ['tariff', 'tarriff', 'tarrif'],
];

/** One word or phrase a query term may be found as, in the word form. */
export interface Form {
  /** " value added tax" or, for a whole word, " ra " (see `needle`). */
  readonly needle: string;
  /** The form without spaces, for text that writes it as one word ("valueaddedtax"). */
  readonly compact: string;
  /** Finds `compact` glued or spaced from a word start, in the word form (null for short forms). */
  readonly glued: RegExp | null;
}

/** A word of the query (or a run of words naming one thing) and the forms that satisfy it. */
export interface Term {
  readonly forms: readonly Form[];
}

/**
 * Short words and numbers match whole words only ("ra" is not "rate",
 * "423" is not "4230"); longer words match the start of a word, so
 * "abandon" finds "abandonment".
 */
function needle(words: readonly string[]): string {
  const last = words[words.length - 1] ?? '';
  const whole = last.length <= 2 || /^\p{N}+$/u.test(last);
  return ` ${words.join(' ')}${whole ? ' ' : ''}`;
}

/** Compact forms shorter than this are not looked for glued into longer words ("vat" in "private"). */
export const MIN_GLUED = 5;

/** A form of the table (its text form, no glued search: list a glued spelling in the row instead). */
function form(words: readonly string[]): Form {
  return {needle: needle(words), compact: toCompact(words.join(' ')), glued: null};
}

/** A word as typed: also looked for glued or spaced ("deminimis" finds "de minimis"). */
function typed(word: string): Form {
  return {...form([word]), glued: word.length >= MIN_GLUED ? gluedPattern(word) : null};
}

interface Row {
  readonly forms: readonly (readonly string[])[];
}

/** Every form of the table, by its words joined with spaces, to its row. */
const BY_FORM = new Map<string, Row>();
let LONGEST = 1;
for (const row of SYNONYMS) {
  const forms = row.map((f) => wordsOf(f));
  for (const words of forms) {
    BY_FORM.set(words.join(' '), {forms});
    LONGEST = Math.max(LONGEST, words.length);
  }
}

/**
 * A word and its other number: "entry" is also "entries", "entries" also
 * "entry"; a plural in -s or -es is cut to its singular, which (as a word
 * start) still finds the plural: "importations" finds "importation",
 * "taxes" finds "tax". Plain English rules only; anything else is the word.
 */
export function numberForms(word: string): string[] {
  if (word.length > 4 && word.endsWith('ies')) return [`${word.slice(0, -3)}y`, word];
  if (word.length > 3 && /[^aeiou]y$/.test(word)) return [word, `${word.slice(0, -1)}ies`];
  if (word.length > 4 && /(?:x|ch|sh|ss)es$/.test(word)) return [word.slice(0, -2)];
  if (word.length > 3 && /[^siu]s$/.test(word)) return [word.slice(0, -1)];
  return [word];
}

/**
 * Cuts the query's words into terms: the longest run of words that is a
 * form in the table becomes one term with all its row's forms; any other
 * word is a term of its own.
 */
export function termsOf(words: readonly string[]): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 1;
    let row: Row | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n -= 1) {
      row = BY_FORM.get(words.slice(i, i + n).join(' '));
      if (row) {
        taken = n;
        break;
      }
    }
    terms.push({forms: row ? row.forms.map(form) : numberForms(words[i] ?? '').map(typed)});
    i += taken;
  }
  return terms;
}
