import {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {Question} from '@site/src/domain/quiz';
import Feedback from '../Feedback';
import MarkControl from '../marks/MarkControl';
import ConfidenceTap from './ConfidenceTap';
import QuestionCard from '../QuestionCard';
import TutorAnswer from '../TutorAnswer';
import {showQuestion} from '../showQuestion';
import {useQuizKeys} from '../useQuizKeys';
import type {TutorProgress} from '../TutorQuiz/tutorRun';
import {useTutorSession, type TutorOutcome} from './useTutorSession';
import styles from './styles.module.css';

interface Props {
  readonly questions: readonly Question[];
  readonly seed: string;
  readonly onFinish: (outcome: TutorOutcome) => void;
  /** Move focus to the first question on mount (the candidate just started it). */
  readonly focusOnStart?: boolean;
  /** Where a reloaded run stood. */
  readonly resumeFrom?: TutorProgress;
  /** Every answer, flag and move, for saving. */
  readonly onProgress?: (progress: TutorProgress) => void;
}

/** Tutor mode (docs/quiz.mdx): each answer is marked at once and every choice is explained. */
export default function TutorSession({
  questions,
  seed,
  onFinish,
  focusOnStart = false,
  resumeFrom,
  onProgress,
}: Props): ReactNode {
  const s = useTutorSession(questions, seed, onFinish, {resumeFrom, onProgress});
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const answered = s.answer !== null;

  useQuizKeys(root, {
    choiceCount: s.question?.type === 'numeric' ? 0 : s.order.length,
    choose: s.choose,
    next: () => {
      if (answered) s.next();
      else if (s.question?.type === 'multiple' && s.draft?.kind === 'choices' && s.draft.ids.length > 0)
        s.submit(s.draft);
    },
    flag: s.toggleFlag,
  });

  // Announce each new question, and the feedback once answered.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!focusOnStart) return;
    }
    showQuestion(heading.current);
  }, [s.position, focusOnStart]);
  useEffect(() => {
    if (answered) feedback.current?.focus();
  }, [answered]);

  if (!s.question) return null;
  return (
    <div ref={root} className={styles.session}>
      <p className={styles.progress} aria-live="polite">
        <Translate
          id="quiz.tutor.progress"
          values={{answered: s.answeredCount, total: questions.length, right: s.rightSoFar}}>
          {'Answered {answered} of {total} · {right} right so far'}
        </Translate>
      </p>
      <QuestionCard
        question={s.question}
        index={s.position}
        total={questions.length}
        flagged={s.flagged}
        headingRef={heading}>
        <TutorAnswer
          question={s.question}
          order={s.order}
          draft={s.draft}
          submitted={s.answer}
          onDraft={s.setDraft}
          onSubmit={s.submit}
        />
        {answered && (
          <div ref={feedback} tabIndex={-1} className={styles.feedback} aria-live="polite">
            <Feedback question={s.question} order={s.order} response={s.answer} showVerdict />
            <MarkControl
              target="item"
              refId={s.question.id}
              label={s.question.prompt}
              subject={s.question.subject}
              topic={s.question.topic}
            />
          </div>
        )}
        {answered && s.correct && <ConfidenceTap value={s.confidence} onTap={s.tap} />}
      </QuestionCard>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={s.flagged}
          onClick={s.toggleFlag}>
          {s.flagged ? (
            <Translate id="quiz.flag.remove">Remove flag</Translate>
          ) : (
            <Translate id="quiz.flag.add">Flag for review</Translate>
          )}
        </button>
        {answered && (
          <button type="button" className="button button--primary" onClick={s.next}>
            {s.isLast ? (
              <Translate id="quiz.tutor.finish">See my results</Translate>
            ) : (
              <Translate id="quiz.tutor.next">Next question</Translate>
            )}
          </button>
        )}
      </div>
      <p className={styles.keys}>
        <Translate id="quiz.keys.hint">Keys: 1–4 or A–D to choose, Enter for next, F to flag.</Translate>
      </p>
    </div>
  );
}
