import {gluedPattern, normalizeQuery, spreadPattern, toCompact, wordsOf} from './normalize';
import {sectionNumberOf} from './sections';
import {termsOf, type Term} from './synonyms';

/**
 * A query made ready for matching, once per keystroke: the spec's folded
 * substring, the query run together (for the phrase ignoring punctuation and
 * spacing), its terms with their synonyms, and the section it names.
 */
export interface Query {
  /** The spec's form: folded, trimmed, inner whitespace collapsed. */
  readonly folded: string;
  /** How many words the query has (runs of letters or digits). */
  readonly wordCount: number;
  /** The query's letters and digits run together ('' when it has none). */
  readonly compact: string;
  /** Confirms a compact match starts at a word (over the word form). */
  readonly glued: RegExp | null;
  /** The terms in the query's order. */
  readonly terms: readonly Term[];
  /** The terms longest first: the order to rule entries out in (most lack the rarest term). */
  readonly rarestFirst: readonly Term[];
  /** With synonyms: the terms next to each other, in order (null for one term or no synonyms). */
  readonly phrase: RegExp | null;
  /** The CMTA section the query names ("1129"), or null. */
  readonly section: string | null;
  /** Patterns that mark a match in folded text: the whole query, then each form of each term. */
  marks(): readonly RegExp[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phrasePattern(terms: readonly Term[]): RegExp | null {
  if (terms.length < 2 || terms.every((t) => t.forms.length === 1)) return null;
  const alternatives = terms.map((t) => `(?:${t.forms.map((f) => escape(f.needle.trim())).join('|')})`);
  return new RegExp(` ${alternatives.join(' ')}`);
}

const shortest = (t: Term): number => Math.min(...t.forms.map((f) => f.needle.length));

/** Null for a blank query. */
export function parseQuery(query: string): Query | null {
  const folded = normalizeQuery(query);
  if (folded === '') return null;
  const words = wordsOf(folded);
  const compact = toCompact(words.join(''));
  const terms = termsOf(words);
  let marks: RegExp[] | null = null;
  return {
    folded,
    wordCount: words.length,
    compact,
    glued: compact === '' ? null : gluedPattern(compact),
    terms,
    rarestFirst: [...terms].sort((a, b) => shortest(b) - shortest(a)),
    phrase: phrasePattern(terms),
    section: sectionNumberOf(words),
    marks() {
      marks ??= [compact, ...terms.flatMap((t) => t.forms.map((f) => f.compact))]
        .filter((c) => c !== '')
        .map(spreadPattern);
      return marks;
    },
  };
}
