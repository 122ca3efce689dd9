import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {User} from '@site/src/backend/types';
import type {AccountStatus} from '../accountStatus';
import styles from './styles.module.css';

interface Props {
  readonly status: AccountStatus;
  readonly user?: User | null;
  /** Show the display name, or the part of the email before the at-sign (off in the navbar). */
  readonly showUserInfo?: boolean;
  /** A signed-in admin reads "Admin" (never "Free": the role is not a tier). */
  readonly admin?: boolean;
}

function Label({status}: {readonly status: AccountStatus}): ReactNode {
  switch (status) {
    case 'loading':
      return <Translate id="account.badge.loading">Loading...</Translate>;
    case 'guest':
      return <Translate id="account.badge.guest">Guest</Translate>;
    case 'free':
      return <Translate id="account.badge.free">Free</Translate>;
    case 'premium':
      return <Translate id="account.badge.premium">Premium</Translate>;
  }
}

const ICONS: Record<AccountStatus, string> = {loading: '⏳', guest: '👤', free: '📘', premium: '★'};

function userInfo(user: User | null | undefined): string | null {
  if (!user) return null;
  return user.displayName ?? user.email?.split('@')[0] ?? null;
}

/** The account status as a small badge: loading, guest, free or premium. */
export default function AccountStatusBadge({status, user, showUserInfo = false, admin = false}: Props): ReactNode {
  const info = showUserInfo ? userInfo(user) : null;
  const asAdmin = admin && (status === 'free' || status === 'premium');
  return (
    <span
      className={clsx(styles.badge, asAdmin ? styles.admin : styles[status])}
      data-status={status}
      data-admin={asAdmin || undefined}
      role="status">
      <span aria-hidden="true">{asAdmin ? '🛡' : ICONS[status]}</span>
      <span>
        {asAdmin ? <Translate id="account.badge.admin">Admin</Translate> : <Label status={status} />}
      </span>
      {info && <span className={styles.info}>· {info}</span>}
    </span>
  );
}
