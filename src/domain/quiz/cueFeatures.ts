/**
 * What the cue model sees of a question (issue 24, DESIGN.md §9): each
 * choice's surface features (length rank, overlap with the stem, hedges,
 * negations, numbers, citations ...) and an item as a feature row per
 * choice with its key. A cue found later is one more entry in CUE_FEATURES.
 * Pure: no React, no I/O.
 */
import {contentWords, hasAbsoluteWord} from './quality';
import type {Question} from './schema';

export type SingleQuestion = Extract<Question, {type: 'single'}>;
export type MultipleQuestion = Extract<Question, {type: 'multiple'}>;

/** What a feature sees of one choice: its own text and where it stands among the item's choices. */
export interface ChoiceView {
  readonly text: string;
  readonly length: number;
  /** 1 for the longest choice; tied choices share the better rank. */
  readonly lengthRank: number;
  /** Length relative to the item's mean choice length, minus 1 (0 = average). */
  readonly relativeLength: number;
  /** Share of the choice's content words that occur in the stem. */
  readonly stemOverlap: number;
  /** Whether no other choice shares more words with the stem. */
  readonly mostStemOverlap: boolean;
  /** Mean Jaccard similarity of its content words with the other choices. */
  readonly likeOthers: number;
  /** Whether no other choice is more like the rest. */
  readonly mostLikeOthers: boolean;
  /** The item's other choice texts. */
  readonly others: readonly string[];
}

export interface CueFeature {
  readonly name: string;
  readonly value: (choice: ChoiceView) => number;
}

const HEDGE =
  /\b(?:may|might|generally|usually|normally|ordinarily|as a rule|in principle|unless|except|subject to|provided|if|where|when|only if|at least|at most|within|up to|not more than|not less than)\b/i;
const NEGATION = /\b(?:not|no|never|none|neither|nor|without|cannot|can't|isn't|doesn't|don't)\b/i;
const NUMBER = /\d/;
const YES_NO = /^\s*(yes|no)\b/i;
const CITATION = /\b(?:sec(?:tion)?s?\.?|art(?:icle)?s?\.?|cao|cmo|ra|eo)\s*\d/i;

const count = (re: RegExp, text: string): number => text.match(new RegExp(re.source, 'gi'))?.length ?? 0;

/** A choice that opens with Yes (or No) when no other choice does. */
function oddYesNo(c: ChoiceView): number {
  const mine = YES_NO.exec(c.text)?.[1]?.toLowerCase();
  if (!mine) return 0;
  return c.others.some((o) => YES_NO.exec(o)?.[1]?.toLowerCase() === mine) ? 0 : 1;
}

/**
 * The surface features the model weighs. Each is a number per choice; the
 * model learns how much each pulls towards the key.
 */
export const CUE_FEATURES: readonly CueFeature[] = [
  {name: 'relative length', value: (c) => c.relativeLength},
  {name: 'longest', value: (c) => (c.lengthRank === 1 ? 1 : 0)},
  {name: 'second-longest', value: (c) => (c.lengthRank === 2 ? 1 : 0)},
  {name: 'third-longest', value: (c) => (c.lengthRank === 3 ? 1 : 0)},
  {name: 'words shared with the stem', value: (c) => c.stemOverlap},
  {name: 'most words shared with the stem', value: (c) => (c.mostStemOverlap ? 1 : 0)},
  {name: 'like the other choices', value: (c) => c.likeOthers},
  {name: 'most like the other choices', value: (c) => (c.mostLikeOthers ? 1 : 0)},
  {name: 'hedge words', value: (c) => Math.min(count(HEDGE, c.text), 3)},
  {name: 'absolute word', value: (c) => (hasAbsoluteWord(c.text) ? 1 : 0)},
  {name: 'number', value: (c) => (NUMBER.test(c.text) ? 1 : 0)},
  {name: 'negation', value: (c) => (NEGATION.test(c.text) ? 1 : 0)},
  {name: 'odd yes or no', value: oddYesNo},
  {name: 'cites a law', value: (c) => (CITATION.test(c.text) ? 1 : 0)},
  {name: 'clauses', value: (c) => Math.min(count(/[,;:(]/, c.text), 4)},
];

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** How each choice of an item looks beside the others and the stem. */
export function choiceViews(prompt: string, texts: readonly string[]): ChoiceView[] {
  const stem = contentWords(prompt);
  const words = texts.map((t) => contentWords(t));
  const lengths = texts.map((t) => t.trim().length);
  const mean = lengths.reduce((s, l) => s + l, 0) / Math.max(1, lengths.length);
  const stemOverlap = words.map((w) => {
    let shared = 0;
    for (const x of w) if (stem.has(x)) shared += 1;
    return w.size === 0 ? 0 : shared / w.size;
  });
  const likeOthers = words.map((w, i) => {
    const others = words.filter((_, j) => j !== i);
    return others.length === 0 ? 0 : others.reduce((s, o) => s + jaccard(w, o), 0) / others.length;
  });
  const maxStem = Math.max(...stemOverlap);
  const maxLike = Math.max(...likeOthers);
  return texts.map((text, i) => {
    const length = lengths[i] ?? 0;
    return {
      text,
      length,
      lengthRank: 1 + lengths.filter((l) => l > length).length,
      relativeLength: mean === 0 ? 0 : length / mean - 1,
      stemOverlap: stemOverlap[i] ?? 0,
      mostStemOverlap: maxStem > 0 && stemOverlap[i] === maxStem,
      likeOthers: likeOthers[i] ?? 0,
      mostLikeOthers: maxLike > 0 && likeOthers[i] === maxLike,
      others: texts.filter((_, j) => j !== i),
    };
  });
}

/** An item as the model sees it: a feature row per choice, and which choice is the key. */
export interface CueItem {
  readonly id: string;
  readonly subject: number;
  readonly rows: readonly (readonly number[])[];
  readonly key: number;
}

export function cueItem(q: SingleQuestion, features: readonly CueFeature[] = CUE_FEATURES): CueItem {
  const views = choiceViews(
    q.prompt,
    q.choices.map((c) => c.text),
  );
  return {
    id: q.id,
    subject: q.subject,
    rows: views.map((v) => features.map((f) => f.value(v))),
    key: q.choices.findIndex((c) => c.id === q.answer),
  };
}
