import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAccount} from '../AccountProvider';

interface Props {
  /** What is being waited for, e.g. "Loading your account...". */
  readonly children: ReactNode;
}

/**
 * A page's wait for the sign-in state. When the account service's code
 * could not be downloaded, it says so with a Retry instead of waiting for ever.
 */
export default function AccountLoading({children}: Props): ReactNode {
  const {loadFailed, retry} = useAccount();
  if (loadFailed) {
    return (
      <StatusMessage kind="error" onRetry={retry}>
        <Translate id="account.loadFailed">Your account could not be loaded. Check your connection, then retry.</Translate>
      </StatusMessage>
    );
  }
  return <StatusMessage kind="loading">{children}</StatusMessage>;
}
