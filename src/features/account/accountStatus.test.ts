import type {PaymentSummary} from '@site/src/backend/types';
import {accountStatusFrom, type AccountStatus, type PaymentLookup} from './accountStatus';

const user = {uid: 'u1', email: 'ana@example.com', displayName: null, emailVerified: true};
const record = (tier: string, status: string): PaymentSummary => ({email: user.email, tier, status});

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
  ];
  it.each(rows)('%s -> %s', (_case, u, lookup, expected) => {
    expect(accountStatusFrom(u, lookup)).toBe(expected);
  });
});
