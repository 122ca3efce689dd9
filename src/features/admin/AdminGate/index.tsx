import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useAccount} from '@site/src/features/account';
import {useIsAdmin} from '../useIsAdmin';

interface Props {
  /** Where a guest returns after signing in, e.g. '/admin'. */
  readonly path: string;
  /** Mounted only for an admin, so nobody else's browser even asks for the data. */
  readonly children: ReactNode;
}

/** Shows its children to admins only; everyone else sees an access-denied message. */
export default function AdminGate({path, children}: Props): ReactNode {
  const {user} = useAccount();
  const {check, retry} = useIsAdmin();
  if (check === 'admin') return children;
  if (check === 'checking') {
    return (
      <p role="status" aria-live="polite">
        <Translate id="admin.checking">Checking your access...</Translate>
      </p>
    );
  }
  if (check === 'failed') {
    return (
      <div className="alert alert--danger" role="alert">
        <Translate id="admin.checkFailed">We could not check your access. Check your connection.</Translate>{' '}
        <button type="button" className="button button--sm button--danger" onClick={retry}>
          <Translate id="admin.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  return (
    <section className="alert alert--danger" aria-labelledby="access-denied-heading">
      <Heading as="h2" id="access-denied-heading">
        <Translate id="admin.denied.title">Access denied</Translate>
      </Heading>
      <p>
        <Translate id="admin.denied.body">This area is for administrators only.</Translate>
      </p>
      {user === null ? (
        <Link className="button button--primary" to={`/login?redirect=${path}`}>
          <Translate id="admin.denied.signIn">Sign in as an administrator</Translate>
        </Link>
      ) : (
        <Link className="button button--secondary" to="/">
          <Translate id="admin.denied.home">Back to the home page</Translate>
        </Link>
      )}
    </section>
  );
}
