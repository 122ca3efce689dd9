import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useBackend} from '@site/src/backend/useBackend';
import type {ProEnquiry} from '@site/src/backend/types';
import {useDateFormat} from '@site/src/components/useDateFormat';

type State = {kind: 'loading'} | {kind: 'failed'} | {kind: 'loaded'; enquiries: ProEnquiry[]};

/** Pro enquiries for admins, newest first. Mount it inside AdminGate. */
export default function EnquiryList(): ReactNode {
  const dates = useDateFormat();
  const {backend} = useBackend();
  const [state, setState] = useState<{attempt: number; value: State} | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!backend) return undefined;
    let active = true;
    backend.pro.listEnquiries().then(
      (enquiries) => active && setState({attempt, value: {kind: 'loaded', enquiries}}),
      (error: unknown) => {
        console.warn('Could not load the enquiries', error);
        if (active) setState({attempt, value: {kind: 'failed'}});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, attempt]);

  const value: State = state?.attempt === attempt ? state.value : {kind: 'loading'};
  if (value.kind === 'loading') {
    return (
      <p role="status">
        <Translate id="admin.enquiries.loading">Loading enquiries...</Translate>
      </p>
    );
  }
  if (value.kind === 'failed') {
    return (
      <div className="alert alert--danger" role="alert">
        <Translate id="admin.enquiries.failed">The enquiries could not be loaded.</Translate>{' '}
        <button
          type="button"
          className="button button--sm button--danger"
          onClick={() => setAttempt((n) => n + 1)}>
          <Translate id="admin.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  if (value.enquiries.length === 0) {
    return (
      <p role="status">
        <Translate id="admin.enquiries.empty">No enquiries yet.</Translate>
      </p>
    );
  }
  return (
    <div className="margin-top--md">
      {value.enquiries.map((e) => (
        <article key={e.id} className="card margin-bottom--md" aria-labelledby={`enquiry-${e.id}`}>
          <div className="card__header">
            <Heading as="h2" id={`enquiry-${e.id}`} className="margin-bottom--none">
              {e.organisation}
            </Heading>
          </div>
          <div className="card__body">
            <p>
              <Translate
                id="admin.enquiries.summary"
                values={{
                  name: e.name,
                  email: <code>{e.email}</code>,
                  seats: e.seats,
                  date: e.createdAt ? dates.dateTime(e.createdAt) : '—',
                }}>
                {'{name} ({email}) asks about {seats} seats, sent {date}.'}
              </Translate>
            </p>
            {e.message && <p style={{whiteSpace: 'pre-wrap'}}>{e.message}</p>}
          </div>
        </article>
      ))}
    </div>
  );
}
