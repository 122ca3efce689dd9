import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import StatusMessage from '@site/src/components/StatusMessage';

type Check = 'idle' | 'checking' | 'still-unverified' | 'failed';

interface Props {
  /** What verifying opens, e.g. "Verify your email address first ...". */
  readonly children: ReactNode;
}

/**
 * For a signed-in user whose email is not verified: the "I have verified my
 * email" action reloads the account and refreshes its token (the rules read
 * the token), so a verified address counts at once instead of within the
 * hour. When it is verified, the account state changes and the page moves on.
 */
export default function VerifyEmailNotice({children}: Props): ReactNode {
  const {backend} = useBackend();
  const [check, setCheck] = useState<Check>('idle');

  async function recheck(): Promise<void> {
    if (!backend) return;
    setCheck('checking');
    try {
      const user = await backend.auth.refreshEmailVerification();
      setCheck(user?.emailVerified && (await backend.auth.emailVerifiedInToken()) ? 'idle' : 'still-unverified');
    } catch (error) {
      console.warn('Could not check the email verification', error);
      setCheck('failed');
    }
  }

  return (
    <div className="alert alert--warning" role="status">
      <p>{children}</p>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={!backend || check === 'checking'}
        onClick={() => void recheck()}>
        {check === 'checking' ? (
          <Translate id="account.verify.checking">Checking...</Translate>
        ) : (
          <Translate id="account.verify.done">I have verified my email</Translate>
        )}
      </button>
      {check === 'still-unverified' && (
        <StatusMessage kind="info">
          <Translate id="account.verify.notYet">
            Your address is not verified yet. Open the link in the email we sent (check the spam folder), then try
            again.
          </Translate>
        </StatusMessage>
      )}
      {check === 'failed' && (
        <StatusMessage kind="error" onRetry={() => void recheck()}>
          <Translate id="account.verify.failed">We could not check just now. Check your connection.</Translate>
        </StatusMessage>
      )}
    </div>
  );
}
