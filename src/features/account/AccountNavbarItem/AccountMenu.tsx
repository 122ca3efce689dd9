// The account menu: only signed-in users see it, so it loads on demand
// (React.lazy in ./index.tsx) and stays out of every page's first load.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {accountLinks} from './accountLinks';
import {useSignOut} from './useSignOut';
import styles from './styles.module.css';

interface Props {
  readonly email: string;
  readonly isAdmin: boolean;
}

export default function AccountMenu({email, isAdmin}: Props): ReactNode {
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
      <ul className={clsx('dropdown__menu', styles.menu)}>
        <li className={styles.email}>{email}</li>
        {accountLinks(isAdmin).map((link) => (
          <li key={link.to}>
            <Link className={clsx('dropdown__link', styles.menuLink)} to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className={styles.separator}>
          <button type="button" className={clsx('dropdown__link', styles.menuAction)} onClick={signOut}>
            <Translate id="account.menu.signOut">Sign out</Translate>
          </button>
        </li>
      </ul>
    </div>
  );
}
