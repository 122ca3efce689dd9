import type {QuizResponse} from '../attempt';
import {isAnswered} from './scoring';

/**
 * Exam mode as a pure state machine: answers can change until submit, any
 * question can be flagged, the navigator jumps anywhere, and a countdown (if
 * any) runs down with `tick`. The UI keeps this state and saves it on every
 * change; a reload rebuilds it from the saved copy.
 */
export interface ExamState {
  readonly questionIds: readonly string[];
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  readonly position: number;
  /** null: untimed. */
  readonly remainingMs: number | null;
}

export type ExamAction =
  | {readonly type: 'answer'; readonly questionId: string; readonly response: QuizResponse | null}
  | {readonly type: 'toggleFlag'; readonly questionId: string}
  | {readonly type: 'goTo'; readonly index: number}
  | {readonly type: 'next'}
  | {readonly type: 'previous'}
  | {readonly type: 'tick'; readonly elapsedMs: number};

function clampIndex(state: ExamState, index: number): number {
  return Math.min(Math.max(0, index), Math.max(0, state.questionIds.length - 1));
}

export function examReducer(state: ExamState, action: ExamAction): ExamState {
  switch (action.type) {
    case 'answer': {
      const {[action.questionId]: _old, ...others} = state.responses;
      const responses =
        action.response && isAnswered(action.response)
          ? {...others, [action.questionId]: action.response}
          : others;
      return {...state, responses};
    }
    case 'toggleFlag': {
      const on = state.flagged.includes(action.questionId);
      const flagged = on
        ? state.flagged.filter((id) => id !== action.questionId)
        : [...state.flagged, action.questionId];
      return {...state, flagged};
    }
    case 'goTo':
      return {...state, position: clampIndex(state, action.index)};
    case 'next':
      return {...state, position: clampIndex(state, state.position + 1)};
    case 'previous':
      return {...state, position: clampIndex(state, state.position - 1)};
    case 'tick':
      if (state.remainingMs === null) return state;
      return {...state, remainingMs: Math.max(0, state.remainingMs - Math.max(0, action.elapsedMs))};
  }
}

export interface ExamSummary {
  readonly answered: number;
  /** 0-based positions of unanswered questions. */
  readonly unanswered: readonly number[];
  /** 0-based positions of flagged questions, in exam order. */
  readonly flagged: readonly number[];
}

export function examSummary(state: ExamState): ExamSummary {
  const unanswered: number[] = [];
  const flagged: number[] = [];
  state.questionIds.forEach((id, index) => {
    if (!isAnswered(state.responses[id])) unanswered.push(index);
    if (state.flagged.includes(id)) flagged.push(index);
  });
  return {answered: state.questionIds.length - unanswered.length, unanswered, flagged};
}

/** When to warn that time is nearly up: the last 10% of the time, but at least 1 and at most 5 minutes. */
export function warningThresholdMs(timeLimitMs: number): number {
  return Math.min(5 * 60_000, Math.max(60_000, timeLimitMs * 0.1));
}
