import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import AccountStatusBadge from '../AccountStatusBadge';
import {useAccount} from '../AccountProvider';
import {rememberReturnPath} from '../signInNotice';
import {accountLinks} from './accountLinks';
import {useSignOut} from './useSignOut';
import styles from './styles.module.css';

const AccountMenu = lazy(() => import('./AccountMenu'));

/** Holds the menu button's place while the menu loads, so nothing shifts. */
function MenuPlaceholder(): ReactNode {
  return (
    <span className={clsx('navbar__link', styles.menuButton)} aria-hidden="true">
      <Translate id="account.menu.label">Account</Translate>
    </span>
  );
}

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

/**
 * The Login link keeps `redirect=/` (spec §2); the page it was followed from is
 * remembered, so the page after sign-in offers a one-tap way back to it.
 */
function LoginLink({className}: {readonly className: string}): ReactNode {
  const location = useLocation();
  return (
    <Link
      className={className}
      to="/login?redirect=/"
      onClick={() => rememberReturnPath(`${location.pathname}${location.search}${location.hash}`)}>
      <Translate id="account.login" description="The navbar link to the sign-in page">
        Login
      </Translate>
    </Link>
  );
}

/**
 * The `custom-accountStatus` navbar item: the badge inside
 * `#account-status-badge` (its width reserved so nothing shifts), then the
 * Login link, or the account menu once someone is signed in.
 */
/** In place of the Login link when the account service did not load. */
function RetryButton({className, onRetry}: {readonly className: string; readonly onRetry: () => void}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(className, styles.retry)}
      title={translate({id: 'account.loadFailed.title', message: 'Your account did not load. Retry.'})}
      onClick={onRetry}>
      <Translate id="account.loadFailed.retry">Retry account</Translate>
    </button>
  );
}

export default function AccountNavbarItem({mobile = false, className}: Props): ReactNode {
  const {status, user, isAdmin, loadFailed, retry} = useAccount();
  const signOut = useSignOut();
  if (mobile) {
    return (
      <>
        <li className={clsx('menu__list-item', styles.mobileBadge)}>
          <AccountStatusBadge status={status} user={user} admin={isAdmin} />
        </li>
        {user &&
          !loadFailed &&
          accountLinks(isAdmin).map((link) => (
            <li key={link.to} className="menu__list-item">
              <Link className="menu__link" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        <li className="menu__list-item">
          {loadFailed ? (
            <RetryButton className="menu__link" onRetry={retry} />
          ) : user ? (
            <button type="button" className={clsx('menu__link', styles.menuAction)} onClick={signOut}>
              <Translate id="account.menu.signOut">Sign out</Translate>
            </button>
          ) : (
            <LoginLink className={clsx('menu__link', className)} />
          )}
        </li>
      </>
    );
  }
  return (
    <div className={styles.item}>
      <div id="account-status-badge" className={styles.slot}>
        <AccountStatusBadge status={status} user={user} admin={isAdmin} />
      </div>
      {loadFailed ? (
        <RetryButton className="navbar__item navbar__link" onRetry={retry} />
      ) : user ? (
        // On a phone the mobile sidebar holds Sign out, so the menu leaves room for the site's name.
        <span className={styles.wideOnly}>
          <Suspense fallback={<MenuPlaceholder />}>
            <AccountMenu email={user.email ?? user.displayName ?? ''} isAdmin={isAdmin} />
          </Suspense>
        </span>
      ) : (
        // Shown on a phone too (Infima hides .navbar__item there): a guest signs in with one tap.
        <LoginLink className={clsx('navbar__item navbar__link', styles.loginLink, className)} />
      )}
    </div>
  );
}
