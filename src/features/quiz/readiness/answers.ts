import type {QuizAttempt} from '@site/src/backend/types';
import type {AnswerEvent} from '@site/src/domain/readiness';
import {groupBoards} from '../MockBoard/boardRecords';

/**
 * The answers of a candidate's attempts as the readiness model reads them.
 * Boards and the diagnostic are timed exam mode; topic quizzes are tutor
 * mode (feedback after each item); a review or a retake of mistakes comes
 * after the explanations were shown. An item left blank on a timed paper is
 * wrong, as on the board; left blank in practice, it says nothing. Every
 * answer of an attempt counts at the attempt's end. A full mock board's two
 * sittings are read as one board, ending when its last sitting ends.
 */
export function answersFromAttempts(attempts: readonly QuizAttempt[]): AnswerEvent[] {
  return groupBoards(attempts).flatMap((a) => {
    const exam = a.kind === 'diagnostic' || a.kind === 'mock-mini' || a.kind === 'mock-full';
    const afterExplanation = a.kind === 'review' || a.kind === 'retake' || a.kind === 'cram';
    const at = a.finishedAt.getTime();
    if (!Number.isFinite(at)) return [];
    return a.items
      .filter((i) => exam || i.response !== null)
      .map((i) => ({
        itemId: i.questionId,
        correct: i.correct,
        at,
        mode: exam ? ('exam' as const) : ('tutor' as const),
        afterExplanation,
      }));
  });
}
