import {useEffect, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {PaymentRecord} from '@site/src/backend/types';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {formatPeso, methodLabel} from '../methods';

interface Props {
  readonly record: PaymentRecord;
  /** A link or button under the notice (e.g. 'Submit again'). */
  readonly children?: ReactNode;
  /**
   * Just after "Submit payment for review": move focus to the heading and scroll it into view, so a
   * phone, left scrolled at the foot of the form, shows what happened and a screen reader reads it.
   */
  readonly focusHeading?: boolean;
}

const HEADING_ID = 'payment-status-heading';

function useFocusHeading(focus: boolean): void {
  useEffect(() => {
    if (!focus) return;
    const heading = document.getElementById(HEADING_ID);
    if (!heading) return;
    heading.focus({preventScroll: true});
    heading.scrollIntoView({block: 'center'});
  }, [focus]);
}

function Summary({record}: {readonly record: PaymentRecord}): ReactNode {
  const dates = useDateFormat();
  return (
    <p>
      <Translate
        id="payment.notice.summary"
        values={{
          amount: formatPeso(record.amountPhp),
          method: methodLabel(record.method),
          reference: <code>{record.referenceNo}</code>,
          date: record.updatedAt ? dates.date(record.updatedAt) : '',
        }}>
        {'{amount} by {method}, reference {reference}, sent {date}.'}
      </Translate>
    </p>
  );
}

/** Where a candidate's payment stands: under review, rejected (with the note) or approved. */
export default function PaymentStatusNotice({record, children, focusHeading = false}: Props): ReactNode {
  useFocusHeading(focusHeading);
  if (record.status === 'pending') {
    return (
      <section className="alert alert--info" role="status" aria-labelledby="payment-status-heading">
        <Heading as="h2" id={HEADING_ID} tabIndex={-1}>
          <Translate id="payment.notice.pendingTitle">Your payment is under review</Translate>
        </Heading>
        <Summary record={record} />
        <p>
          <Translate id="payment.notice.pendingBody">
            An administrator checks the receipt against the account. Your badge stays Free until then; premium
            opens the next time you load a page after approval.
          </Translate>
        </p>
        {children}
      </section>
    );
  }
  if (record.status === 'rejected') {
    return (
      <section className="alert alert--danger" role="status" aria-labelledby="payment-status-heading">
        <Heading as="h2" id={HEADING_ID} tabIndex={-1}>
          <Translate id="payment.notice.rejectedTitle">Your payment was not approved</Translate>
        </Heading>
        <Summary record={record} />
        <p>
          <strong>
            <Translate id="payment.notice.note">Note from the administrator:</Translate>
          </strong>{' '}
          {record.reviewNote ?? <Translate id="payment.notice.noNote">(no note)</Translate>}
        </p>
        {children}
      </section>
    );
  }
  return (
    <section className="alert alert--success" role="status" aria-labelledby="payment-status-heading">
      <Heading as="h2" id={HEADING_ID} tabIndex={-1}>
        <Translate id="payment.notice.approvedTitle">Your payment is approved</Translate>
      </Heading>
      <Summary record={record} />
      {children}
    </section>
  );
}
