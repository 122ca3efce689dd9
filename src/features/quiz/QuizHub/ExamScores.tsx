import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {bestAndLast} from '../hubStats';
import {BestLastCells} from './SubjectQuizzes';
import ScoresTable from './ScoresTable';

const EXAMS = [
  {
    kind: 'diagnostic',
    to: '/docs/diagnostic-test',
    label: <Translate id="quiz.kind.diagnostic">Diagnostic test</Translate>,
  },
  {
    kind: 'mock-mini',
    to: '/docs/mockboard',
    label: <Translate id="quiz.kind.mockMini">Mini mock board</Translate>,
  },
  {
    kind: 'mock-full',
    to: '/docs/mockboard',
    label: <Translate id="quiz.kind.mockFull">Full mock board</Translate>,
  },
] as const;

interface Props {
  readonly attempts: readonly QuizAttempt[];
  readonly formatDate: (d: Date) => string;
}

/** The diagnostic test and the mock boards, each with its best and last score. */
export default function ExamScores({attempts, formatDate}: Props): ReactNode {
  return (
    <section aria-labelledby="hub-exams-title">
      <Heading as="h2">
        <span id="hub-exams-title">
          <Translate id="quiz.hub.examsTitle">Diagnostic test and mock boards</Translate>
        </span>
      </Heading>
      <ScoresTable>
        {EXAMS.map((e) => (
          <tr key={e.kind}>
            <th scope="row">
              <Link to={e.to}>{e.label}</Link>
            </th>
            <BestLastCells stats={bestAndLast(attempts, (a) => a.kind === e.kind)} formatDate={formatDate} />
          </tr>
        ))}
      </ScoresTable>
    </section>
  );
}
