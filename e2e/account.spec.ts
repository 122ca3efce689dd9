import {test, expect, type Page} from './fixtures';

const PASSWORD = 'reviewer-demo-2025';
const badge = (page: Page) => page.locator('#account-status-badge [role="status"]');

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
}

test('a guest sees Guest', async ({page}) => {
  await page.goto('/docs/intro');
  await expect(badge(page)).toHaveText(/Guest/);
  await expect(page.getByRole('link', {name: 'Login'})).toHaveAttribute('href', '/login?redirect=/');
});

test('the free demo is Free, sign-out returns to Guest, and a reload keeps the session', async ({page}) => {
  await page.goto('/login?redirect=/');
  await signIn(page, 'free@demo.phcustoms.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(badge(page)).toHaveText(/Free/);
  await page.reload();
  await expect(badge(page)).toHaveText(/Free/);
  await page.getByRole('button', {name: 'Account'}).click();
  await expect(page.getByText('free@demo.phcustoms.test')).toBeVisible();
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(badge(page)).toHaveText(/Guest/);
  await expect(page.getByRole('link', {name: 'Login'})).toBeVisible();
});

test('the premium demo is Premium', async ({page}) => {
  await page.goto('/login');
  await signIn(page, 'premium@demo.phcustoms.test');
  await expect(badge(page)).toHaveText(/Premium/);
});

test('?redirect=/docs/intro lands on the intro after sign-in', async ({page}) => {
  await page.goto('/login?redirect=/docs/intro');
  await signIn(page, 'free@demo.phcustoms.test');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('h1')).toHaveText('Getting Started');
});

test('an off-site redirect is ignored', async ({page}) => {
  await page.goto('/login?redirect=//evil.example/x');
  await signIn(page, 'free@demo.phcustoms.test');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

/** Issue 12, item 2: targets that look like paths but resolve to another host. */
const OFF_SITE_REDIRECTS = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example/x', '/%5Cevil.example'];

for (const payload of OFF_SITE_REDIRECTS) {
  for (const [how, query] of [
    ['as typed', payload],
    ['encoded', encodeURIComponent(payload)],
  ] as const) {
    test(`?redirect=${payload} (${how}) keeps the user on the site after sign-in`, async ({page}) => {
      await page.goto(`/login?redirect=${query}`);
      const origin = new URL(page.url()).origin;
      await signIn(page, 'free@demo.phcustoms.test');
      await expect(badge(page)).toHaveText(/Free/);
      await expect(page).toHaveURL(`${origin}/`);
      // Signed in, /login offers a Continue link: it must lead to this site too.
      await page.goto(`/login?redirect=${query}`);
      const href = await page.getByRole('link', {name: 'Continue'}).getAttribute('href');
      expect(new URL(href ?? '', page.url()).origin).toBe(origin);
      expect(href).toBe('/');
    });
  }
}

test('a wrong password shows the plain message', async ({page}) => {
  await page.goto('/login');
  await signIn(page, 'free@demo.phcustoms.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'That email and password do not match. Check them and try again.',
  );
  await expect(badge(page)).toHaveText(/Guest/);
});

test('a new account can be created and is Free', async ({page}) => {
  await page.goto('/login');
  await page.getByRole('button', {name: 'Create an account'}).first().click();
  await page.getByLabel('Email').fill('new.candidate@example.com');
  await page.getByLabel('Password', {exact: true}).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await page.locator('form').getByRole('button', {name: 'Create an account'}).click();
  await expect(badge(page)).toHaveText(/Free/);
});

test('sign-up refuses a password of six spaces and a confirm field that differs', async ({page}) => {
  await page.goto('/login');
  await page.getByRole('button', {name: 'Create an account'}).first().click();
  await page.getByLabel('Email').fill('spaces@example.com');
  const password = page.getByLabel('Password', {exact: true});
  await password.fill('      ');
  await page.getByLabel('Confirm password').fill('      ');
  const submit = page.locator('form').getByRole('button', {name: 'Create an account'});
  await submit.click();
  await expect(page.getByText('A password cannot be only spaces. Use letters, digits or symbols.')).toBeVisible();
  await expect(password).toHaveValue('      ');
  await password.fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-pasword');
  await submit.click();
  await expect(page.getByText('The two passwords are not the same.', {exact: false})).toBeVisible();
  // The toggle shows both, from the keyboard.
  await page.getByRole('button', {name: 'Show password'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
  await expect(badge(page)).toHaveText(/Guest/);
});

test('local mode shows the demo accounts and the announcement bar', async ({page}) => {
  await page.goto('/login');
  await expect(page.getByText('free@demo.phcustoms.test')).toBeVisible();
  await expect(page.getByText(/Local demo mode/)).toBeVisible();
});
