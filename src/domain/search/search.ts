import {excerptAround, locate, NO_SPAN, split, type Highlighted, type Span} from './highlight';
import {findWord, foldCase, toCompact, toWords} from './normalize';
import {parseQuery, type Query} from './query';
import {isNavigatorPage, sectionOfAnchor} from './sections';
import type {Term} from './synonyms';
import type {SearchIndex} from './types';
import {buildVocabulary, hasPrefix, markForm, type Vocabulary} from './vocabulary';

export {excerptAround, type Highlighted} from './highlight';
export {foldCase, normalizeQuery} from './normalize';

/**
 * The search itself (spec §2, §5, DESIGN.md §8). Pure: no React, no I/O.
 *
 * An entry (a page, or one section of a page) matches when
 * - the query is a case-insensitive substring of its title or text (the
 *   spec's rule, always kept), or
 * - the query's letters and digits, run together, start a word of its title
 *   or text with only spaces or punctuation left out ("de-minimis",
 *   "deminimis" and "sec.1129" are "de minimis" and "Sec. 1129"), or
 * - every term of the query starts a word of its title or text, in any
 *   order, a term being a word or one of the forms in the synonym table;
 *   for a section, the page's title may supply all but one of the terms
 *   ("CMTA abandonment" finds Sec. 1129 in the CMTA navigator).
 *
 * Ranking: a query that names a CMTA section puts that section of the
 * navigator first. Then the phrase (the first two rules, or the terms next
 * to each other in order) before scattered words; within each, the page
 * title, then a section heading, then the text; among phrases, one at the
 * start beats one at a word start, which beats one inside a word. Ties keep
 * the index's order. No page fills the list: at most MAX_PER_PAGE entries of
 * one page come before every other page has had its turn.
 */

/** How many results the modal lists at most. */
export const MAX_RESULTS = 20;
/** Entries of one page listed before other pages' lower-ranked entries. */
export const MAX_PER_PAGE = 4;

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
  /** The page's URL (the entry's without its anchor). */
  readonly pageUrl: string;
  readonly title: string;
  readonly page: string | null;
  readonly kind: 'doc' | 'blog';
  /** What a title match shows: the page description, or the section text. */
  readonly text: string;
  readonly titleKey: string;
  readonly textKey: string;
  /** Title, text and (for a section) page title in the word form, joined by '\n'. */
  readonly words: string;
  /** Where the title and the text end in `words`. */
  readonly titleEnd: number;
  readonly textEnd: number;
  /** `words` without its spaces (the '\n' stay). */
  readonly compact: string;
}

/** An index made ready for matching: entries flattened and normalised once, when it is loaded. */
export interface PreparedIndex {
  readonly entries: readonly Entry[];
  /** The CMTA navigator's section entries by section number ("1129" -> entry). */
  readonly sections: ReadonlyMap<string, number>;
  readonly vocabulary: Vocabulary;
}

/** Flattens the index into one entry per page and per section. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  const entries: Entry[] = [];
  const sections = new Map<string, number>();
  const add = (e: Pick<Entry, 'url' | 'pageUrl' | 'title' | 'page' | 'kind' | 'text'>): void => {
    const title = toWords(e.title);
    const text = toWords(e.text);
    const words = `${title}\n${text}\n${e.page === null ? '' : toWords(e.page)}`;
    // Every field written out, in one order: an object spread here gave the
    // entries a slow shape and made every pass over them several times slower.
    entries.push({
      url: e.url,
      pageUrl: e.pageUrl,
      title: e.title,
      page: e.page,
      kind: e.kind,
      text: e.text,
      titleKey: foldCase(e.title),
      textKey: foldCase(e.text),
      words,
      titleEnd: title.length,
      textEnd: title.length + 1 + text.length,
      compact: toCompact(words),
    });
  };
  for (const p of index.pages) {
    // The description is often the first paragraph again; keep one copy.
    const text = p.text.includes(p.description) ? p.text : `${p.description} ${p.text}`.trim();
    add({url: p.url, pageUrl: p.url, title: p.title, page: null, kind: p.kind, text});
    const navigator = isNavigatorPage(p.url);
    for (const s of p.sections) {
      const section = navigator ? sectionOfAnchor(s.anchor) : null;
      if (section !== null) sections.set(section, entries.length);
      add({url: `${p.url}#${s.anchor}`, pageUrl: p.url, title: s.heading, page: p.title, kind: p.kind, text: s.text});
    }
  }
  return {entries, sections, vocabulary: buildVocabulary(entries.map((e) => e.words))};
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** 0: at the start, 1: at the start of a word, 2: inside a word. */
function placeQuality(key: string, at: number): number {
  if (at === 0) return 0;
  return WORD_CHAR.test(key.charAt(at - 1)) ? 2 : 1;
}

interface Hit {
  readonly entry: Entry;
  readonly field: MatchField;
  /** 0-8: a phrase (field x place); 9-13: scattered words (see `termsRank`). */
  readonly rank: number;
}

const RANKS = 14;

const titleField = (entry: Entry): MatchField => (entry.page === null ? 'title' : 'heading');

/** The rank of a phrase found at `at` of `words`, or -1 when it is not there or only in the page title. */
function wordsPhraseRank(entry: Entry, at: number): number {
  if (at < 0) return -1;
  if (at < entry.titleEnd) return (entry.page === null ? 0 : 3) + (at === 0 ? 0 : 1);
  if (at < entry.textEnd) return 6 + (at === entry.titleEnd + 1 ? 0 : 1);
  return -1;
}

/** Where in `entry.words` a form of `term` starts a word (the first of its forms found), or -1. */
function findTerm(entry: Entry, term: Term): number {
  for (const form of term.forms) {
    const at = findWord(entry.words, form.needle);
    if (at >= 0) return at;
    if (form.glued && entry.compact.includes(form.compact)) {
      const glued = entry.words.search(form.glued);
      if (glued >= 0) return glued;
    }
  }
  return -1;
}

/** Where in `entry.words` the first form of `term` starts a word, or -1. */
function firstOf(entry: Entry, term: Term): number {
  let best = -1;
  for (const form of term.forms) {
    const at = findWord(entry.words, form.needle);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best < 0 ? findTerm(entry, term) : best;
}

/**
 * 9: every term in the page title; 10: every term in the heading; 11: some
 * in the title or heading; 12: all in the text; 13: some only in the page
 * title. -1: a term is missing (or only the page title has any).
 */
function termsRank(entry: Entry, terms: readonly Term[]): number {
  let inTitle = 0;
  let inOwn = 0;
  for (const term of terms) {
    const at = term.forms.length === 1 ? findTerm(entry, term) : firstOf(entry, term);
    if (at < 0) return -1;
    if (at < entry.titleEnd) inTitle += 1;
    if (at < entry.textEnd) inOwn += 1;
  }
  if (inOwn === 0) return -1;
  if (inTitle === terms.length) return entry.page === null ? 9 : 10;
  if (inTitle > 0) return 11;
  return inOwn === terms.length ? 12 : 13;
}

/**
 * The entries that hold every term of the query (1) and the others (0),
 * term by term from the vocabulary, the rarest-looking term first. A typed
 * word that no entry has as a word is looked for glued ("deminimis").
 */
function withAllTerms(index: PreparedIndex, q: Query): Uint8Array {
  const {entries, vocabulary} = index;
  let all: Uint8Array | null = null;
  for (const term of q.rarestFirst) {
    const has = new Uint8Array(entries.length);
    for (const form of term.forms) {
      const found = markForm(vocabulary, form, (e) => entries[e]?.words ?? '', has);
      // One glued word alone is the whole query: the phrase rule finds it.
      const alone = q.terms.length === 1 && form.compact === q.compact;
      if (!form.glued || alone || found) continue;
      const glued = form.glued;
      entries.forEach((entry, e) => {
        if (!has[e] && entry.compact.includes(form.compact) && entry.words.search(glued) >= 0) has[e] = 1;
      });
    }
    if (all) {
      const prev: Uint8Array = all;
      has.forEach((h, e) => (prev[e] = (prev[e] ?? 0) & h));
    } else {
      all = has;
    }
  }
  return all ?? new Uint8Array(entries.length);
}

/**
 * Whether the phrase rule needs the compact form: not when the query is one
 * word that starts words of the index as typed (the substring rule finds it
 * where it is written so), only when it has spaces or punctuation or is
 * written glued ("deminimis").
 */
function needsCompact(index: PreparedIndex, q: Query): boolean {
  return q.glued !== null && (q.compact !== q.folded || !hasPrefix(index.vocabulary, q.compact));
}

function match(entry: Entry, q: Query, hasTerms: boolean, compact: boolean): Hit | null {
  const titleAt = entry.titleKey.indexOf(q.folded);
  if (titleAt >= 0) {
    const field = titleField(entry);
    return {entry, field, rank: (field === 'title' ? 0 : 3) + placeQuality(entry.titleKey, titleAt)};
  }
  const textAt = entry.textKey.indexOf(q.folded);
  if (textAt >= 0) return {entry, field: 'text', rank: 6 + placeQuality(entry.textKey, textAt)};
  if (compact && q.glued && entry.compact.includes(q.compact)) {
    const rank = wordsPhraseRank(entry, entry.words.search(q.glued));
    if (rank >= 0) return {entry, field: rank < 6 ? titleField(entry) : 'text', rank};
  }
  if (!hasTerms) return null;
  const rank = termsRank(entry, q.terms);
  if (rank < 0) return null;
  if (q.phrase) {
    const phraseRank = wordsPhraseRank(entry, entry.words.search(q.phrase));
    if (phraseRank >= 0) return {entry, field: phraseRank < 6 ? titleField(entry) : 'text', rank: phraseRank};
  }
  return {entry, field: rank <= 10 ? titleField(entry) : 'text', rank};
}

function toResult({entry, field}: Hit, q: Query): SearchResult {
  const find = (folded: string): Span => {
    const at = folded.indexOf(q.folded);
    return at >= 0 ? {at, length: q.folded.length} : locate(folded, q.marks());
  };
  const text = entry.text === '' ? NO_SPAN : find(entry.textKey);
  return {
    url: entry.url,
    title: split(entry.title, find(entry.titleKey)),
    page: entry.page,
    kind: entry.kind,
    field,
    excerpt: excerptAround(entry.text, text.at, text.length),
  };
}

/** The hits in rank order, with no page taking more than MAX_PER_PAGE places before the others had theirs. */
function pick(ranked: Iterable<Hit>, limit: number): Hit[] {
  const best: Hit[] = [];
  const held: Hit[] = [];
  const perPage = new Map<string, number>();
  for (const hit of ranked) {
    if (best.length >= limit) break;
    const n = perPage.get(hit.entry.pageUrl) ?? 0;
    if (n < MAX_PER_PAGE) {
      best.push(hit);
      perPage.set(hit.entry.pageUrl, n + 1);
    } else if (held.length < limit) {
      held.push(hit);
    }
  }
  return [...best, ...held.slice(0, Math.max(0, limit - best.length))];
}

/**
 * The longest query searched: a section title or a sentence fits; a pasted page
 * (10,000 characters once blocked the page for about 5 s) is cut to this.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The entries that match `query`, best first, at most `limit` of them. A
 * blank query finds nothing.
 */
export function search(index: PreparedIndex, query: string, limit: number = MAX_RESULTS): SearchOutcome {
  const q = parseQuery(query.slice(0, MAX_QUERY_LENGTH));
  if (!q) return {results: [], total: 0};
  const pinned = q.section === null ? undefined : index.sections.get(q.section);
  const groups: Hit[][] = Array.from({length: RANKS}, () => []);
  let total = 0;
  const hasTerms = withAllTerms(index, q);
  const compact = needsCompact(index, q);
  // Text holding the words of a query of several words run together or
  // spaced holds each of them: only those entries need the compact check.
  const compactEverywhere = compact && q.wordCount < 2;
  index.entries.forEach((entry, i) => {
    if (i === pinned) return;
    const has = hasTerms[i] === 1;
    const hit = match(entry, q, has, compactEverywhere || (compact && has));
    if (!hit) return;
    groups[hit.rank]?.push(hit);
    total += 1;
  });
  const first = pinned === undefined ? undefined : index.entries[pinned];
  const ranked = function* (): Generator<Hit> {
    if (first) yield {entry: first, field: 'heading', rank: 0};
    for (const group of groups) yield* group;
  };
  const results = pick(ranked(), limit).map((hit) => toResult(hit, q));
  return {results, total: total + (first ? 1 : 0)};
}
