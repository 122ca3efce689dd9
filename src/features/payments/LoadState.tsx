import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {AccountLoading} from '@site/src/features/account';

/** A placeholder while the account or a record loads (an error with Retry if the account service failed to load). */
export function Loading(): ReactNode {
  return (
    <AccountLoading>
      <Translate id="payment.loading">Loading your account...</Translate>
    </AccountLoading>
  );
}

/** A failed load, with a way to try again. */
export function LoadFailed({onRetry}: {readonly onRetry: () => void}): ReactNode {
  return (
    <div className="alert alert--danger" role="alert">
      <Translate id="payment.loadFailed">We could not load your payment details. Check your connection.</Translate>{' '}
      <button type="button" className="button button--sm button--danger" onClick={onRetry}>
        <Translate id="payment.retry">Retry</Translate>
      </button>
    </div>
  );
}
