/**
 * Item-quality measures for the question bank (issue 14, DESIGN.md §9): the
 * cues a test-wise candidate uses without knowing the law. Pure: the bank
 * check (scripts/check-bank.mjs) and the tests call these on parsed questions.
 */
import type {Question} from './schema';

/** The limits the bank check enforces. */
export const QUALITY_LIMITS = {
  /** Single-answer items whose key is the longest choice (or tied for it). */
  longestKeyMax: 0.3,
  /** Stems that name a section or article number. */
  sectionStemMax: 0.15,
  /** Items at application or analysis level. */
  higherLevelMin: 0.5,
  /**
   * Absolute words may be no more frequent in keys than this many times their
   * rate in distractors: rewriting the old cue away must not plant the reverse
   * one ("pick the choice that says only").
   */
  absoluteKeyRatioMax: 2,
} as const;

/** Qualifiers that make a statement absolute; test-wise candidates read them as the mark of a wrong choice. */
const ABSOLUTE =
  /\b(?:never|always|only|automatically|solely|exclusively|entirely|absolutely|none|cannot|can't|all|every|without exception|regardless|under no circumstances|in all cases|at all times)\b/i;

/** A section or article number in a stem ("Sec. 1111", "Section 423", "§ 5", "Art. 8"); HS "Section XVI" is not one. */
const SECTION_NUMBER = /(?:\bsec(?:tion)?s?\.?|§|\bart(?:icle)?s?\.?)\s*\d/i;

export const hasAbsoluteWord = (text: string): boolean => ABSOLUTE.test(text);
export const namesSectionNumber = (text: string): boolean => SECTION_NUMBER.test(text);

type ChoiceQuestion = Extract<Question, {type: 'single' | 'multiple'}>;
const isChoiceQuestion = (q: Question): q is ChoiceQuestion => q.type === 'single' || q.type === 'multiple';

/** Whether a single-answer item's key is at least as long as every distractor. */
export function keyIsLongest(q: Extract<Question, {type: 'single'}>): boolean {
  const key = q.choices.find((c) => c.id === q.answer);
  if (!key) return false;
  return q.choices.every((c) => c.id === q.answer || c.text.length <= key.text.length);
}

/** Whether a single-answer item's key is at most as long as every distractor (the reverse cue, reported). */
export function keyIsShortest(q: Extract<Question, {type: 'single'}>): boolean {
  const key = q.choices.find((c) => c.id === q.answer);
  if (!key) return false;
  return q.choices.every((c) => c.id === q.answer || c.text.length >= key.text.length);
}

/** Whether the key is longer than every distractor by 30% or more (the strong form of the cue). */
export function keyIsMuchLonger(q: Extract<Question, {type: 'single'}>): boolean {
  const key = q.choices.find((c) => c.id === q.answer);
  if (!key) return false;
  return q.choices.every((c) => c.id === q.answer || key.text.length >= 1.3 * c.text.length);
}

export interface Share {
  readonly count: number;
  readonly of: number;
  readonly share: number;
}

const share = (count: number, of: number): Share => ({count, of, share: of === 0 ? 0 : count / of});

export interface QualityFigures {
  readonly items: number;
  readonly longestKey: Share;
  readonly muchLongerKey: Share;
  readonly shortestKey: Share;
  /** Key choices / distractor choices carrying an absolute word. */
  readonly absoluteInKeys: Share;
  readonly absoluteInDistractors: Share;
  readonly sectionInStem: Share;
  readonly higherLevel: Share;
  readonly byLevel: Readonly<Record<Question['level'], number>>;
}

export function qualityFigures(questions: readonly Question[]): QualityFigures {
  const singles = questions.filter((q): q is Extract<Question, {type: 'single'}> => q.type === 'single');
  let keysWithAbsolute = 0;
  let keys = 0;
  let distractorsWithAbsolute = 0;
  let distractors = 0;
  for (const q of questions.filter(isChoiceQuestion)) {
    const right = new Set(q.type === 'single' ? [q.answer] : q.answer);
    for (const c of q.choices) {
      if (right.has(c.id)) {
        keys += 1;
        if (hasAbsoluteWord(c.text)) keysWithAbsolute += 1;
      } else {
        distractors += 1;
        if (hasAbsoluteWord(c.text)) distractorsWithAbsolute += 1;
      }
    }
  }
  const byLevel = {recall: 0, application: 0, analysis: 0};
  for (const q of questions) byLevel[q.level] += 1;
  return {
    items: questions.length,
    longestKey: share(singles.filter(keyIsLongest).length, singles.length),
    muchLongerKey: share(singles.filter(keyIsMuchLonger).length, singles.length),
    shortestKey: share(singles.filter(keyIsShortest).length, singles.length),
    absoluteInKeys: share(keysWithAbsolute, keys),
    absoluteInDistractors: share(distractorsWithAbsolute, distractors),
    sectionInStem: share(questions.filter((q) => namesSectionNumber(q.prompt)).length, questions.length),
    higherLevel: share(byLevel.application + byLevel.analysis, questions.length),
    byLevel,
  };
}

/** The limits a set of figures breaks, as sentences; empty when all hold. */
export function qualityFailures(f: QualityFigures): string[] {
  const pct = (s: Share): string => `${(s.share * 100).toFixed(1)}% (${s.count} of ${s.of})`;
  const out: string[] = [];
  if (f.longestKey.share > QUALITY_LIMITS.longestKeyMax) {
    out.push(
      `the key is the longest choice in ${pct(f.longestKey)} of single-answer items; the limit is 30%`,
    );
  }
  if (f.absoluteInDistractors.share > f.absoluteInKeys.share) {
    out.push(
      `absolute words are in ${pct(f.absoluteInDistractors)} of distractors but only ${pct(f.absoluteInKeys)} of keys`,
    );
  }
  if (
    f.absoluteInKeys.share > QUALITY_LIMITS.absoluteKeyRatioMax * f.absoluteInDistractors.share &&
    f.absoluteInKeys.count > 0
  ) {
    out.push(
      `absolute words are in ${pct(f.absoluteInKeys)} of keys but only ${pct(f.absoluteInDistractors)} of distractors; keys may carry them at most twice as often`,
    );
  }
  if (f.sectionInStem.share > QUALITY_LIMITS.sectionStemMax) {
    out.push(`${pct(f.sectionInStem)} of stems name a section number; the limit is 15%`);
  }
  if (f.higherLevel.share < QUALITY_LIMITS.higherLevelMin) {
    out.push(`only ${pct(f.higherLevel)} of items are application or analysis; at least 50% must be`);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Near-duplicates: two items that test the same fact.

const STOP = new Set(
  (
    'a an the of to in on for by with and or is are was were be been being it its this that these those as at from ' +
    'which what who whom when where how under does do did has have had can may shall will would should than then ' +
    'into about after before their his her they he she there not if also such any each other its within per'
  ).split(' '),
);

/** Content words of a text, lower-cased, light-stemmed, without stop words. */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9₱%]+/)) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.add(raw.length > 4 ? raw.replace(/(?:ies|es|s)$/, '') : raw);
  }
  return out;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** What an item asserts as right: the key's text, a numeric answer, a drill's code. */
function keyText(q: Question): string {
  switch (q.type) {
    case 'single':
      return q.choices.find((c) => c.id === q.answer)?.text ?? '';
    case 'multiple':
      return q.choices
        .filter((c) => q.answer.includes(c.id))
        .map((c) => c.text)
        .join(' ');
    case 'numeric':
      return q.answer;
    case 'classification':
      return q.answer;
  }
}

export interface DuplicatePair {
  readonly a: string;
  readonly b: string;
  readonly similarity: number;
}

/** Stems alike to this degree (Jaccard over content words) test the same thing. */
export const STEM_SIMILARITY = 0.6;
/** Stems alike to this degree with the same key text assert the same fact. */
export const STEM_SIMILARITY_SAME_KEY = 0.4;
/**
 * Choice items citing the same section whose keys say much the same (this
 * Jaccard over content words) and whose stems overlap at least a little
 * (STEM_OVERLAP) test the same fact in other words: e.g. the 20% interest on
 * unpaid duties asked once as a CMTA provision and once as a tariff basic.
 */
export const KEY_SIMILARITY_SAME_SOURCE = 0.5;
export const STEM_OVERLAP = 0.2;

/** "CMTA Sec. 104 (interest)" -> "cmta sec. 104": a reference without its gloss. */
const referenceKey = (ref: string): string => ref.replace(/\(.*$/, '').trim().toLowerCase();

/**
 * Pairs of items (of any subjects) that test the same fact: near-identical
 * stems, or alike stems that agree on the key. Pairs in `allowed` (key
 * "idA|idB", sorted) are left out.
 */
export function nearDuplicates(
  questions: readonly Question[],
  allowed: ReadonlySet<string> = new Set(),
): DuplicatePair[] {
  const items = questions.map((q) => {
    const keyWords = contentWords(keyText(q));
    return {
      q,
      stem: contentWords(q.prompt),
      keyWords,
      key: [...keyWords].sort().join(' '),
      refs: new Set(q.references.map(referenceKey)),
      choice: q.type === 'single' || q.type === 'multiple',
    };
  });
  const byWord = new Map<string, number[]>();
  items.forEach((it, i) => {
    for (const w of it.stem) {
      const list = byWord.get(w) ?? [];
      list.push(i);
      byWord.set(w, list);
    }
  });
  const out: DuplicatePair[] = [];
  items.forEach((it, i) => {
    const candidates = new Set<number>();
    for (const w of it.stem) for (const j of byWord.get(w) ?? []) if (j > i) candidates.add(j);
    for (const j of candidates) {
      const other = items[j];
      if (!other) continue;
      const sim = jaccard(it.stem, other.stem);
      const sameKey = it.key !== '' && it.key === other.key;
      const sameFactOtherWords =
        it.choice &&
        other.choice &&
        sim >= STEM_OVERLAP &&
        [...it.refs].some((r) => other.refs.has(r)) &&
        jaccard(it.keyWords, other.keyWords) >= KEY_SIMILARITY_SAME_SOURCE;
      if (sim >= STEM_SIMILARITY || (sameKey && sim >= STEM_SIMILARITY_SAME_KEY) || sameFactOtherWords) {
        const [a, b] = [it.q.id, other.q.id].sort() as [string, string];
        if (!allowed.has(`${a}|${b}`)) out.push({a, b, similarity: Math.round(sim * 100) / 100});
      }
    }
  });
  return out;
}
