import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';

/** How many of the drawn items the candidate has not met before. */
export function NewItemsNote({fresh, total}: {readonly fresh: number; readonly total: number}): ReactNode {
  return (
    <StatusMessage kind="info">
      <Translate id="quiz.mock.newItems" values={{fresh, total}}>
        {'{fresh} of these {total} items are new to you.'}
      </Translate>
    </StatusMessage>
  );
}

export function LoadingQuestions(): ReactNode {
  return (
    <StatusMessage kind="loading">
      <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
    </StatusMessage>
  );
}
