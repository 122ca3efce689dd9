import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {hasSavedExam} from '@site/src/backend/savedExam';
import {useLazyImport} from '@site/src/components/LazyMount/useLazyImport';
import {useAccount} from '@site/src/features/account';
import {DIAGNOSTIC_QUESTION_COUNT} from '@site/src/domain/quiz';
import {BOARD_SLOTS} from '../MockBoard/boards';
import {TUTOR_SLOT} from '../tutorSlot';
import type {QuizAppProps} from './appProps';
import styles from './styles.module.css';

;

/**
 * The only quiz code in a docs page's own bundle (DESIGN.md §11): it reserves
 * the space, and loads the quiz UI with import() when the reader asks for it
 * (or at once when the address names a bank, a retake, a review, the flagged set or a built quiz, or an exam or tutor quiz
 * was left unfinished in this browser). A failed download shows Retry.
 */
export type QuizApp = 'tutor' | 'diagnostic' | 'mockboard';


const APPS: Record<QuizApp, () => Promise<{default: ComponentType<QuizAppProps>}>> = {
  tutor: () => import('../TutorQuiz'),
  diagnostic: () => import('../DiagnosticTest'),
  mockboard: () => import('../MockBoard'),
};

/** Saved-exam slots each app resumes (see MockBoard, DiagnosticTest). */
const SLOTS: Record<QuizApp, readonly string[]> = {
  tutor: [TUTOR_SLOT],
  diagnostic: ['diagnostic'],
  mockboard: BOARD_SLOTS,
};

function wantsAtOnce(app: QuizApp, owner: string): boolean {
  const params = new URLSearchParams(window.location.search);
  const asked =
    app === 'tutor' &&
    (params.has('retake') ||
      params.has('bank') ||
      // ?review=due|today|cram: the review queues of /quizzes.
      params.has('review') ||
      // ?set=flagged and ?ids=a,b,c: the flagged set and a quiz built on /build-quiz.
      params.get('set') === 'flagged' ||
      params.has('ids') ||
      params.get('start') === '1' ||
      // A topic link from /quizzes: the setup opens with it chosen.
      params.has('subject'));
  return asked || SLOTS[app].some((slot) => hasSavedExam(owner, slot));
}

const INTRO: Record<QuizApp, {title: () => string; text: () => ReactNode; button: () => ReactNode}> = {
  tutor: {
    title: () => translate({id: 'quiz.embed.tutor.title', message: 'Practise in tutor mode'}),
    text: () => (
      <Translate id="quiz.embed.tutor.text">
        Pick a subject, a topic and a number of questions. Each answer is explained at once.
      </Translate>
    ),
    button: () => <Translate id="quiz.embed.tutor.button">Choose a quiz</Translate>,
  },
  diagnostic: {
    title: () => translate({id: 'quiz.embed.diagnostic.title', message: 'The diagnostic test'}),
    text: () => (
      <Translate id="quiz.embed.diagnostic.startText" values={{n: DIAGNOSTIC_QUESTION_COUNT}}>
        {
          '{n} fixed questions across the four subjects, untimed, with no feedback until you submit: answer every item without notes. Your answers are saved as you go, and your result names your weak topics.'
        }
      </Translate>
    ),
    // One tap starts the test (issue 30: it took "Open", then "Begin").
    button: () => <Translate id="quiz.diagnostic.begin">Begin the diagnostic test</Translate>,
  },
  mockboard: {
    title: () => translate({id: 'quiz.embed.mockboard.title', message: 'Mock board exam'}),
    text: () => (
      <Translate id="quiz.embed.mockboard.text">
        Timed exam mode across all four subjects: a free mini board, and the full board with premium.
      </Translate>
    ),
    button: () => <Translate id="quiz.embed.mockboard.button">Open the mock board</Translate>,
  },
};

export default function QuizEmbed({app}: {readonly app: QuizApp}): ReactNode {
  const {user} = useAccount();
  const {state, prefetch, request} = useLazyImport(APPS[app]);
  const section = useRef<HTMLElement>(null);
  // Set when the reader clicked the open button: focus then goes to what opened.
  const opened = useRef(false);
  // The button was tapped (not opened by the address or a saved exam): an app that can start at once does.
  const [started, setStarted] = useState(false);

  const open = useCallback(() => {
    opened.current = true;
    setStarted(true);
    request();
  }, [request]);

  useEffect(() => {
    if (user === undefined) return;
    if (wantsAtOnce(app, user?.uid ?? 'guest')) request();
  }, [app, user, request]);

  useEffect(() => {
    if (state.status !== 'ready' || !opened.current) return;
    opened.current = false;
    // Unless the app already focused something of its own, focus the whole of it (labelled by its title).
    if (!section.current?.contains(document.activeElement)) section.current?.focus();
  }, [state]);

  const intro = INTRO[app];
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={intro.title()}
      data-print="hide"
      // While a quiz is open, the theme's back-to-top button stays hidden: it covered choices (custom.css).
      data-quiz-open={state.status === 'ready' ? 'true' : undefined}
      className={styles.embed}
      aria-busy={state.status === 'loading'}>
      {state.status === 'ready' ? (
        <state.Component started={started} />
      ) : (
        <div className={styles.card}>
          <p className={styles.title}>{intro.title()}</p>
          <p>{intro.text()}</p>
          {state.status === 'error' ? (
            <div role="alert">
              <p className={styles.error}>
                <Translate id="quiz.embed.failed">
                  The quiz could not be loaded. Check your connection and try again.
                </Translate>
              </p>
              <button type="button" className="button button--primary" onClick={open}>
                <Translate id="quiz.status.retry">Retry</Translate>
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={state.status === 'loading'}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={open}>
              {state.status === 'loading' ? (
                <Translate id="quiz.embed.loading">Loading…</Translate>
              ) : (
                intro.button()
              )}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
