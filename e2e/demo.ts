import {expect, type Page} from './fixtures';

/**
 * The local-mode demo accounts and the steps the premium journeys share:
 * sign in and out, send a proof of payment, decide as the admin demo.
 */
export const PASSWORD = 'reviewer-demo-2025';
export const FREE = 'free@demo.phcustoms.test';
export const PREMIUM = 'premium@demo.phcustoms.test';
export const ADMIN = 'admin@demo.phcustoms.test';

// A real 1x1 PNG, so the preview renders.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const badge = (page: Page) => page.locator('#account-status-badge [role="status"]');

export async function signIn(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Account'}).click();
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(badge(page)).toHaveText(/Guest/);
}

export async function submitPayment(page: Page, reference = '1234567890123'): Promise<void> {
  await page.getByLabel('Reference number').fill(reference);
  await page.getByLabel('Receipt').setInputFiles({name: 'receipt.png', mimeType: 'image/png', buffer: PNG});
  await expect(page.getByRole('img', {name: 'Preview of your receipt'})).toBeVisible();
  await page.getByRole('button', {name: 'Submit payment for review'}).click();
  await expect(page.getByRole('heading', {name: 'Your payment is under review'})).toBeVisible();
}

export async function decideAsAdmin(page: Page, decision: 'Approve' | 'Reject', note = ''): Promise<void> {
  await signIn(page, ADMIN, '/admin');
  const card = page.getByRole('article', {name: FREE});
  await expect(card.getByText('Under review')).toBeVisible();
  await card.getByRole('button', {name: 'View receipt'}).click();
  await expect(card.getByRole('img', {name: `Receipt sent by ${FREE}`})).toBeVisible();
  if (note) await card.getByLabel(/Note to the candidate/).fill(note);
  await card.getByRole('button', {name: decision}).click();
  await expect(card.getByText(decision === 'Approve' ? 'Approved' : 'Rejected', {exact: true})).toBeVisible();
  await expect(card.getByText(/by demo-admin on/)).toBeVisible();
  await signOut(page);
}
