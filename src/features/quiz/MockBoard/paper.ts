import type {QuizResponse} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';
import type {Sitting} from './boards';

/**
 * Paper mode's answer sheet: what a candidate types for an item (a letter, or
 * letters for a multiple-answer item, or the amount or HS code written on the
 * sheet) turned into the response the on-screen exam would have recorded, so
 * the same marking gives the same result.
 */
export const LETTERS = 'ABCDEFGH';

/** One sitting of a paper board: its items and each item's printed choice order. */
export interface PaperSitting {
  readonly sitting: Sitting;
  readonly questions: readonly Question[];
  readonly orders: Readonly<Record<string, readonly string[]>>;
}

export type SheetEntry = {readonly ok: true; readonly response: QuizResponse | null} | {readonly ok: false};

export function entryToResponse(question: Question, order: readonly string[], typed: string): SheetEntry {
  const text = typed.trim();
  if (text === '') return {ok: true, response: null};
  if (question.type === 'numeric') {
    const value = text.replace(/,/g, '');
    return /^-?\d+(\.\d+)?$/.test(value) ? {ok: true, response: {kind: 'numeric', value}} : {ok: false};
  }
  if (question.type === 'classification') {
    const value = text.replace(/\D/g, '');
    return value.length === 6 ? {ok: true, response: {kind: 'code', value}} : {ok: false};
  }
  const letters = [...new Set(text.toUpperCase().replace(/[\s,]/g, ''))];
  const ids = letters.map((l) => order[LETTERS.indexOf(l)]);
  if (ids.some((id) => id === undefined)) return {ok: false};
  if (question.type === 'single' && ids.length > 1) return {ok: false};
  return {ok: true, response: {kind: 'choices', ids: ids as string[]}};
}

/** Whether a typed entry is complete for a one-letter item, so the sheet moves to the next item. */
export const completesItem = (question: Question, order: readonly string[], typed: string): boolean =>
  question.type === 'single' &&
  typed.length === 1 &&
  LETTERS.slice(0, order.length).includes(typed.toUpperCase());
