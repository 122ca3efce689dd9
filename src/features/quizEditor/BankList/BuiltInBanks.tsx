import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {type QuestionBank} from '@site/src/features/quiz';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {loadBuiltInBanks} from '../builtInBanks';
import styles from './styles.module.css';

interface Props {
  readonly onCopy: (bank: QuestionBank) => void;
}

/** The git banks, read only, each with a copy into a new online bank. */
export default function BuiltInBanks({onCopy}: Props): ReactNode {
  const banks = useAsyncResource(loadBuiltInBanks, []);
  if (banks.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="quizEditor.builtInLoading">Loading the built-in banks…</Translate>
      </StatusMessage>
    );
  }
  if (banks.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={banks.retry}>
        <Translate id="quizEditor.builtInFailed">The built-in banks could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  return (
    <ul className={styles.builtIn}>
      {banks.value.map((bank) => (
        <li key={bank.id}>
          <span>
            {bank.title}{' '}
            <span className={styles.muted}>
              <Translate id="quizEditor.questionCount" values={{n: bank.questions.length}}>
                {'({n} questions)'}
              </Translate>
            </span>
          </span>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-label={translate(
              {id: 'quizEditor.copyBankLabel', message: 'Copy {title} to a new online bank'},
              {title: bank.title},
            )}
            onClick={() => onCopy(bank)}>
            <Translate id="quizEditor.copyBank">Copy to a new online bank</Translate>
          </button>
        </li>
      ))}
    </ul>
  );
}
