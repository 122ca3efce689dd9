/**
 * How text and queries are made comparable. Two forms:
 *
 * - the *folded* form (`foldCase`): lower case, same length as the original,
 *   so a match's offsets can mark the original text;
 * - the *word* form (`toWords`): folded, accents dropped, every run of
 *   punctuation, hyphens and spaces made one space, with a space in front,
 *   so " de minimis" is found whether the page wrote "de-minimis",
 *   "De Minimis" or "de minimis", and `includes(' ' + word)` means "a word
 *   starting with word";
 * - the *compact* form (`toCompact`): the word form without its spaces, so
 *   "deminimis" is found in "de minimis".
 *
 * The index is turned into these forms once, when it is loaded; a query
 * only once per keystroke.
 */

const SAME_LENGTH_FOLDS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00a0': ' ',
};

/**
 * Lower-cases text for matching without changing its length, so a match's
 * offsets in the folded text are its offsets in the original. Curly quotes
 * fold to straight ones and no-break spaces to spaces, so "broker's" finds
 * "broker’s". A character whose lower case is longer (Turkish İ) stays as is.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  const folded =
    lower.length === text.length
      ? lower
      : Array.from(text, (ch) => {
          const l = ch.toLowerCase();
          return l.length === ch.length ? l : ch;
        }).join('');
  return folded.replace(/[\u2018\u2019\u201c\u201d\u00a0]/g, (ch) => SAME_LENGTH_FOLDS[ch] ?? ch);
}

/** The query as matched by the substring rule: case folded, trimmed, inner whitespace collapsed ('' = blank). */
export function normalizeQuery(query: string): string {
  return foldCase(query).replace(/\s+/g, ' ').trim();
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

/** The words of `text`: folded, without accents, split at anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  const plain = text.toLowerCase().normalize('NFD').replace(MARKS, '');
  return plain.split(NOT_WORD).filter((w) => w !== '');
}

/** The word form of `text`: " word word word " (a space before each word and after the last; '' for none). */
export function toWords(text: string): string {
  const words = wordsOf(text);
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}

/** The compact form: the words run together ("De-Minimis" -> "deminimis"). */
export function toCompact(words: string): string {
  return words.replace(/ /g, '');
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that finds `compact` (letters and digits only) in *folded* text
 * with anything that is not a letter or digit allowed between its
 * characters, starting at a word start: "deminimis" finds "De-minimis",
 * "de minimis" and "deminimis" in the text as written, with its offsets.
 */
export function spreadPattern(compact: string): RegExp {
  const gap = '[^\\p{L}\\p{N}]*';
  return new RegExp(`(?<![\\p{L}\\p{N}])${Array.from(compact, escape).join(gap)}`, 'u');
}

/**
 * A pattern for `compact` over the *word* form: its characters in order with
 * at most one space between any two, from a word start. Used to confirm a
 * compact match ("deminimis" in " de minimis") begins at a word.
 */
export function gluedPattern(compact: string): RegExp {
  return new RegExp(` ${Array.from(compact, escape).join(' ?')}`);
}

/**
 * Where `needle` (" word" or " word ", see synonyms.ts) is in the word form
 * `words`, or -1: the same as `words.indexOf(needle)`, but searched without
 * its leading space, which is the commonest character of all and would make
 * the string search stop at every word.
 */
export function findWord(words: string, needle: string): number {
  const word = needle.slice(1);
  for (let at = words.indexOf(word, 1); at >= 0; at = words.indexOf(word, at + 1)) {
    if (words.charCodeAt(at - 1) === 32) return at - 1;
  }
  return -1;
}
