import {test, expect, type Page} from './fixtures';
import {hydrated, options} from './search';
import {kept} from './serviceWorker';

/**
 * Issue 25, item 6: search offline. Once search has been used online, the
 * service worker keeps its index, and a saved page reloaded offline still
 * answers a query. On a device where search was never used, the offline
 * search says so plainly instead of doing nothing. The built site, with its
 * service worker allowed (other specs block it); each test has its own
 * browser context, so the second never saw search.
 */
test.use({
  serviceWorkers: 'allow',
  allowedConsoleErrors: [
    [/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/],
    {scope: 'test'},
  ],
});

const OFFLINE_MESSAGE =
  'You are offline, and search has not been kept on this device yet. Open search once while connected and it works offline after that.';

/** Opens /docs/intro once a worker controls it, so what the page fetches next goes through the worker. */
async function savedIntro(page: Page): Promise<void> {
  await hydrated(page, '/docs/intro');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000})
    .toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await kept(page, '/docs/intro');
}

test('search used once online still answers offline after a reload of a saved page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await savedIntro(page);
  await page.getByRole('button', {name: 'Search'}).click();
  const input = page.getByRole('combobox', {name: 'Search documentation'});
  await input.fill('de minimis');
  await expect(options(page).first()).toHaveAttribute(
    'href',
    '/blog/de-minimis-informal-entries-balikbayan-boxes',
  );
  await kept(page, '/search-index.json');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await page.getByRole('button', {name: 'Search'}).click();
  await page.getByRole('combobox', {name: 'Search documentation'}).fill('de minimis');
  await expect(options(page).first()).toHaveAttribute(
    'href',
    '/blog/de-minimis-informal-entries-balikbayan-boxes',
  );
  await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
});

test('on a device that never used search, offline search says it has not been kept yet', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await savedIntro(page);
  expect(await page.evaluate(async () => (await caches.match('/search-index.json')) === undefined)).toBe(
    true,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
});
