import {useMemo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {AttemptItem} from '@site/src/backend/types';
import {summariseItems} from '@site/src/domain/quiz';
import {formatPercent} from '../labels';
import {VerdictText} from '../Results';
import SubjectTable from '../Results/SubjectTable';
import styles from './styles.module.css';

/** The full board's result over both sittings: the rating in each subject and the 75/60 verdict. */
export default function BoardVerdict({items}: {readonly items: readonly AttemptItem[]}): ReactNode {
  const result = useMemo(() => summariseItems(items), [items]);
  return (
    <section className={styles.verdict} aria-labelledby="board-verdict-title">
      <Heading as="h2" id="board-verdict-title">
        <Translate id="quiz.mock.boardResult">Full mock board: both sittings</Translate>
      </Heading>
      <p>
        <Translate
          id="quiz.mock.boardScore"
          values={{
            right: result.total.correct,
            total: result.total.count,
            percent: formatPercent(result.total.percent),
          }}>
          {'{right} of {total} right ({percent}) over the four subjects.'}
        </Translate>
      </p>
      <VerdictText verdict={result.verdict} subjectCount={result.subjects.length} />
      <SubjectTable subjects={result.subjects} />
    </section>
  );
}
