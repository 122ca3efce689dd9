import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';

interface Props {
  readonly stale: boolean;
  readonly onRetry: () => void;
  readonly onDiscard: () => void;
}

/** A failed load of an exam, with Retry; a saved exam whose questions are gone can be discarded. */
export default function ExamError({stale, onRetry, onDiscard}: Props): ReactNode {
  return (
    <>
      <StatusMessage kind="error" onRetry={onRetry}>
        {stale ? (
          <Translate id="quiz.exam.stale">
            Your unfinished exam names questions that could not be loaded (a premium bank, or questions since
            removed).
          </Translate>
        ) : (
          <Translate id="quiz.status.loadFailed">
            The questions could not be loaded. Check your connection and try again.
          </Translate>
        )}
      </StatusMessage>
      {stale && (
        <button type="button" className="button button--link" onClick={onDiscard}>
          <Translate id="quiz.exam.discard">Discard it and start again</Translate>
        </button>
      )}
    </>
  );
}
