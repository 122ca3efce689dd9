import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

/**
 * The `custom-accountStatus` navbar item: the account-status slot
 * (`#account-status-badge`, its width reserved so nothing shifts when the badge
 * renders) and the Login link carrying `?redirect=/`.
 */
export default function AccountNavbarItem({mobile = false, className}: Props): ReactNode {
  const login = (
    <Link
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', className)}
      to="/login?redirect=/">
      <Translate id="account.login" description="The navbar link to the sign-in page">
        Login
      </Translate>
    </Link>
  );
  if (mobile) {
    return <li className="menu__list-item">{login}</li>;
  }
  return (
    <div className={styles.item}>
      <div id="account-status-badge" className={styles.slot} />
      {login}
    </div>
  );
}
