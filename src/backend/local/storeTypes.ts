/** The local backend's stored data, as it sits in localStorage (dates as ISO strings). */
import type {PaymentMethod, PaymentSummary, User} from '../types';

export interface StoredUser extends User {
  readonly passwordHash: string;
}

/** A payments record; dates as ISO strings. Older stored data lacks the optional fields. */
export interface StoredPayment extends Omit<PaymentSummary, 'accessUntil'> {
  readonly accessUntil?: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly amountPhp?: number;
  readonly method?: PaymentMethod;
  readonly referenceNo?: string;
  readonly receiptPath?: string | null;
  readonly reviewedBy?: string | null;
  readonly reviewedAt?: string | null;
  readonly reviewNote?: string | null;
}

export interface StoredEnquiry {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly organisation: string;
  readonly seats: number;
  readonly message: string;
  readonly createdAt: string;
  readonly uid: string | null;
}

export interface LocalData {
  users: Record<string, StoredUser>;
  payments: Record<string, StoredPayment>;
  admins: string[];
  sessionUid: string | null;
  proEnquiries?: StoredEnquiry[];
}
