// Root (an empty wrapper upstream) mounts the backend and the shared account
// state once, above every page, so the navbar badge and pages agree.
import type {ReactNode} from 'react';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import {AccountProvider} from '@site/src/features/account/AccountProvider';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <BackendProvider>
      <AccountProvider>{children}</AccountProvider>
    </BackendProvider>
  );
}
