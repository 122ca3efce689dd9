import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {QuizResponse} from '@site/src/backend/types';
import type {Question} from '../schema';
import {choiceOrderFor, isCorrect} from '../engine';

export interface TutorOutcome {
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  readonly startedAt: Date;
  readonly durationMs: number;
}

/** Tutor mode: answer, see why at once, move on. Holds position, drafts, checked answers and flags. */
export function useTutorSession(
  questions: readonly Question[],
  seed: string,
  onFinish: (outcome: TutorOutcome) => void,
) {
  const started = useRef<{at: Date; clock: number} | null>(null);
  useEffect(() => {
    started.current = {at: new Date(), clock: performance.now()};
  }, []);
  const [position, setPosition] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, QuizResponse | null>>({});
  const [submitted, setSubmitted] = useState<Record<string, QuizResponse>>({});
  const [flagged, setFlagged] = useState<readonly string[]>([]);

  const question = questions[position];
  const orders = useMemo(
    () => new Map(questions.map((q) => [q.id, choiceOrderFor(q, seed)])),
    [questions, seed],
  );
  const order = useMemo(() => (question ? (orders.get(question.id) ?? []) : []), [orders, question]);
  const answer = question ? (submitted[question.id] ?? null) : null;
  const draft = question ? (drafts[question.id] ?? null) : null;
  const rightSoFar = questions.filter((q) => isCorrect(q, submitted[q.id])).length;
  const isLast = position === questions.length - 1;

  const submit = useCallback(
    (response: QuizResponse) => {
      if (!question || submitted[question.id]) return;
      setSubmitted((s) => ({...s, [question.id]: response}));
    },
    [question, submitted],
  );

  const setDraft = useCallback(
    (next: QuizResponse | null) => question && setDrafts((d) => ({...d, [question.id]: next})),
    [question],
  );

  const finish = useCallback(() => {
    const start = started.current ?? {at: new Date(), clock: performance.now()};
    onFinish({
      responses: submitted,
      flagged,
      startedAt: start.at,
      durationMs: performance.now() - start.clock,
    });
  }, [onFinish, submitted, flagged]);

  const next = useCallback(() => {
    if (!question || !submitted[question.id]) return;
    if (isLast) finish();
    else setPosition((p) => p + 1);
  }, [question, submitted, isLast, finish]);

  /** Keyboard "choose the n-th answer": answers a single, toggles a multiple. */
  const choose = useCallback(
    (index: number) => {
      const id = order[index];
      if (!question || !id || submitted[question.id]) return;
      if (question.type === 'single') submit({kind: 'choices', ids: [id]});
      else if (question.type === 'multiple') {
        const ids = draft?.kind === 'choices' ? draft.ids : [];
        setDraft({kind: 'choices', ids: ids.includes(id) ? ids.filter((c) => c !== id) : [...ids, id]});
      }
    },
    [order, question, submitted, submit, draft, setDraft],
  );

  const toggleFlag = useCallback(() => {
    if (!question) return;
    setFlagged((f) => (f.includes(question.id) ? f.filter((id) => id !== question.id) : [...f, question.id]));
  }, [question]);

  return {
    question,
    position,
    order,
    answer,
    draft,
    isLast,
    rightSoFar,
    answeredCount: Object.keys(submitted).length,
    flagged: question ? flagged.includes(question.id) : false,
    submit,
    setDraft,
    next,
    choose,
    toggleFlag,
  };
}
