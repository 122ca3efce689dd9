import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import {CreatePaymentForm, ReviewQueue} from '@site/src/features/payments';

/** The admin area: links to the other admin pages, the payment queue, and record creation. */
export default function AdminDashboard(): ReactNode {
  const {backend, failed, retry} = useBackend();
  // Creating a record reloads the queue so it shows at once.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <nav className="margin-bottom--lg" aria-label={translate({id: 'admin.nav', message: 'Admin pages'})}>
        <Link className="button button--secondary margin-right--sm margin-bottom--sm" to="/admin/quiz-editor">
          <Translate id="admin.link.quizEditor">Quiz editor</Translate>
        </Link>
        <Link className="button button--secondary margin-bottom--sm" to="/admin/enquiries">
          <Translate id="admin.link.enquiries">Pro enquiries</Translate>
        </Link>
      </nav>
      {failed && (
        <div className="alert alert--danger" role="alert">
          <Translate id="admin.loadFailed">The admin tools did not load. Check your connection.</Translate>{' '}
          <button type="button" className="button button--sm button--danger" onClick={retry}>
            <Translate id="admin.retry">Retry</Translate>
          </button>
        </div>
      )}
      {backend && (
        <>
          <ReviewQueue key={generation} backend={backend} />
          <CreatePaymentForm backend={backend} onCreated={() => setGeneration((n) => n + 1)} />
        </>
      )}
    </>
  );
}
