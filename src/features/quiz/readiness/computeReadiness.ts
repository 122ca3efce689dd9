/**
 * The readiness estimate worked out from attempts: its code (the model and its Monte Carlo board) is
 * loaded with import() by useReadiness once the attempts are known, so it is no part of /quizzes'
 * first load (issue 30).
 */
import type {QuizAttempt} from '@site/src/backend/types';
import {
  blueprintFromTable,
  estimateReadiness,
  predictBoard,
  type BoardPrediction,
  type ItemInfo,
} from '@site/src/domain/readiness';
import {TOS} from '../tos';
import {answersFromAttempts} from './answers';
import type {ReadinessView} from './useReadiness';

const HISTORY_POINTS = 8;
const blueprint = blueprintFromTable(TOS, 100);
const topicsBySubject = new Map(blueprint.subjects.map((s) => [s.subject, s.topics.map((t) => t.label)]));

/** Lets the browser paint between pieces of work, so a cheap phone stays responsive. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function expectedAverage(prediction: BoardPrediction): number | null {
  const ratings = prediction.subjects.map((s) => s.expected);
  if (ratings.length !== 4 || ratings.some((r) => r === null)) return null;
  return (ratings as number[]).reduce((a, b) => a + b, 0) / ratings.length;
}

export async function computeReadiness(
  attempts: readonly QuizAttempt[],
  items: readonly ItemInfo[],
  now: number,
): Promise<ReadinessView> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const answers = answersFromAttempts(attempts);
  const estimate = estimateReadiness(answers, byId, now, topicsBySubject);
  await yieldToBrowser();
  const prediction = predictBoard(estimate, items, blueprint, {draws: 2000, seed: 'where-i-stand'});
  const ends = [...new Set(answers.map((a) => a.at))].sort((a, b) => a - b).slice(-HISTORY_POINTS);
  const history: {at: Date; average: number | null}[] = [];
  for (const end of ends) {
    await yieldToBrowser();
    const then = estimateReadiness(
      answers.filter((a) => a.at <= end),
      byId,
      end,
      topicsBySubject,
    );
    history.push({
      at: new Date(end),
      average: expectedAverage(predictBoard(then, items, blueprint, {draws: 300})),
    });
  }
  return {estimate, prediction, history};
}
