import {axeViolations} from './axe';
import {test, expect, openHydrated, type Page} from './fixtures';

/**
 * Issue 16 item 3: no serious or critical axe violation on the pages a
 * candidate opens most, in both colour modes (Lighthouse's accessibility
 * audits are axe rules, so this is what keeps its score at 100).
 */

const PAGES = ['/docs/intro', '/docs/CMTA-highlights', '/docs/valuation-methods', '/', '/quizzes', '/login', '/pricing', '/support'];

async function open(page: Page, url: string, mode: 'light' | 'dark'): Promise<void> {
  // Docusaurus's own query parameter: the mode for this visit, whatever is stored or preferred.
  await openHydrated(page, `${url}?docusaurus-theme=${mode}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const url of PAGES) {
      test(`${url} has no serious or critical axe violation`, async ({page}) => {
        await open(page, url, mode);
        // Let lazy parts (account badge, quiz progress) settle before checking.
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('links in body text are underlined, not told apart by colour alone', async ({page}) => {
  await open(page, '/docs/intro', 'light');
  const link = page.locator('.markdown p a').first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
});

test('links in the running text of other pages are underlined too', async ({page}) => {
  for (const [url, name] of [
    ['/support', 'Go to sign in'],
    ['/pricing', 'Pro plan'],
  ] as const) {
    await open(page, url, 'dark');
    const link = page.getByRole('main').getByRole('link', {name});
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine), url).toContain('underline');
  }
});
