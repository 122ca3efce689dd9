import type {BackendLoader} from '@site/src/backend/BackendProvider';
import {choiceOrderFor, drawBoard, type Question, randomId, TOS} from '@site/src/domain/quiz';
import {loadFreeQuestions, loadPremiumQuestions} from '../data/loadQuestions';
import type {QuizProgress} from '../progress/combineProgress';
import type {ExamPlan} from '../useExamFlow';
import {FULL_BOARD, sittingAttemptId, sittingTimeMs, type BoardSpec, type Sitting} from './boards';
import type {PaperSitting} from './paper';
import {seenIds} from './useBoardRecords';

/** How many of a board's drawn items are new to the candidate. */
export interface NewCount {
  readonly fresh: number;
  readonly total: number;
}

/**
 * Draws a board's sitting for the screen: new items first (`justSat` are the items of the sitting just
 * finished, met even if not saved yet), premium items with the free ones for a premium board.
 */
export async function planSitting(
  {
    board,
    sitting,
    boardId,
    justSat,
  }: {
    readonly board: BoardSpec;
    readonly sitting: Sitting;
    readonly boardId: string;
    readonly justSat: ReadonlySet<string>;
  },
  progress: QuizProgress | null,
  loader: BackendLoader,
  onDrawn: (count: NewCount) => void,
): Promise<ExamPlan> {
  const seed = randomId();
  const [free, seen] = await Promise.all([loadFreeQuestions(sitting.subjects), seenIds(progress)]);
  for (const id of justSat) seen.add(id);
  const pool =
    board.tier === 'premium'
      ? [
          ...(await loadPremiumQuestions(await loader.load())).filter((q) =>
            sitting.subjects.includes(q.subject),
          ),
          ...free,
        ]
      : free;
  const drawn = drawBoard(pool, TOS, {perSubject: board.perSubject, subjects: sitting.subjects, seed, seen});
  onDrawn({fresh: drawn.newCount, total: drawn.questions.length});
  return {
    questions: drawn.questions,
    timeLimitMs: sittingTimeMs(board, sitting),
    ...(board.sittings.length > 1 ? {attemptId: sittingAttemptId(boardId, sitting.day)} : {}),
  };
}

/** Both sittings of a full board drawn at once for paper mode, no item in both. */
export async function drawPaper(
  boardId: string,
  progress: QuizProgress | null,
  loader: BackendLoader,
): Promise<{readonly sittings: PaperSitting[]; readonly count: NewCount}> {
  const seen = await seenIds(progress);
  const premium = await loadPremiumQuestions(await loader.load());
  const sittings: PaperSitting[] = [];
  let fresh = 0;
  let total = 0;
  for (const sitting of FULL_BOARD.sittings) {
    const pool: Question[] = [
      ...premium.filter((q) => sitting.subjects.includes(q.subject)),
      ...(await loadFreeQuestions(sitting.subjects)),
    ];
    const drawn = drawBoard(pool, TOS, {
      perSubject: FULL_BOARD.perSubject,
      subjects: sitting.subjects,
      seed: randomId(),
      seen,
    });
    for (const q of drawn.questions) seen.add(q.id);
    fresh += drawn.newCount;
    total += drawn.questions.length;
    const attemptId = sittingAttemptId(boardId, sitting.day);
    sittings.push({
      sitting,
      questions: drawn.questions,
      orders: Object.fromEntries(drawn.questions.map((q) => [q.id, choiceOrderFor(q, attemptId)])),
    });
  }
  return {sittings, count: {fresh, total}};
}
