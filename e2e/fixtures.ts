import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error
 * (STYLE.md §18). Tests that expect one (e.g. the premium lookup failure)
 * list the message in `allowedConsoleErrors`.
 */
export const test = base.extend<{allowedConsoleErrors: RegExp[]; consoleErrors: string[]}>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(msg.text()))) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
export type {Page} from '@playwright/test';

/** The local backend's demo accounts share this password (shown on /login in local mode). */
export const DEMO_PASSWORD = 'reviewer-demo-2025';

/** Signs in with a demo account through /login, and waits until it lands on `redirect`. */
export async function signInAs(page: Page, email: string, redirect = '/'): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** Opens `url` and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Generous: hydration of a feature page is slow on a busy 2-core machine.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
}
