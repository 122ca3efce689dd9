import {findWord} from './normalize';
import type {Form} from './synonyms';

/**
 * Which entries hold which words, built once when the index is loaded, so a
 * query term costs a lookup in a sorted word list instead of a pass over
 * every entry's text (the word rules stay as fast as the substring rule).
 */
export interface Vocabulary {
  /** Every distinct word of the word forms, sorted. */
  readonly words: readonly string[];
  /** For each word of `words`, the entries holding it, ascending. */
  readonly postings: readonly Uint32Array[];
  readonly entryCount: number;
}

/** The vocabulary of entries given by their word forms (see `toWords`). */
export function buildVocabulary(forms: readonly string[]): Vocabulary {
  const byWord = new Map<string, number[]>();
  forms.forEach((form, entry) => {
    for (const word of form.split(/[ \n]+/)) {
      if (word === '') continue;
      const list = byWord.get(word);
      if (!list) byWord.set(word, [entry]);
      else if (list[list.length - 1] !== entry) list.push(entry);
    }
  });
  const words = [...byWord.keys()].sort();
  return {words, postings: words.map((w) => Uint32Array.from(byWord.get(w) ?? [])), entryCount: forms.length};
}

/** The first index in the sorted `words` not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] ?? '') < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some word of the vocabulary starts with `prefix`. */
export function hasPrefix(vocab: Vocabulary, prefix: string): boolean {
  return (vocab.words[lowerBound(vocab.words, prefix)] ?? '').startsWith(prefix);
}

/** Marks in `into` the entries with `word` (whole) or a word starting with it; false when there are none. */
function markWord(vocab: Vocabulary, word: string, whole: boolean, into: Uint8Array): boolean {
  let found = false;
  for (let i = lowerBound(vocab.words, word); i < vocab.words.length; i += 1) {
    const w = vocab.words[i] ?? '';
    if (whole ? w !== word : !w.startsWith(word)) break;
    for (const entry of vocab.postings[i] ?? []) into[entry] = 1;
    found = true;
  }
  return found;
}

/**
 * The entries where `form` starts a word: looked up word by word, and for a
 * form of several words confirmed in `wordsOf(entry)` (the words must be
 * next to each other). Entries already marked in `into` stay marked.
 * False when no entry has the form.
 */
export function markForm(vocab: Vocabulary, form: Form, wordsOf: (entry: number) => string, into: Uint8Array): boolean {
  const whole = form.needle.endsWith(' ');
  const parts = form.needle.trim().split(' ');
  if (parts.length === 1) return markWord(vocab, parts[0] ?? '', whole, into);
  let candidates: Uint8Array | null = null;
  parts.forEach((part, i) => {
    const has = new Uint8Array(vocab.entryCount);
    markWord(vocab, part, i < parts.length - 1 || whole, has);
    const prev: Uint8Array | null = candidates;
    if (prev) has.forEach((h, e) => (prev[e] = (prev[e] ?? 0) & h));
    else candidates = has;
  });
  const found: Uint8Array = candidates ?? new Uint8Array(0);
  let any = false;
  for (let e = 0; e < found.length; e += 1) {
    if (found[e] && findWord(wordsOf(e), form.needle) >= 0) {
      into[e] = 1;
      any = true;
    }
  }
  return any;
}
