import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {isBackendError, type Backend, type PaymentMethod} from '@site/src/backend/types';
import {PRICING} from '@site/src/config/pricing';
import {LIMITS} from '@site/src/lib/limits';
import {methodLabel, PAYMENT_METHODS} from '../methods';
import FormField from '@site/src/components/FormField';
import {checkReference} from '../reference';
import styles from '../ReviewQueue/styles.module.css';
import {isEmailAddress} from '@site/src/lib/email';

interface Props {
  readonly backend: Backend;
  /** Called after a record is created, e.g. to reload the queue. */
  readonly onCreated?: () => void;
}

interface Errors {
  email?: string;
  referenceNo?: string;
  amount?: string;
  note?: string;
}

/** An admin creates an approved record for a candidate who paid before making an account. */
export default function CreatePaymentForm({backend, onCreated}: Props): ReactNode {
  const id = useId();
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank');
  const [referenceNo, setReferenceNo] = useState('');
  const [amount, setAmount] = useState(String(PRICING.premium.amountPhp));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{kind: 'success' | 'danger'; text: string} | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const reference = checkReference(method, referenceNo);
    const amountPhp = Number(amount);
    const next: Errors = {
      email:
        isEmailAddress(email.trim()) && email.trim().length <= LIMITS.payment.emailMax
          ? undefined
          : translate({id: 'admin.create.emailInvalid', message: 'Enter the candidate’s email address.'}),
      referenceNo: reference.ok
        ? undefined
        : translate({
            id: 'admin.create.referenceInvalid',
            message: 'Enter the payment’s reference number in its usual format.',
          }),
      amount:
        Number.isInteger(amountPhp) && amountPhp > 0 && amountPhp <= LIMITS.payment.amountPhpMax
          ? undefined
          : translate({id: 'admin.create.amountInvalid', message: 'Enter the amount paid in whole pesos.'}),
      note:
        note.trim().length <= LIMITS.payment.reviewNoteMax
          ? undefined
          : translate(
              {id: 'admin.decide.noteTooLong', message: 'Keep the note under {max} characters.'},
              {max: LIMITS.payment.reviewNoteMax},
            ),
    };
    setErrors(next);
    if (next.email || next.referenceNo || next.amount || next.note || !reference.ok) return;
    setBusy(true);
    try {
      const record = await backend.payments.createForEmail({
        email: email.trim(),
        method,
        referenceNo: reference.value,
        amountPhp,
        note,
      });
      setMessage({
        kind: 'success',
        text: translate(
          {id: 'admin.create.done', message: 'Premium is approved for {email}.'},
          {email: record.email},
        ),
      });
      setEmail('');
      setReferenceNo('');
      setNote('');
      onCreated?.();
    } catch (error) {
      console.warn('Could not create the payment record', error);
      setMessage({
        kind: 'danger',
        text:
          isBackendError(error, 'payment') && error.code === 'already-exists'
            ? translate({
                id: 'admin.create.exists',
                message: 'That email already has a payment record: approve it in the list above.',
              })
            : isBackendError(error, 'payment') && error.code === 'storage-full'
              ? translate({
                  id: 'admin.create.storageFull',
                  message:
                    "The record was not created: this browser's storage is full. Your entries are still here; free some space (in the browser's settings, clear this site's saved offline pages or other sites' data) and try again.",
                  description:
                    'Admin create-record form error in local demo mode, when the browser storage is full',
                })
              : translate({id: 'admin.create.failed', message: 'The record was not created. Try again.'}),
      });
    } finally {
      setBusy(false);
    }
  }

  const errorsOf = (key: keyof Errors): string[] => (errors[key] ? [errors[key]] : []);

  return (
    <section aria-labelledby={`${id}-heading`} className="margin-top--xl">
      <Heading as="h2" id={`${id}-heading`}>
        <Translate id="admin.create.heading">Create a payment record</Translate>
      </Heading>
      <p>
        <Translate id="admin.create.body">
          For a candidate who paid before making an account: the record is approved at once, and premium opens
          when they sign up with this email.
        </Translate>
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy} className={styles.controls}>
        <FormField
          id={`${id}-email`}
          label={<Translate id="admin.create.email">Candidate’s email</Translate>}
          errors={errorsOf('email')}>
          {(control) => (
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} {...control} />
          )}
        </FormField>
        <FormField id={`${id}-method`} label={<Translate id="admin.create.method">Method</Translate>}>
          {(control) => (
            <select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} {...control}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methodLabel(m)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-ref`}
          label={<Translate id="admin.create.reference">Reference number</Translate>}
          errors={errorsOf('referenceNo')}>
          {(control) => (
            <input
              type="text"
              value={referenceNo}
              onChange={(e) => setReferenceNo(e.target.value)}
              {...control}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-amount`}
          label={<Translate id="admin.create.amount">Amount (₱)</Translate>}
          errors={errorsOf('amount')}>
          {(control) => (
            <input
              type="text"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              {...control}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-note`}
          label={<Translate id="admin.create.note">Note (optional)</Translate>}
          errors={errorsOf('note')}>
          {(control) => (
            <input type="text" value={note} onChange={(e) => setNote(e.target.value)} {...control} />
          )}
        </FormField>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Translate id="admin.create.submit">Create approved record</Translate>
          </button>
        </div>
      </form>
      {message && (
        <p className={`alert alert--${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
