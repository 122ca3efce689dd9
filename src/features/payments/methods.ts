import {translate} from '@docusaurus/Translate';
import type {PaymentMethod, PaymentStatus} from '@site/src/backend/types';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['gcash', 'maya', 'bank'];

export function methodLabel(method: PaymentMethod): string {
  switch (method) {
    case 'gcash':
      return translate({id: 'payment.method.gcash', message: 'GCash'});
    case 'maya':
      return translate({id: 'payment.method.maya', message: 'Maya'});
    case 'bank':
      return translate({id: 'payment.method.bank', message: 'Bank transfer'});
  }
}

export function statusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return translate({id: 'payment.status.pending', message: 'Under review'});
    case 'approved':
      return translate({id: 'payment.status.approved', message: 'Approved'});
    case 'rejected':
      return translate({id: 'payment.status.rejected', message: 'Rejected'});
  }
}

/** '₱499' */
export function formatPeso(amount: number): string {
  return `₱${amount.toLocaleString('en-PH')}`;
}

/** What a reference number looks like for each method, for the field's hint. */
export function referenceHint(method: PaymentMethod): string {
  switch (method) {
    case 'gcash':
      return translate({id: 'payment.referenceHint.gcash', message: 'The 13-digit reference number on your GCash receipt.'});
    case 'maya':
      return translate({id: 'payment.referenceHint.maya', message: 'The 12-character reference on your Maya receipt.'});
    case 'bank':
      return translate({
        id: 'payment.referenceHint.bank',
        message: 'The transaction or confirmation number from your bank: 6 to 30 letters, digits or hyphens.',
      });
  }
}
