import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import DataTable from '@site/src/components/DataTable';

interface Props {
  /** One <tr> per quiz: its name (a row header), best score and last attempt. */
  readonly children: ReactNode;
}

/** The hub's table of quizzes with the user's best score and last attempt. */
export default function ScoresTable({children}: Props): ReactNode {
  return (
    <DataTable
      columns={[
        <Translate id="quiz.hub.quiz">Quiz</Translate>,
        <Translate id="quiz.hub.best">Best</Translate>,
        <Translate id="quiz.hub.last">Last attempt</Translate>,
      ]}>
      {children}
    </DataTable>
  );
}
