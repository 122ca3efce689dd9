import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import type {QuizSubject} from '@site/src/backend/types';
import {TOPICS} from '@site/src/domain/quiz';
import {COUNTS, type SetupChoice} from './QuizSetup';

export type QuizRequest =
  | {
      readonly kind: 'setup';
      readonly choice: SetupChoice;
      readonly start: boolean;
      /** The address named a subject (a topic link on /quizzes): the setup opens with it, for the count to be picked. */
      readonly named?: boolean;
    }
  | {readonly kind: 'retake'; readonly attemptId: string}
  /**
   * From the review schedule: 'due' the reviews due, 'today' Today's queue
   * (reviews and new items), 'cram' answered items without moving the schedule.
   */
  | {readonly kind: 'review'; readonly mode: ReviewMode}
  /** The candidate's flagged items (?set=flagged). */
  | {readonly kind: 'flagged'}
  /** A quiz built on /build-quiz: these items, in this order (?ids=a,b,c). */
  | {readonly kind: 'ids'; readonly ids: readonly string[]}
  /** A whole online bank written in the quiz editor. */
  | {readonly kind: 'bank'; readonly bankId: string};

type ReviewMode = 'due' | 'today' | 'cram';
const REVIEW_MODES: readonly ReviewMode[] = ['due', 'today', 'cram'];

/** The most items a built quiz (?ids=) takes. */
export const MAX_BUILT_ITEMS = 100;

const DEFAULT_CHOICE: SetupChoice = {subject: 1, topic: null, count: 10};

/** What the address asks for: ?bank=<id>, ?retake=<attempt id>, ?review=due|today|cram, ?set=flagged, ?ids=a,b,c, or ?subject=1&topic=...&count=10[&start=1]. */
export function parseQuizRequest(search: string): QuizRequest {
  const params = new URLSearchParams(search);
  const bank = params.get('bank');
  if (bank && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(bank)) return {kind: 'bank', bankId: bank};
  const retake = params.get('retake');
  if (retake) return {kind: 'retake', attemptId: retake};
  const review = REVIEW_MODES.find((m) => m === params.get('review'));
  if (review) return {kind: 'review', mode: review};
  if (params.get('set') === 'flagged') return {kind: 'flagged'};
  const ids = (params.get('ids') ?? '')
    .split(',')
    .filter((id) => /^[A-Za-z0-9._-]{1,100}$/.test(id))
    .slice(0, MAX_BUILT_ITEMS);
  if (ids.length > 0) return {kind: 'ids', ids: [...new Set(ids)]};
  const subjectParam = Number(params.get('subject'));
  const subject = ([1, 2, 3, 4] as const).find((s) => s === subjectParam) ?? DEFAULT_CHOICE.subject;
  const topicParam = params.get('topic');
  const topic = TOPICS.some((t) => t.subject === subject && t.label === topicParam) ? topicParam : null;
  const countParam = Number(params.get('count'));
  const count = params.has('count') && COUNTS.includes(countParam) ? countParam : DEFAULT_CHOICE.count;
  return {
    kind: 'setup',
    choice: {subject: subject as QuizSubject, topic, count},
    start: params.get('start') === '1' && params.has('subject'),
    named: params.has('subject'),
  };
}

export function useQuizRequest(): QuizRequest {
  const {search} = useLocation();
  return useMemo(() => parseQuizRequest(search), [search]);
}
