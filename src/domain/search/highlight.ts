/**
 * What a result shows of its title and text: the part that matched, marked,
 * and for the text about EXCERPT_LENGTH characters around it.
 */

/** A title, heading or excerpt cut into the part that matched and the rest. */
export interface Highlighted {
  readonly before: string;
  /** The matched text as written in the page ('' when nothing matched here). */
  readonly match: string;
  readonly after: string;
}

/** Where a match is in a text: its offset and length (at -1: none). */
export interface Span {
  readonly at: number;
  readonly length: number;
}

export const NO_SPAN: Span = {at: -1, length: 0};

/** `text` cut at `span`, or all in `before` when there is no match. */
export function split(text: string, {at, length}: Span): Highlighted {
  if (at < 0) return {before: text, match: '', after: ''};
  return {before: text.slice(0, at), match: text.slice(at, at + length), after: text.slice(at + length)};
}

/**
 * The first place in `folded` (a `foldCase`d text) that one of `patterns`
 * matches: the first pattern that matches anywhere wins, so a whole phrase
 * is marked before a single word of it; among the rest, the earliest.
 */
export function locate(folded: string, [phrase, ...words]: readonly RegExp[]): Span {
  const whole = phrase?.exec(folded);
  if (whole) return {at: whole.index, length: whole[0].length};
  let best = NO_SPAN;
  for (const pattern of words) {
    const m = pattern.exec(folded);
    if (m && (best.at < 0 || m.index < best.at)) best = {at: m.index, length: m[0].length};
  }
  return best;
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
