// Root (an empty wrapper upstream) mounts the backend and the shared account
// state once, above every page, so the navbar badge and pages agree; and the
// offline bar, shown on every page while the connection is down; and the note after signing in.
import type {ReactNode} from 'react';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import {AccountProvider, SignInNotice} from '@site/src/features/account';
import {OfflineIndicator} from '@site/src/features/offline';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <BackendProvider>
      <AccountProvider>
        {children}
        <SignInNotice />
        <OfflineIndicator />
      </AccountProvider>
    </BackendProvider>
  );
}
