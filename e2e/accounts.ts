import {expect, type Page} from './fixtures';

/** The local demo accounts (src/backend/local/demoAccounts.ts) and their shared password. */
export const DEMO = {
  free: 'free@demo.phcustoms.test',
  premium: 'premium@demo.phcustoms.test',
  admin: 'admin@demo.phcustoms.test',
  password: 'reviewer-demo-2025',
} as const;

export const accountBadge = (page: Page) => page.locator('#account-status-badge [role="status"]');

/** Signs in on /login and waits to land on `redirect`. */
export async function signInAt(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

/** Signs out from the account menu. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Account'}).click();
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(accountBadge(page)).toHaveText(/Guest/);
}
