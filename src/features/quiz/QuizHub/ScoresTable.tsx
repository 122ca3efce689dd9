import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** One <tr> per quiz: its name (a row header), best score and last attempt. */
  readonly children: ReactNode;
}

/** The hub's table of quizzes with the user's best score and last attempt. */
export default function ScoresTable({children}: Props): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="quiz.hub.quiz">Quiz</Translate>
            </th>
            <th scope="col">
              <Translate id="quiz.hub.best">Best</Translate>
            </th>
            <th scope="col">
              <Translate id="quiz.hub.last">Last attempt</Translate>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
