/**
 * The local backend's seeded accounts, one per role. They exist so that a
 * fresh `npm start` shows every account state; /login lists them in local mode.
 * Only the password's hash is ever stored. Nothing outside src/backend/local
 * imports this file (the Firebase build must not carry it): the UI reads the
 * list from `Backend.demoAccounts`.
 */
export const DEMO_PASSWORD = 'reviewer-demo-2025';

import type {DemoAccount} from '../types';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {role: 'free', email: 'free@demo.phcustoms.test', displayName: 'Free Demo'},
  {role: 'premium', email: 'premium@demo.phcustoms.test', displayName: 'Premium Demo'},
  {role: 'admin', email: 'admin@demo.phcustoms.test', displayName: 'Admin Demo'},
];
