import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import AccountStatusBadge from '../AccountStatusBadge';
import {useAccount} from '../AccountProvider';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

function useSignOut(): () => void {
  const loader = useBackendLoader();
  return () => {
    void loader.load().then((backend) => backend.auth.signOut());
  };
}

function AccountMenu({email}: {readonly email: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);
  return (
    <div ref={ref} className={clsx('dropdown dropdown--right', open && 'dropdown--show')}>
      <button
        type="button"
        className={clsx('navbar__link', styles.menuButton)}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}>
        <Translate id="account.menu.label">Account</Translate>
      </button>
      <ul className="dropdown__menu">
        <li className={styles.email}>{email}</li>
        <li>
          <button type="button" className={clsx('dropdown__link', styles.menuAction)} onClick={signOut}>
            <Translate id="account.menu.signOut">Sign out</Translate>
          </button>
        </li>
      </ul>
    </div>
  );
}

function LoginLink({className}: {readonly className: string}): ReactNode {
  return (
    <Link className={className} to="/login?redirect=/">
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
export default function AccountNavbarItem({mobile = false, className}: Props): ReactNode {
  const {status, user} = useAccount();
  const signOut = useSignOut();
  if (mobile) {
    return (
      <>
        <li className={clsx('menu__list-item', styles.mobileBadge)}>
          <AccountStatusBadge status={status} user={user} />
        </li>
        <li className="menu__list-item">
          {user ? (
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
        <AccountStatusBadge status={status} user={user} />
      </div>
      {user ? (
        <AccountMenu email={user.email ?? user.displayName ?? ''} />
      ) : (
        <LoginLink className={clsx('navbar__item navbar__link', className)} />
      )}
    </div>
  );
}
