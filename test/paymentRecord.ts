import type {PaymentRecord, PaymentStatus} from '@site/src/backend/types';

/** A premium payment record for component tests, not yet reviewed, with a reference number from its email. */
export const aPaymentRecord = (
  email: string,
  status: PaymentStatus,
  referenceNo = `ref-${email}`,
): PaymentRecord => ({
  email,
  tier: 'premium',
  status,
  amountPhp: 499,
  method: 'gcash',
  referenceNo,
  receiptPath: `receipts/uid-${email}/1.png`,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  accessUntil: null,
});
