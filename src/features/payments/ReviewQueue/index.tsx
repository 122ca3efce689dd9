import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Backend} from '@site/src/backend/types';
import {statusLabel} from '../methods';
import {otherUsersOfReference} from '@site/src/backend/paymentRules';
import RecordCard from './RecordCard';
import {matchEmail, useReviewQueue, type StatusFilter} from './useReviewQueue';
import styles from './styles.module.css';

interface Props {
  readonly backend: Backend;
}

const FILTERS: readonly StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** The admin's payment review queue: pending first, filter by status, search by email. */
export default function ReviewQueue({backend}: Props): ReactNode {
  const id = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const {state, reload, decide} = useReviewQueue(backend, filter);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading as="h2" id={`${id}-heading`}>
        <Translate id="admin.queue.heading">Payments to review</Translate>
      </Heading>
      <div className={styles.controls}>
        <div>
          <label htmlFor={`${id}-filter`} className={styles.label}>
            <Translate id="admin.queue.filter">Status</Translate>
          </label>
          <select id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value as StatusFilter)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'all' ? translate({id: 'admin.queue.all', message: 'All'}) : statusLabel(f)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-search`} className={styles.label}>
            <Translate id="admin.queue.search">Search by email</Translate>
          </label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {state.kind === 'loading' && (
        <p role="status">
          <Translate id="admin.queue.loading">Loading payments...</Translate>
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="alert alert--danger" role="alert">
          <Translate id="admin.queue.failed">The payments could not be loaded.</Translate>{' '}
          <button type="button" className="button button--sm button--danger" onClick={reload}>
            <Translate id="admin.retry">Retry</Translate>
          </button>
        </div>
      )}
      {state.kind === 'loaded' && (
        <Records
          backend={backend}
          records={matchEmail(state.records, search)}
          sharedReferences={state.sharedReferences}
          decide={decide}
          reload={reload}
        />
      )}
    </section>
  );
}

function Records({
  backend,
  records,
  sharedReferences,
  decide,
  reload,
}: {
  readonly backend: Backend;
  readonly records: ReturnType<typeof matchEmail>;
  readonly sharedReferences: ReadonlyMap<string, string[]>;
  readonly decide: ReturnType<typeof useReviewQueue>['decide'];
  readonly reload: () => void;
}): ReactNode {
  if (records.length === 0) {
    return (
      <p role="status">
        <Translate id="admin.queue.empty">No payments match.</Translate>
      </p>
    );
  }
  return (
    <div className={styles.list}>
      {records.map((record) => (
        <RecordCard
          key={record.email}
          backend={backend}
          record={record}
          onDecide={decide}
          onReload={reload}
          referenceAlsoUsedBy={otherUsersOfReference(record, sharedReferences)}
        />
      ))}
    </div>
  );
}
