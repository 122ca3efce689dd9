import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {takeSignInNotice, type SignInNotice as Notice} from '../signInNotice';
import styles from './styles.module.css';

/**
 * On the page reached from /login: "Your account is created" after a sign-up,
 * and a one-tap link back to the page the candidate was on before the navbar's
 * Login link. Shown once, until dismissed or another page is opened.
 */
export default function SignInNotice(): ReactNode {
  const path = useLocation().pathname;
  // sessionStorage is read after the page is shown (never while hydrating), then the notice renders.
  // Shown on the page it was left for only: opening another page reads again (and finds none).
  const taken = useAsyncResource(
    () => Promise.resolve(path.endsWith('/login') ? null : takeSignInNotice()),
    [path],
  );
  const [dismissed, setDismissed] = useState<Notice | null>(null);
  const notice = taken.status === 'ready' && taken.value !== dismissed ? taken.value : null;
  const dismiss = () => setDismissed(notice);
  return (
    <div role="status" className={clsx(notice && styles.bar)}>
      {notice && (
        <div className={styles.inner}>
          <p className={styles.text}>
            {notice.created ? (
              <Translate id="account.notice.created" description="Shown where a candidate lands after creating an account">
                Your account is created and you are signed in.
              </Translate>
            ) : (
              <Translate id="account.notice.signedIn" description="Shown where a candidate lands after signing in">
                You are signed in.
              </Translate>
            )}
          </p>
          {notice.returnTo && (
            <Link className="button button--primary" to={notice.returnTo} onClick={dismiss}>
              <Translate id="account.notice.back" description="Link back to the page the candidate was on before signing in">
                Back to the page you were on
              </Translate>
            </Link>
          )}
          <button
            type="button"
            className={clsx('button button--secondary', styles.close)}
            aria-label={translate({id: 'account.notice.dismiss', message: 'Dismiss this message'})}
            onClick={dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
