import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {DemoAccounts as DemoAccountList} from '@site/src/backend/types';
import styles from './styles.module.css';

interface Props {
  readonly demo: DemoAccountList;
  readonly onPick: (email: string, password: string) => void;
}

/** The local backend's demo accounts, each with a button that fills in its email and password. */
export default function DemoAccounts({demo, onPick}: Props): ReactNode {
  return (
    <section className={clsx('alert alert--info', styles.demo)} aria-labelledby="demo-accounts-heading">
      <Heading as="h2" id="demo-accounts-heading">
        <Translate id="login.demo.heading">Demo accounts (local mode)</Translate>
      </Heading>
      <p>
        <Translate id="login.demo.body" values={{password: <code>{demo.password}</code>}}>
          {
            'This copy of the site stores accounts in your browser. Every demo account uses the password {password}.'
          }
        </Translate>
      </p>
      <ul>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <strong>{account.role}</strong>: <code>{account.email}</code>{' '}
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-label={translate(
                {
                  id: 'login.demo.useFor',
                  message: 'Fill in {email}',
                  description: 'A demo account button: fills in its email and password',
                },
                {email: account.email},
              )}
              onClick={() => onPick(account.email, demo.password)}>
              <Translate id="login.demo.use">Fill in</Translate>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
