import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useBackend} from '@site/src/backend/useBackend';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {useDateFormat} from '@site/src/components/useDateFormat';

/** Pro enquiries for admins, newest first. Mount it inside AdminGate. */
export default function EnquiryList(): ReactNode {
  const dates = useDateFormat();
  const {backend} = useBackend();
  const enquiries = useAsyncResource(backend ? () => backend.pro.listEnquiries() : null, [backend], {
    warning: 'Could not load the enquiries',
  });
  if (enquiries.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="admin.enquiries.loading">Loading enquiries...</Translate>
      </StatusMessage>
    );
  }
  if (enquiries.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={enquiries.retry}>
        <Translate id="admin.enquiries.failed">The enquiries could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  if (enquiries.value.length === 0) {
    return (
      <p role="status">
        <Translate id="admin.enquiries.empty">No enquiries yet.</Translate>
      </p>
    );
  }
  return (
    <div className="margin-top--md">
      {enquiries.value.map((e) => (
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
