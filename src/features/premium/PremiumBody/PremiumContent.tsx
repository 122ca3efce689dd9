import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import {isBackendError, type PremiumContent as Content} from '@site/src/backend/types';
import MarkdownView from '@site/src/components/MarkdownView';

interface Props {
  readonly slug: string;
}

type State = {kind: 'loading'} | {kind: 'failed'; code: string} | {kind: 'loaded'; content: Content};

/** Fetches a premium body through the backend (rules apply) and renders it. Loaded lazily. */
export default function PremiumContent({slug}: Props): ReactNode {
  const {backend, failed, retry: retryBackend} = useBackend();
  const [state, setState] = useState<{attempt: number; value: State} | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!backend) return undefined;
    let active = true;
    backend.premium.getContent(slug).then(
      (content) => active && setState({attempt, value: {kind: 'loaded', content}}),
      (error: unknown) => {
        console.warn('Could not load the premium body', error);
        if (active) setState({attempt, value: {kind: 'failed', code: isBackendError(error, 'premium') ? error.code : 'unavailable'}});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, slug, attempt]);

  const value: State = failed ? {kind: 'failed', code: 'unavailable'} : state?.attempt === attempt ? state.value : {kind: 'loading'};
  if (value.kind === 'loading') {
    return (
      <p role="status">
        <Translate id="premium.body.loading">Loading the premium reviewer...</Translate>
      </p>
    );
  }
  if (value.kind === 'failed') {
    return (
      <div className="alert alert--danger" role="alert">
        {value.code === 'premium-required' ? (
          <Translate id="premium.body.denied">Your account does not have premium access to this part.</Translate>
        ) : (
          <Translate id="premium.body.failed">The premium reviewer could not be loaded. Check your connection.</Translate>
        )}{' '}
        <button
          type="button"
          className="button button--sm button--danger"
          onClick={() => (failed ? retryBackend() : setAttempt((n) => n + 1))}>
          <Translate id="premium.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  return <MarkdownView markdown={value.content.markdown} />;
}
