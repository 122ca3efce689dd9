import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {Backend, PaymentMethod, PaymentRecord} from '@site/src/backend/types';
import {PAYMENT_DESTINATIONS, PAYMENT_DETAILS_ARE_DEMO, PRICING} from '@site/src/config/pricing';
import FormField from '@site/src/components/FormField';
import {formatPeso, methodLabel, PAYMENT_METHODS, referenceHint} from '../methods';
import {formatFileSize} from '../receipt';
import {usePaymentForm} from '../usePaymentForm';
import styles from './styles.module.css';

interface Props {
  /** null while the backend loads: the form can be filled in meanwhile. */
  readonly backend: Backend | null;
  readonly onSubmitted: (record: PaymentRecord) => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the account number; "Copied" (or how to copy by hand) is announced in a status region. */
function CopyButton({value}: {readonly value: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className={styles.copy}>
      <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
        <Translate id="payment.details.copy" description="Copies the account number to the clipboard">
          Copy number
        </Translate>
      </button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' && <Translate id="payment.details.copied">Copied</Translate>}
        {state === 'failed' && (
          <Translate id="payment.details.copyFailed">Could not copy: select the number and copy it.</Translate>
        )}
      </span>
    </span>
  );
}

function Destination({method}: {readonly method: PaymentMethod}): ReactNode {
  const destination = PAYMENT_DESTINATIONS.find((d) => d.method === method);
  if (!destination) return null;
  return (
    <dl className={styles.details}>
      <dt>
        <Translate id="payment.details.provider">Send to</Translate>
      </dt>
      <dd>{destination.provider}</dd>
      <dt>
        <Translate id="payment.details.accountName">Account name</Translate>
      </dt>
      <dd>{destination.accountName}</dd>
      <dt>
        <Translate id="payment.details.accountNumber">Account number</Translate>
      </dt>
      <dd>
        <span className={styles.number}>{destination.accountNumber}</span> <CopyButton value={destination.accountNumber} />
      </dd>
    </dl>
  );
}

/** The proof-of-payment form: method and where to pay, reference number, receipt. */
export default function PaymentForm({backend, onSubmitted}: Props): ReactNode {
  const form = usePaymentForm(backend, onSubmitted);
  const id = useId();
  const amount = formatPeso(PRICING.premium.amountPhp);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={onSubmit}
      aria-busy={form.pending}
      aria-label={translate({id: 'payment.form.label', message: 'Proof of payment'})}>
      <fieldset className={styles.fieldset}>
        <legend>
          <Translate id="payment.form.step1" values={{amount}}>
            {'1. Send {amount} by one of these methods'}
          </Translate>
        </legend>
        <div
          className={styles.methods}
          role="radiogroup"
          aria-label={translate({id: 'payment.form.method', message: 'Payment method'})}>
          {PAYMENT_METHODS.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="method"
                value={m}
                checked={form.method === m}
                onChange={() => form.setMethod(m)}
              />
              {methodLabel(m)}
            </label>
          ))}
        </div>
        <Destination method={form.method} />
        <p className={styles.hint}>
          <Translate
            id="payment.form.amount"
            values={{amount: <span className={styles.amount}>{amount}</span>}}>
            {'Amount: {amount}'}
          </Translate>
        </p>
        {PAYMENT_DETAILS_ARE_DEMO && (
          <p className={clsx('alert alert--warning', styles.hint)}>
            <Translate id="payment.form.demoDetails">
              These account details are demo placeholders: do not send real money to them.
            </Translate>
          </p>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>
          <Translate id="payment.form.step2">2. Tell us about the payment</Translate>
        </legend>
        <FormField
          id={`${id}-ref`}
          label={<Translate id="payment.form.reference">Reference number</Translate>}
          hint={
            <>
              {referenceHint(form.method)}{' '}
              <Translate id="payment.form.referenceLenient">
                If your receipt shows a different format, contact us through the Support page.
              </Translate>
            </>
          }
          errors={form.errors.referenceNo ? [form.errors.referenceNo] : []}
          className={styles.field}>
          {(control) => (
            <input
              type="text"
              name="referenceNo"
              autoComplete="off"
              inputMode={form.method === 'gcash' ? 'numeric' : 'text'}
              value={form.referenceNo}
              onChange={(e) => form.setReferenceNo(e.target.value)}
              {...control}
            />
          )}
        </FormField>
        <div className={styles.field}>
          <FormField
            id={`${id}-receipt`}
            label={<Translate id="payment.form.receipt">Receipt</Translate>}
            hint={
              <Translate id="payment.form.receiptHint">
                A screenshot, photo or PDF of the receipt: PNG, JPEG, WebP or PDF, at most 5 MB.
              </Translate>
            }
            errors={form.errors.receipt ? [form.errors.receipt] : []}>
            {(control) => (
              // The real file input, stretched invisibly over a big button-like box that shows the chosen
              // file's name: a tap anywhere on it opens the picker, and its name stays "Receipt".
              <div className={clsx(styles.picker, form.receipt && styles.pickerChosen)}>
                <span className={styles.pickerText} aria-hidden="true">
                  <span className={styles.pickerIcon}>📎</span>{' '}
                  {form.receipt ? (
                    <>
                      <span className={styles.pickerName}>{form.receipt.name}</span>
                      <span className={styles.pickerAction}>
                        <Translate id="payment.form.receiptChange">Tap to choose another file</Translate>
                      </span>
                    </>
                  ) : (
                    <Translate id="payment.form.receiptChoose">Choose a receipt file</Translate>
                  )}
                </span>
                <input
                  type="file"
                  name="receipt"
                  accept="image/png,image/jpeg,image/webp,application/pdf"
                  onChange={(e) => form.chooseReceipt(e.target.files?.[0] ?? null)}
                  {...control}
                />
              </div>
            )}
          </FormField>
          {form.receipt && !form.errors.receipt && (
            <div className={styles.preview}>
              {form.previewUrl ? (
                <img
                  src={form.previewUrl}
                  alt={translate({id: 'payment.form.previewAlt', message: 'Preview of your receipt'})}
                />
              ) : (
                <p className={styles.hint}>
                  <Translate
                    id="payment.form.fileChosen"
                    values={{name: form.receipt.name, size: formatFileSize(form.receipt.size)}}>
                    {'Selected: {name} ({size})'}
                  </Translate>
                </p>
              )}
            </div>
          )}
        </div>
      </fieldset>

      {form.formError && (
        <p className="alert alert--danger" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--lg" disabled={form.pending}>
        {form.pending
          ? translate({id: 'payment.form.submitting', message: 'Submitting...'})
          : translate({id: 'payment.form.submit', message: 'Submit payment for review'})}
      </button>
    </form>
  );
}
