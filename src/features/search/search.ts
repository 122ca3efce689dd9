import type {SearchIndex} from './types';

/**
 * The search itself (spec §2, §5): a case-insensitive substring match of the
 * query on an entry's title or text, over every page and section of the
 * index. Pure: no React, no I/O.
 *
 * Ranking: page-title matches, then section-heading matches, then matches in
 * the text. Within each group a match at the start beats one at the start of
 * a word, which beats one inside a word; ties keep the index's order.
 */

/** How many results the modal lists at most. */
export const MAX_RESULTS = 20;

/** A title, heading or excerpt cut into the part that matched and the rest. */
export interface Highlighted {
  readonly before: string;
  /** The matched text as written in the page ('' when nothing matched here). */
  readonly match: string;
  readonly after: string;
}

export type MatchField = 'title' | 'heading' | 'text';

export interface SearchResult {
  readonly url: string;
  /** The page title, or the section heading for a section. */
  readonly title: Highlighted;
  /** For a section: the title of the page it is on. */
  readonly page: string | null;
  readonly kind: 'doc' | 'blog';
  readonly field: MatchField;
  /** Text around the first match in the entry's text, or its opening words. */
  readonly excerpt: Highlighted;
}

export interface SearchOutcome {
  readonly results: readonly SearchResult[];
  /** How many entries matched in all (the list stops at the limit). */
  readonly total: number;
}

interface Entry {
  readonly url: string;
  readonly title: string;
  readonly page: string | null;
  readonly kind: 'doc' | 'blog';
  /** What a title match shows: the page description, or the section text. */
  readonly text: string;
  readonly titleKey: string;
  readonly textKey: string;
}

/** An index made ready for matching: entries flattened, case folded once. */
export interface PreparedIndex {
  readonly entries: readonly Entry[];
}

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

/** The query as matched: case folded, trimmed, inner whitespace collapsed ('' = blank). */
export function normalizeQuery(query: string): string {
  return foldCase(query).replace(/\s+/g, ' ').trim();
}

/** Flattens the index into one entry per page and per section. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  const entries: Entry[] = [];
  const add = (e: Omit<Entry, 'titleKey' | 'textKey'>): void => {
    entries.push({...e, titleKey: foldCase(e.title), textKey: foldCase(e.text)});
  };
  for (const p of index.pages) {
    // The description is often the first paragraph again; keep one copy.
    const text = p.text.includes(p.description) ? p.text : `${p.description} ${p.text}`.trim();
    add({url: p.url, title: p.title, page: null, kind: p.kind, text});
    for (const s of p.sections) {
      add({url: `${p.url}#${s.anchor}`, title: s.heading, page: p.title, kind: p.kind, text: s.text});
    }
  }
  return {entries};
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** 0: at the start, 1: at the start of a word, 2: inside a word. */
function placeQuality(key: string, at: number): number {
  if (at === 0) return 0;
  return WORD_CHAR.test(key.charAt(at - 1)) ? 2 : 1;
}

const NO_MATCH: Highlighted = {before: '', match: '', after: ''};

function split(text: string, at: number, length: number): Highlighted {
  return {before: text.slice(0, at), match: text.slice(at, at + length), after: text.slice(at + length)};
}

const EXCERPT_LENGTH = 160;
const EXCERPT_LEAD = 50;

/** Moves `at` forward to just after a space, unless none is near. */
function toWordStart(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.indexOf(' ', at - 1);
  return space >= 0 && space - at < 20 ? space + 1 : at;
}

/** Moves `end` back to a space, unless none is near or it would cut the match. */
function toWordEnd(text: string, end: number, floor: number): number {
  if (end >= text.length) return text.length;
  const space = text.lastIndexOf(' ', end);
  return space > floor && end - space < 20 ? space : end;
}

/**
 * The part of `text` to show: about EXCERPT_LENGTH characters around the
 * match at `at` (or the opening words when there is none), cut at spaces,
 * with an ellipsis where text was left out.
 */
export function excerptAround(text: string, at: number, length: number): Highlighted {
  if (at < 0) {
    if (text.length <= EXCERPT_LENGTH) return {before: text, match: '', after: ''};
    return {before: `${text.slice(0, toWordEnd(text, EXCERPT_LENGTH, 0))}…`, match: '', after: ''};
  }
  const start = at <= EXCERPT_LEAD ? 0 : toWordStart(text, at - EXCERPT_LEAD);
  const end = toWordEnd(text, Math.max(start + EXCERPT_LENGTH, at + length + 20), at + length);
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, at)}`,
    match: text.slice(at, at + length),
    after: `${text.slice(at + length, end)}${end < text.length ? '…' : ''}`,
  };
}

interface Hit {
  readonly entry: Entry;
  readonly field: MatchField;
  readonly titleAt: number;
}

function toResult({entry, field, titleAt}: Hit, query: string): SearchResult {
  const textAt = entry.textKey.indexOf(query);
  return {
    url: entry.url,
    title: titleAt >= 0 ? split(entry.title, titleAt, query.length) : {...NO_MATCH, before: entry.title},
    page: entry.page,
    kind: entry.kind,
    field,
    excerpt: excerptAround(entry.text, textAt, query.length),
  };
}

/**
 * The entries that contain `query` in their title or text, best first, at
 * most `limit` of them. A blank query finds nothing.
 */
export function search(index: PreparedIndex, query: string, limit: number = MAX_RESULTS): SearchOutcome {
  const q = normalizeQuery(query);
  if (q === '') return {results: [], total: 0};
  // Nine groups: (title, heading, text) x (start, word start, inside word).
  const groups: Hit[][] = Array.from({length: 9}, () => []);
  let total = 0;
  for (const entry of index.entries) {
    const titleAt = entry.titleKey.indexOf(q);
    if (titleAt >= 0) {
      const field = entry.page === null ? 'title' : 'heading';
      groups[(field === 'title' ? 0 : 3) + placeQuality(entry.titleKey, titleAt)]?.push({entry, field, titleAt});
      total += 1;
      continue;
    }
    const textAt = entry.textKey.indexOf(q);
    if (textAt >= 0) {
      groups[6 + placeQuality(entry.textKey, textAt)]?.push({entry, field: 'text', titleAt});
      total += 1;
    }
  }
  const best: Hit[] = [];
  for (const group of groups) {
    for (const hit of group) {
      if (best.length >= limit) break;
      best.push(hit);
    }
  }
  return {results: best.map((hit) => toResult(hit, q)), total};
}
