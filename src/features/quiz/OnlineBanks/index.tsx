import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import {useOnlineBankList} from './useOnlineBankList';
import styles from './styles.module.css';

interface Props {
  /** What to show when there are no online banks (nothing by default). */
  readonly empty?: ReactNode;
  /** A heading shown above the list only when there are banks. */
  readonly heading?: ReactNode;
}

/** Links to the published online banks the user may take, each as a whole quiz on /docs/quiz. */
export default function OnlineBanks({empty = null, heading = null}: Props): ReactNode {
  const list = useOnlineBankList();
  if (list.kind === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="quiz.online.loading">Loading the online quizzes…</Translate>
      </StatusMessage>
    );
  }
  if (list.kind === 'error') {
    return (
      <StatusMessage kind="error" onRetry={list.retry}>
        <Translate id="quiz.online.failed">The online quizzes could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  if (list.banks.length === 0) return empty;
  return (
    <>
      {heading}
      <ul className={styles.list}>
        {list.banks.map((bank) => (
          <li key={bank.id}>
            <Link to={`/docs/quiz?bank=${encodeURIComponent(bank.id)}`}>{bank.title}</Link>{' '}
            <span className={styles.meta}>
              {bank.tier === 'premium' ? (
                <Translate id="quiz.online.premium" values={{n: bank.questionCount}}>
                  {'Premium · {n} questions'}
                </Translate>
              ) : (
                <Translate id="quiz.online.free" values={{n: bank.questionCount}}>
                  {'{n} questions'}
                </Translate>
              )}
            </span>
            <br />
            <span className={styles.description}>{bank.description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
