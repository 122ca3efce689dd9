import fs from 'node:fs';
import {test, expect} from './fixtures';

/**
 * Serves the built pages with the headers firebase.json gives them on Firebase
 * Hosting, so a Content-Security-Policy violation (logged as a console error,
 * which fails the test) shows up here rather than in production.
 */
interface HeaderBlock {
  source: string;
  headers: {key: string; value: string}[];
}
const hosting = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {hosting: {headers: HeaderBlock[]}};
const pageHeaders = Object.fromEntries(
  hosting.hosting.headers
    .filter((b) => b.source === '**')
    .flatMap((b) => b.headers.map((h) => [h.key, h.value])),
);

test.beforeEach(async ({page}) => {
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), ...pageHeaders}});
  });
});

// A late request (the favicon, say) may still be in the handler when a test
// ends; without this its "Test ended" error fails the whole run.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

for (const path of ['/', '/docs/intro', '/blog/master-cmta-guide', '/fil/docs/intro']) {
  test(`${path} runs under the hosting CSP`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    // Hydrated: the colour-mode toggle works, so the inline and bundled scripts ran.
    // It cycles system -> light -> dark (respect-system mode), so dark is two clicks away.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
}

test('signing in works under the hosting CSP', async ({page}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('free@demo.phcustoms.test');
  await page.getByLabel('Password').fill('reviewer-demo-2025');
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await expect(page.locator('#account-status-badge [role="status"]')).toHaveText(/Free/);
});
