import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {AnswerConfidence, QuizResponse} from '@site/src/backend/types';
import {choiceOrderFor, isCorrect, type Question} from '@site/src/domain/quiz';
import type {TutorProgress} from '../TutorQuiz/tutorRun';

export interface TutorOutcome {
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  /** "How sure were you?" taps on right answers: Hard or Easy (Good is no tap). */
  readonly confidence: Readonly<Record<string, AnswerConfidence>>;
  readonly startedAt: Date;
  readonly durationMs: number;
}

/** The optional tap after a right answer: guessed (Hard), unsure (Good), sure (Easy). */
export type ConfidenceTap = AnswerConfidence | 'good';

/**
 * Tutor mode: answer, see why at once, move on. Holds position, drafts, checked
 * answers and flags; starts from `resumeFrom` (a reloaded run) and reports every
 * change to `onProgress` so the run can be saved.
 */
export function useTutorSession(
  questions: readonly Question[],
  seed: string,
  onFinish: (outcome: TutorOutcome) => void,
  {
    resumeFrom,
    onProgress,
  }: {readonly resumeFrom?: TutorProgress; readonly onProgress?: (p: TutorProgress) => void} = {},
) {
  const started = useRef<{at: Date; clock: number} | null>(null);
  useEffect(() => {
    // A resumed run keeps its start; its time so far counts from its start.
    const at = resumeFrom?.startedAt ?? new Date();
    started.current = {at, clock: performance.now() - (Date.now() - at.getTime())};
  }, [resumeFrom]);
  const [position, setPosition] = useState(resumeFrom?.position ?? 0);
  const [drafts, setDrafts] = useState<Record<string, QuizResponse | null>>({});
  const [submitted, setSubmitted] = useState<Record<string, QuizResponse>>({...resumeFrom?.responses});
  const [flagged, setFlagged] = useState<readonly string[]>(resumeFrom?.flagged ?? []);
  const [taps, setTaps] = useState<Record<string, ConfidenceTap>>({});

  // Report answers, flags and moves (not the first render: that is the saved or fresh state).
  const report = useRef(onProgress);
  useEffect(() => {
    report.current = onProgress;
  });
  const firstReport = useRef(true);
  useEffect(() => {
    if (firstReport.current) {
      firstReport.current = false;
      return;
    }
    report.current?.({
      position,
      responses: submitted,
      flagged,
      startedAt: started.current?.at ?? new Date(),
    });
  }, [position, submitted, flagged]);

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
    const confidence: Record<string, AnswerConfidence> = {};
    for (const [id, tap] of Object.entries(taps)) if (tap !== 'good') confidence[id] = tap;
    onFinish({
      responses: submitted,
      flagged,
      confidence,
      startedAt: start.at,
      durationMs: performance.now() - start.clock,
    });
  }, [onFinish, submitted, flagged, taps]);

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

  const tap = useCallback(
    (value: ConfidenceTap) => {
      if (!question || !submitted[question.id]) return;
      setTaps((t) => ({...t, [question.id]: value}));
    },
    [question, submitted],
  );

  return {
    question,
    correct: question ? isCorrect(question, answer) : false,
    confidence: question ? (taps[question.id] ?? null) : null,
    tap,
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
