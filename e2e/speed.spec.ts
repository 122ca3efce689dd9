import {test, expect, openHydrated, type Page} from './fixtures';

/**
 * Issue 16, speed on a phone: a docs page pays for itself only. It downloads
 * no chunks of the pages it links to (they load when a link is hovered or
 * touched), and once loaded its main thread goes quiet.
 */

/** The JavaScript chunks the page has requested so far. */
async function scriptChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/js/')),
  );
}

test('a docs page downloads no chunks of the pages it links to until a link is hovered', async ({page}) => {
  await openHydrated(page, '/docs/intro');
  await page.waitForTimeout(1500); // past load and the first idle moments, when prefetches used to run
  const own = await scriptChunks(page);
  const link = page.locator('article a[href="/docs/CMTA-fulltext"]').first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(await scriptChunks(page), 'a link scrolled into view fetches nothing').toEqual(own);

  await link.hover();
  await expect.poll(async () => (await scriptChunks(page)).length).toBeGreaterThan(own.length);
  await link.click();
  await expect(page.getByRole('heading', {level: 1})).toContainText('CMTA Full-Text Navigator');
});

test('a loaded docs page leaves the main thread quiet (no background work loops)', async ({page, context}) => {
  await openHydrated(page, '/docs/intro');
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  await page.waitForTimeout(2000);
  const busy = (await taskSeconds()) - before;
  expect(busy, 'seconds of main-thread work in 2 s of doing nothing').toBeLessThan(0.1);
});

test('a docs page does not download the code highlighter (it comes with the first code block)', async ({page}) => {
  await openHydrated(page, '/docs/tariff-basics');
  const bodies = await page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/js/'));
    return Promise.all(urls.map(async (url) => ({url, text: await (await fetch(url)).text()})));
  });
  expect(bodies.length).toBeGreaterThan(2);
  // A hook name of Prism's core, which survives minification.
  const withPrism = bodies.filter((b) => b.text.includes('before-tokenize')).map((b) => b.url);
  expect(withPrism).toEqual([]);
});
