import {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {BackendError, isBackendError, type Backend, type PaymentMethod, type PaymentRecord} from '@site/src/backend/types';
import {PRICING} from '@site/src/config/pricing';
import {LIMITS} from '@site/src/lib/limits';
import {checkReceipt, formatFileSize, MAX_RECEIPT_BYTES, RECEIPT_HEAD_BYTES, type ReceiptCheck} from './receipt';
import {checkReference} from './reference';

interface PaymentFormErrors {
  readonly referenceNo?: string;
  readonly receipt?: string;
}

export interface PaymentFormState {
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  readonly receipt: File | null;
  /** An object URL for an image receipt's preview. */
  readonly previewUrl: string | null;
  readonly errors: PaymentFormErrors;
  readonly formError: string | null;
  readonly pending: boolean;
  setMethod(method: PaymentMethod): void;
  setReferenceNo(value: string): void;
  chooseReceipt(file: File | null): void;
  submit(): Promise<void>;
}

function receiptMessage(check: ReceiptCheck, file: File | null): string | undefined {
  if (check.ok) return undefined;
  switch (check.problem) {
    case 'missing':
      return translate({id: 'payment.error.receiptMissing', message: 'Attach your receipt: a photo, screenshot or PDF.'});
    case 'empty':
      return translate({id: 'payment.error.receiptEmpty', message: 'That file is empty. Choose the receipt again.'});
    case 'too-large':
      return translate(
        {
          id: 'payment.error.receiptTooLarge',
          message: 'That file is {size}; the limit is {limit}. Send a smaller screenshot or a compressed PDF.',
        },
        {size: formatFileSize(file?.size ?? 0, MAX_RECEIPT_BYTES), limit: formatFileSize(MAX_RECEIPT_BYTES)},
      );
    case 'unsupported':
      return translate({
        id: 'payment.error.receiptType',
        message: 'That file is not a PNG, JPEG, WebP image or a PDF (we check the file itself, not only its name).',
      });
  }
}

function referenceMessage(method: PaymentMethod, problem: 'missing' | 'format'): string {
  if (problem === 'missing') {
    return translate({id: 'payment.error.referenceMissing', message: 'Enter the reference number from your receipt.'});
  }
  const byMethod: Record<PaymentMethod, string> = {
    gcash: translate({id: 'payment.error.referenceGcash', message: 'A GCash reference number has 13 digits.'}),
    maya: translate({id: 'payment.error.referenceMaya', message: 'A Maya reference number has 12 letters and digits.'}),
    bank: translate({
      id: 'payment.error.referenceBank',
      message: 'A bank reference has 6 to 30 letters, digits or hyphens.',
    }),
  };
  return byMethod[method];
}

function submitErrorMessage(error: unknown): string {
  const code = isBackendError(error, 'payment') ? error.code : 'unavailable';
  switch (code) {
    case 'upload-failed':
      return translate({
        id: 'payment.error.uploadFailed',
        message: 'Your receipt could not be uploaded, so nothing was submitted. Check your connection and try again.',
      });
    case 'record-failed':
      return translate({
        id: 'payment.error.recordFailed',
        message: 'Your payment could not be saved, so nothing was submitted. Try again in a moment.',
      });
    case 'permission-denied':
      return translate({
        id: 'payment.error.permission',
        message: 'Sign in with a verified email address to submit a payment.',
      });
    case 'email-not-verified':
      return translate({
        id: 'payment.error.emailNotVerified',
        message:
          'Your email address is not verified yet, so nothing was sent. Open the link we emailed you, then choose "I have verified my email".',
      });
    case 'already-approved':
      return translate({id: 'payment.error.alreadyApproved', message: 'Your premium is already approved.'});
    case 'storage-full':
      return translate({
        id: 'payment.error.storageFull',
        message:
          "This browser's storage is full, so your receipt could not be kept and nothing was submitted. Your entries are still here: free some space (in the browser's settings, clear this site's saved offline pages or other sites' data), then submit again.",
        description:
          'Payment form error in local demo mode, when the receipt or the record could not be stored because the browser storage is full',
      });
    case 'receipts-full':
      return translate(
        {
          id: 'payment.error.receiptsFull',
          message:
            'Your account has used all {max} receipt uploads (every proof is kept), so nothing was sent. Contact us through the support page and we will record your payment.',
        },
        {max: LIMITS.receipt.slots},
      );
    default:
      return translate({
        id: 'payment.error.unavailable',
        message: 'The payment service did not answer. Check your connection and try again.',
      });
  }
}

/** The first bytes of a file, to check what it really is. */
async function readHead(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, RECEIPT_HEAD_BYTES).arrayBuffer());
}

/**
 * The payment form's state and its one call. Every check runs before any
 * upload; a failure keeps every field as it was.
 */
export function usePaymentForm(backend: Backend | null, onSubmitted: (record: PaymentRecord) => void): PaymentFormState {
  const [method, setMethodState] = useState<PaymentMethod>('gcash');
  const [referenceNo, setReferenceNo] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [check, setCheck] = useState<ReceiptCheck>({ok: false, problem: 'missing'});
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // One preview URL per image receipt, released when it changes.
  useEffect(() => {
    if (!receipt || !check.ok || check.contentType === 'application/pdf') return undefined;
    const url = URL.createObjectURL(receipt);
    void Promise.resolve().then(() => setPreviewUrl(url));
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [receipt, check]);

  async function inspect(file: File | null): Promise<ReceiptCheck> {
    return checkReceipt(file, file ? await readHead(file) : null);
  }

  return {
    method,
    referenceNo,
    receipt,
    previewUrl,
    errors,
    formError,
    pending,
    setMethod(next) {
      setMethodState(next);
      setErrors((e) => ({...e, referenceNo: undefined}));
    },
    setReferenceNo,
    chooseReceipt(file) {
      setReceipt(file);
      setFormError(null);
      void inspect(file).then((result) => {
        setCheck(result);
        setErrors((e) => ({...e, receipt: file ? receiptMessage(result, file) : undefined}));
      });
    },
    async submit() {
      setFormError(null);
      const reference = checkReference(method, referenceNo);
      // Checked again at submit time: the file may have changed on disk.
      const receiptCheck = await inspect(receipt);
      const next: PaymentFormErrors = {
        referenceNo: reference.ok ? undefined : referenceMessage(method, reference.problem),
        receipt: receiptMessage(receiptCheck, receipt),
      };
      setErrors(next);
      if (!reference.ok || !receiptCheck.ok || !receipt) return;
      if (!backend) {
        setFormError(submitErrorMessage(new BackendError('payment', 'unavailable')));
        return;
      }
      setPending(true);
      try {
        // The last precondition, before anything is uploaded: the rules read
        // the ID token, so that is what must say the email is verified.
        if (!(await backend.auth.emailVerifiedInToken())) throw new BackendError('payment', 'email-not-verified');
        const record = await backend.payments.submit({
          method,
          referenceNo: reference.value,
          amountPhp: PRICING.premium.amountPhp,
          receipt,
          receiptContentType: receiptCheck.contentType,
        });
        onSubmitted(record);
      } catch (error) {
        console.warn('Payment submission failed', error);
        setFormError(submitErrorMessage(error));
      } finally {
        setPending(false);
      }
    },
  };
}
