/**
 * The premium plan's price and the site's payment details.
 *
 * PLACEHOLDER VALUES: the price, the access period and every account name and
 * number below are demo values for the site owner to replace before taking real
 * payments (see README, "Premium: price and payment details"). The pages show
 * them from here; no component hard-codes them.
 */
import type {PaymentMethod} from '../backend/types';
import {LIMITS} from '../lib/limits';

export interface PremiumPricing {
  /** The one-time price in whole pesos. */
  readonly amountPhp: number;
  /** How long premium lasts after approval, in months. */
  readonly accessMonths: number;
}

export const PRICING: {readonly premium: PremiumPricing; readonly isPlaceholder: boolean} = {
  // The price lives in src/lib/limits.ts: firestore.rules accepts a proof only for exactly that amount.
  premium: {amountPhp: LIMITS.payment.pricePhp, accessMonths: LIMITS.access.months},
  isPlaceholder: true,
};

/** Where a candidate sends the money, per method. */
export interface PaymentDestination {
  readonly method: PaymentMethod;
  /** The wallet or bank, e.g. 'GCash' or a bank's name. */
  readonly provider: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

export const PAYMENT_DESTINATIONS: readonly PaymentDestination[] = [
  {method: 'gcash', provider: 'GCash', accountName: 'PH Customs Scholar (demo)', accountNumber: '0917 000 0000'},
  {method: 'maya', provider: 'Maya', accountName: 'PH Customs Scholar (demo)', accountNumber: '0918 000 0000'},
  {
    method: 'bank',
    provider: 'Demo Bank (bank transfer)',
    accountName: 'PH Customs Scholar (demo)',
    accountNumber: '0000-0000-0000',
  },
];

/** True while the details above are the demo placeholders; the pages then say so. */
export const PAYMENT_DETAILS_ARE_DEMO = true;
