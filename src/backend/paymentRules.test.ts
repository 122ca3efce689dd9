import {LIMITS, accessUntilFrom} from '@site/src/lib/limits';
import {
  changedSince,
  isActivePremium,
  maySubmitOver,
  nextReceiptPaths,
  otherUsersOfReference,
  receiptSlot,
  reviewedVersionOf,
  sharedReferenceNumbers,
} from './paymentRules';
import type {PaymentRecord} from './types';

const record = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  email: 'ana@example.com',
  tier: 'premium',
  status: 'pending',
  amountPhp: 499,
  method: 'gcash',
  referenceNo: '1234567890123',
  receiptPath: 'receipts/u1/receipt-1',
  createdAt: new Date('2027-01-01T00:00:00Z'),
  updatedAt: new Date('2027-01-01T00:00:00Z'),
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  accessUntil: null,
  ...overrides,
});

describe('accessUntilFrom: six calendar months', () => {
  it.each([
    ['2027-03-01T02:00:00.000Z', '2027-09-01T02:00:00.000Z'],
    ['2027-08-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2027-01-31T00:00:00.000Z', '2027-07-31T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', '2027-06-30T23:59:59.000Z'],
  ])('%s -> %s', (from, to) => {
    expect(accessUntilFrom(new Date(from)).toISOString()).toBe(to);
  });

  it('never lands further than the rules allow (LIMITS.access.maxDays)', () => {
    for (let day = 0; day < 366 * 2; day += 1) {
      const from = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
      const days = (accessUntilFrom(from).getTime() - from.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(180);
      expect(days).toBeLessThanOrEqual(LIMITS.access.maxDays - 2);
    }
  });
});

describe('isActivePremium and maySubmitOver', () => {
  const now = new Date('2027-05-01T00:00:00Z');
  const until = new Date('2027-06-01T00:00:00Z');

  it('is premium while approved and before accessUntil, not at or after it, nor without it', () => {
    expect(isActivePremium(record({status: 'approved', accessUntil: until}), now)).toBe(true);
    expect(isActivePremium(record({status: 'approved', accessUntil: until}), until)).toBe(false);
    expect(isActivePremium(record({status: 'approved', accessUntil: null}), now)).toBe(false);
    expect(isActivePremium(record({status: 'pending', accessUntil: until}), now)).toBe(false);
  });

  it('refuses a new proof only while access runs', () => {
    expect(maySubmitOver(record({status: 'approved', accessUntil: until}), now)).toBe(false);
    expect(maySubmitOver(record({status: 'approved', accessUntil: until}), until)).toBe(true);
    expect(maySubmitOver(record({status: 'pending'}), now)).toBe(true);
    expect(maySubmitOver(null, now)).toBe(true);
  });
});

describe('receipt slots', () => {
  it('lists the slots after the one the record names, up to the last (from 1 after an old-style name)', () => {
    const slots = LIMITS.receipt.slots;
    expect(nextReceiptPaths('u1', null)).toHaveLength(slots);
    expect(nextReceiptPaths('u1', null)[0]).toBe('receipts/u1/receipt-1');
    expect(nextReceiptPaths('u1', 'receipts/u1/receipt-1')[0]).toBe('receipts/u1/receipt-2');
    expect(nextReceiptPaths('u1', 'receipts/u1/receipt-2').at(-1)).toBe(`receipts/u1/receipt-${slots}`);
    expect(nextReceiptPaths('u1', `receipts/u1/receipt-${slots}`)).toEqual([]);
    expect(nextReceiptPaths('u1', 'receipts/u1/1700000000000-42.png')[0]).toBe('receipts/u1/receipt-1');
    expect(receiptSlot('receipts/u1/receipt-12')).toBe(12);
    expect(receiptSlot('receipts/u1/receipt-3.png')).toBeNull();
    expect(receiptSlot('receipts/u1/receipt-01')).toBeNull();
  });
});

describe('the review race', () => {
  it('sees a changed reference number, receipt or update time', () => {
    const seen = reviewedVersionOf(record());
    expect(changedSince(record(), seen)).toBe(false);
    expect(changedSince(record({referenceNo: '9999999999999'}), seen)).toBe(true);
    expect(changedSince(record({receiptPath: 'receipts/u1/receipt-2'}), seen)).toBe(true);
    expect(changedSince(record({updatedAt: new Date('2027-01-02T00:00:00Z')}), seen)).toBe(true);
  });

  it('finds reference numbers used by more than one payment, spaces and case ignored', () => {
    const ana = record({email: 'ana@example.com', referenceNo: '1234 567890123'});
    const dan = record({email: 'dan@example.com', referenceNo: 'AB12CD34EF56'});
    const eve = record({email: 'eve@example.com', referenceNo: '5555555555555'});
    const shared = sharedReferenceNumbers([
      ana,
      record({email: 'ben@example.com', referenceNo: '1234567890123'}),
      record({email: 'cai@example.com', referenceNo: 'ab12cd34ef56'}),
      dan,
      eve,
    ]);
    expect(otherUsersOfReference(ana, shared)).toEqual(['ben@example.com']);
    expect(otherUsersOfReference(dan, shared)).toEqual(['cai@example.com']);
    expect(otherUsersOfReference(eve, shared)).toEqual([]);
  });
});
