import {test, expect, type Page} from './fixtures';
import {FREE, badge, signIn} from './demo';

/**
 * Issue 12, item 11: a chunk that fails to download leaves a visible error
 * with a Retry, never "Loading..." for ever or a button that does nothing.
 * Chunks are told apart by what is in them, not by their hashed names.
 */
test.use({allowedConsoleErrors: [/Failed to load resource|ChunkLoadError|Loading chunk/]});

/** Fails every JavaScript chunk whose text contains `marker` until the returned function is called. */
async function blockChunksContaining(page: Page, marker: string): Promise<() => void> {
  let blocking = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocking && body.includes(marker)) await route.abort();
    else await route.fulfill({response, body});
  });
  return () => {
    blocking = false;
  };
}

test('a signed-in user whose backend fails to load sees an error with Retry, and Retry recovers', async ({page}) => {
  await signIn(page, FREE, '/payment');

  // The local adapter's chunk holds its storage key.
  const unblock = await blockChunksContaining(page, 'pcs.localBackend.v1');
  await page.reload();
  const alert = page.getByRole('alert').filter({hasText: 'Your account could not be loaded'});
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', {name: 'Retry account'})).toBeVisible();

  unblock();
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByLabel('Reference number')).toBeVisible();
  await expect(badge(page)).toHaveText(/Free/);
});

test('a search modal that fails to download shows an error with Retry, and Retry opens search', async ({page}) => {
  // The modal's chunk holds its placeholder.
  const unblock = await blockChunksContaining(page, 'Search documentation...');
  await page.goto('/docs/intro');
  const button = page.getByRole('button', {name: 'Search', exact: true});
  await button.click();
  const alert = page.getByRole('alert').filter({hasText: 'Search could not be loaded'});
  await expect(alert).toBeVisible();
  await expect(alert.locator('..')).toBeFocused();

  unblock();
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByPlaceholder('Search documentation...')).toBeFocused();
});

test('Escape closes the search download error and gives focus back to the button', async ({page}) => {
  await blockChunksContaining(page, 'Search documentation...');
  await page.goto('/docs/intro');
  const button = page.getByRole('button', {name: 'Search', exact: true});
  await button.click();
  await expect(page.getByRole('alert').filter({hasText: 'Search could not be loaded'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(button).toBeFocused();
});
