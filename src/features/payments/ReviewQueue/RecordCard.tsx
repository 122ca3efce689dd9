import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {reviewedVersionOf} from '@site/src/backend/paymentRules';
import {
  isBackendError,
  type Backend,
  type PaymentDecision,
  type PaymentRecord,
} from '@site/src/backend/types';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {LIMITS} from '@site/src/lib/limits';
import {formatPeso, methodLabel, statusLabel} from '../methods';
import ReceiptViewer from './ReceiptViewer';
import styles from './styles.module.css';

interface Props {
  readonly backend: Backend;
  readonly record: PaymentRecord;
  readonly onDecide: (decision: PaymentDecision) => Promise<PaymentRecord>;
  /** Loads the queue again (after a decision refused because the record changed). */
  readonly onReload: () => void;
  /** Emails of other payments with the same reference number. */
  readonly referenceAlsoUsedBy: readonly string[];
}

/** One payment in the review queue: its details, its receipt, and the decision. */
export default function RecordCard({
  backend,
  record,
  onDecide,
  onReload,
  referenceAlsoUsedBy,
}: Props): ReactNode {
  const dates = useDateFormat();
  const id = useId();
  const [note, setNote] = useState('');
  const [showReceipt, setShowReceipt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  async function decide(status: PaymentDecision['status']): Promise<void> {
    if (status === 'rejected' && !note.trim()) {
      setError(
        translate({
          id: 'admin.decide.noteNeeded',
          message: 'Write a note that tells the candidate what to fix.',
        }),
      );
      return;
    }
    if (note.trim().length > LIMITS.payment.reviewNoteMax) {
      setError(
        translate(
          {id: 'admin.decide.noteTooLong', message: 'Keep the note under {max} characters.'},
          {max: LIMITS.payment.reviewNoteMax},
        ),
      );
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onDecide({email: record.email, status, note, seen: reviewedVersionOf(record)});
      setNote('');
    } catch (e) {
      console.warn('Decision failed', e);
      if (isBackendError(e, 'payment') && e.code === 'changed') {
        setChanged(true);
        setError(
          translate({
            id: 'admin.decide.changed',
            message:
              'Not saved: this payment changed after you opened it (the candidate sent a new proof, or another admin decided). Reload and check it again.',
          }),
        );
      } else if (isBackendError(e, 'payment') && e.code === 'storage-full') {
        setError(
          translate({
            id: 'admin.decide.storageFull',
            message:
              "The decision was not saved: this browser's storage is full. Your note is still here; free some space (in the browser's settings, clear this site's saved offline pages or other sites' data) and try again.",
            description: 'Admin review card error in local demo mode, when the browser storage is full',
          }),
        );
      } else {
        setError(translate({id: 'admin.decide.failed', message: 'The decision was not saved. Try again.'}));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={clsx('card', styles.card)} aria-label={record.email}>
      <div className="card__header">
        <Heading as="h3" className={styles.email}>
          {record.email}
        </Heading>
        <span className={clsx(styles.status, styles[record.status])}>{statusLabel(record.status)}</span>
      </div>
      <div className="card__body">
        <dl className={styles.facts}>
          <dt>
            <Translate id="admin.record.payment">Payment</Translate>
          </dt>
          <dd>
            {formatPeso(record.amountPhp)} · {methodLabel(record.method)} · <code>{record.referenceNo}</code>
          </dd>
          {referenceAlsoUsedBy.length > 0 && (
            <dd className={styles.warning} role="note">
              <Translate id="admin.record.referenceReused" values={{emails: referenceAlsoUsedBy.join(', ')}}>
                {'Check this one: the same reference number is on another payment ({emails}).'}
              </Translate>
            </dd>
          )}
          {record.accessUntil && (
            <>
              <dt>
                {/* A pending renewal keeps the last decision's fields (the rules keep every decision). */}
                {record.status === 'pending' ? (
                  <Translate id="admin.record.previousAccessUntil">Previous premium until</Translate>
                ) : (
                  <Translate id="admin.record.accessUntil">Premium until</Translate>
                )}
              </dt>
              <dd>{dates.date(record.accessUntil)}</dd>
            </>
          )}
          <dt>
            <Translate id="admin.record.updated">Last change</Translate>
          </dt>
          <dd>{record.updatedAt ? dates.dateTime(record.updatedAt) : '—'}</dd>
          {record.reviewedBy && (
            <>
              <dt>
                {record.status === 'pending' ? (
                  <Translate id="admin.record.previousDecision">Previous decision</Translate>
                ) : (
                  <Translate id="admin.record.decision">Decision</Translate>
                )}
              </dt>
              <dd>
                <Translate
                  id="admin.record.decidedBy"
                  values={{
                    who: <code>{record.reviewedBy}</code>,
                    when: record.reviewedAt ? dates.dateTime(record.reviewedAt) : '—',
                  }}>
                  {'by {who} on {when}'}
                </Translate>
                {record.reviewNote && <> · {record.reviewNote}</>}
              </dd>
            </>
          )}
        </dl>
        {record.receiptPath ? (
          <>
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-expanded={showReceipt}
              onClick={() => setShowReceipt((s) => !s)}>
              {showReceipt
                ? translate({id: 'admin.receipt.hide', message: 'Hide receipt'})
                : translate({id: 'admin.receipt.show', message: 'View receipt'})}
            </button>
            {showReceipt && (
              <ReceiptViewer backend={backend} path={record.receiptPath} email={record.email} />
            )}
          </>
        ) : (
          <p className={styles.muted}>
            <Translate id="admin.receipt.none">No receipt: created by an administrator.</Translate>
          </p>
        )}
      </div>
      <div className="card__footer">
        <label htmlFor={`${id}-note`} className={styles.label}>
          <Translate id="admin.decide.note">Note to the candidate (required to reject)</Translate>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}{' '}
            {changed && (
              <button type="button" className="button button--sm button--secondary" onClick={onReload}>
                <Translate id="admin.decide.reload">Reload payments</Translate>
              </button>
            )}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || record.status === 'approved'}
            onClick={() => void decide('approved')}>
            <Translate id="admin.decide.approve">Approve</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || record.status === 'rejected'}
            onClick={() => void decide('rejected')}>
            <Translate id="admin.decide.reject">Reject</Translate>
          </button>
        </div>
      </div>
    </article>
  );
}
