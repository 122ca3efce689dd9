import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import {isBackendError} from '@site/src/backend/types';
import MarkdownView from '@site/src/components/MarkdownView';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';

interface Props {
  readonly slug: string;
}

/** A load that never settles: while the backend is still loading there is nothing to fetch. */

const failedText = (
  <Translate id="premium.body.failed">
    The premium reviewer could not be loaded. Check your connection.
  </Translate>
);

/** Fetches a premium body through the backend (rules apply) and renders it. Loaded lazily. */
export default function PremiumContent({slug}: Props): ReactNode {
  const {backend, failed, retry: retryBackend} = useBackend();
  const content = useAsyncResource(backend ? () => backend.premium.getContent(slug) : null, [backend, slug], {
    warning: 'Could not load the premium body',
  });
  if (failed) {
    return (
      <StatusMessage kind="error" onRetry={retryBackend}>
        {failedText}
      </StatusMessage>
    );
  }
  if (content.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="premium.body.loading">Loading the premium reviewer...</Translate>
      </StatusMessage>
    );
  }
  if (content.status === 'error') {
    const denied = isBackendError(content.error, 'premium') && content.error.code === 'premium-required';
    return (
      <StatusMessage kind="error" onRetry={content.retry}>
        {denied ? (
          <Translate id="premium.body.denied">
            Your account does not have premium access to this part.
          </Translate>
        ) : (
          failedText
        )}
      </StatusMessage>
    );
  }
  return <MarkdownView markdown={content.value.markdown} />;
}
