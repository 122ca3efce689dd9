import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {QuizAttempt} from '@site/src/backend/types';
import {summariseItems} from '@site/src/domain/quiz';
import {formatPercent, subjectShort} from '../labels';

/**
 * A full board's history line, under its title: which sittings it holds and
 * the rating in each subject (the 75/60 verdict is in its own column).
 */
export default function BoardLine({attempt}: {readonly attempt: QuizAttempt}): ReactNode {
  if (attempt.kind !== 'mock-full') return null;
  const result = summariseItems(attempt.items);
  const days = new Set(attempt.items.map((i) => (i.subject <= 2 ? 1 : 2)));
  return (
    <>
      <br />
      <small>
        {days.size === 2 ? (
          <Translate id="quiz.mock.lineBoth">Sittings 1 and 2</Translate>
        ) : (
          <Translate id="quiz.mock.lineFirst">Sitting 1 only</Translate>
        )}
        {': '}
        {result.subjects.map((s) => `${subjectShort(s.subject)} ${formatPercent(s.percent)}`).join(' · ')}
      </small>
    </>
  );
}
