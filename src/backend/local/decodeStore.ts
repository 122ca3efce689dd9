/**
 * Reads the local backend's store (`pcs.localBackend.v1`) through the shared
 * schemas (../schemas). Valid JSON of the wrong shape (`{"users": null}`) is
 * not used: the caller keeps it aside for support and reseeds. Inside a good
 * outline, each record is decoded on its own; a bad one is skipped and logged,
 * and the original text is kept aside too.
 */
import {
  decodeRecord,
  enquirySchema,
  localStoreOutlineSchema,
  localUserSchema,
  paymentSchema,
} from '../schemas';
import type {LocalData, StoredEnquiry, StoredPayment, StoredUser} from './storeTypes';

export type StoreReading =
  | {readonly kind: 'ok'; readonly data: LocalData; readonly skipped: number}
  | {readonly kind: 'unusable'; readonly why: string};

/** Decodes the store's text. */
export function decodeLocalStore(raw: string): StoreReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {kind: 'unusable', why: 'was unreadable'};
  }
  const outline = localStoreOutlineSchema.safeParse(parsed);
  if (!outline.success) return {kind: 'unusable', why: 'did not have the expected shape'};
  let skipped = 0;
  const keep = <T>(value: T | null): value is T => {
    if (value === null) skipped += 1;
    return value !== null;
  };

  const users: Record<string, StoredUser> = {};
  for (const [email, value] of Object.entries(outline.data.users)) {
    const user = decodeRecord(localUserSchema, value, 'account');
    if (keep(user)) users[email] = user;
  }
  // Payments and enquiries stay in their stored form (ISO dates): the schema
  // only vouches for them; the domain mapping decodes them again on use.
  const payments: Record<string, StoredPayment> = {};
  for (const [email, value] of Object.entries(outline.data.payments)) {
    if (keep(decodeRecord(paymentSchema, value, 'payment record'))) payments[email] = value as StoredPayment;
  }
  const admins = outline.data.admins.filter((uid): uid is string =>
    keep(typeof uid === 'string' ? uid : null),
  );
  const data: LocalData = {users, payments, admins, sessionUid: outline.data.sessionUid};
  if (outline.data.proEnquiries) {
    data.proEnquiries = outline.data.proEnquiries.filter((value): value is StoredEnquiry =>
      keep(decodeRecord(enquirySchema, value, 'Pro enquiry')),
    );
  }
  return {kind: 'ok', data, skipped};
}
