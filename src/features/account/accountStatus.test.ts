import type {PaymentSummary} from '@site/src/backend/types';
import {accountStatusFrom, premiumEndsAt, type AccountStatus, type PaymentLookup} from './accountStatus';

const user = {uid: 'u1', email: 'ana@example.com', displayName: null, emailVerified: true};
const NOW = new Date('2026-03-01T00:00:00Z');
const LATER = new Date('2026-09-01T00:00:00Z');
const record = (tier: string, status: string, accessUntil: Date | null = LATER): PaymentSummary => ({
  email: user.email,
  tier,
  status,
  accessUntil,
});

describe('accountStatusFrom (spec §4)', () => {
  const rows: [string, Parameters<typeof accountStatusFrom>[0], PaymentLookup, AccountStatus][] = [
    ['sign-in state not yet known', undefined, {kind: 'pending'}, 'loading'],
    ['no signed-in user', null, {kind: 'pending'}, 'guest'],
    ['user, lookup still running', user, {kind: 'pending'}, 'loading'],
    ['user with no payment record', user, {kind: 'found', record: null}, 'free'],
    ['record premium + approved', user, {kind: 'found', record: record('premium', 'approved')}, 'premium'],
    ['record premium + pending', user, {kind: 'found', record: record('premium', 'pending')}, 'free'],
    ['record premium + rejected', user, {kind: 'found', record: record('premium', 'rejected')}, 'free'],
    ['non-premium tier, approved', user, {kind: 'found', record: record('basic', 'approved')}, 'free'],
    ['lookup throws', user, {kind: 'failed', error: new Error('offline')}, 'free'],
    ['approved, access ended', user, {kind: 'found', record: record('premium', 'approved', NOW)}, 'free'],
    ['approved, no end of access recorded', user, {kind: 'found', record: record('premium', 'approved', null)}, 'free'],
  ];
  it.each(rows)('%s -> %s', (_case, u, lookup, expected) => {
    expect(accountStatusFrom(u, lookup, NOW)).toBe(expected);
  });

  it('turns free at the moment access ends', () => {
    const lookup: PaymentLookup = {kind: 'found', record: record('premium', 'approved', LATER)};
    expect(premiumEndsAt(lookup, NOW)).toEqual(LATER);
    expect(accountStatusFrom(user, lookup, new Date(LATER.getTime() - 1))).toBe('premium');
    expect(accountStatusFrom(user, lookup, LATER)).toBe('free');
    expect(premiumEndsAt(lookup, LATER)).toBeNull();
  });
});
