import {expect, type Page} from './fixtures';

/** Resolves once a service worker controls the page and `path` is in one of its caches. */
export async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          if (!navigator.serviceWorker.controller) return false;
          return (await caches.match(p)) !== undefined;
        }, path),
      {timeout: 15_000},
    )
    .toBe(true);
}
