import {expect, type Page} from './fixtures';

/** Helpers shared by the search specs (search.spec.ts, search-queries.spec.ts). */

/** Opens `url` and waits until React has hydrated it (a long page, like the CMTA navigator, may need a longer `timeout`). */
export async function hydrated(page: Page, url: string, timeout?: number): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}

export const dialog = (page: Page) => page.getByRole('dialog');
export const options = (page: Page) => page.getByRole('listbox').getByRole('option');
