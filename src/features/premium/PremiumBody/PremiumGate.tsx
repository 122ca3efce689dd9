import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useAccount, AccountLoading} from '@site/src/features/account';
import styles from './styles.module.css';

interface Props {
  /** This page's path, for the sign-in redirect. */
  readonly returnTo: string;
  /** Rendered for premium users only (a lazily loaded component). */
  readonly children: ReactNode;
}

/**
 * The switch between the teaser's upgrade path (guest, free) and premium
 * material (premium). It is small on purpose: the premium part is loaded
 * only when it renders, so a docs page's first load carries none of it.
 */
export default function PremiumGate({returnTo, children}: Props): ReactNode {
  const {status} = useAccount();
  if (status === 'premium') return children;
  if (status === 'loading') {
    return (
      <div className={styles.box}>
        <AccountLoading>
          <Translate id="premium.gate.loading">Checking your account...</Translate>
        </AccountLoading>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <p>
        {status === 'guest' ? (
          <Translate id="premium.gate.guest">This part is for premium members. Sign in, then upgrade to read it.</Translate>
        ) : (
          <Translate id="premium.gate.free">This part is for premium members. Upgrade to read it.</Translate>
        )}
      </p>
      {status === 'guest' ? (
        <Link className="button button--primary" to={`/login?redirect=${returnTo}`}>
          <Translate id="premium.gate.signIn">Sign in</Translate>
        </Link>
      ) : (
        <Link className="button button--primary" to="/payment">
          <Translate id="premium.gate.upgrade">Upgrade to premium</Translate>
        </Link>
      )}{' '}
      <Link className="button button--secondary" to="/pricing">
        <Translate id="premium.gate.pricing">See pricing</Translate>
      </Link>
    </div>
  );
}
