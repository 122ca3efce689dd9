import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from './fixtures';
import {dialog, hydrated, options} from './search';

/**
 * Search that finds what candidates type (issue 17), on the built site:
 * each query names the result a candidate would expect; section queries
 * put the CMTA navigator's section first; a chosen result lands with its
 * heading below the navbar on desktop and phone; the same on /fil/; and the
 * sitemap lists only public pages.
 */

const NAVIGATOR_1129 = '/docs/CMTA-fulltext#sec-1129';
const DE_MINIMIS_POST = '/blog/de-minimis-informal-entries-balikbayan-boxes';

async function searchFor(page: Page, query: string): Promise<void> {
  if ((await dialog(page).count()) === 0) await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(query);
  await expect(options(page).first()).toBeVisible();
}

/** The result links, best first. */
const hrefs = (page: Page): Promise<string[]> =>
  options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

test.describe('queries as candidates type them', () => {
  for (const query of ['Sec 1129', 'section 1129', 'CMTA 1129', 'sec.1129', '1129', 'Sec. 1129']) {
    test(`"${query}" puts Sec. 1129 of the CMTA navigator first`, async ({page}) => {
      await hydrated(page, '/docs/intro');
      await searchFor(page, query);
      await expect(options(page).first()).toHaveAttribute('href', NAVIGATOR_1129);
      await expect(options(page).first()).toContainText('Sec. 1129 — Abandonment');
    });
  }

  const EXPECTED: readonly {query: string; first?: string; within3?: string}[] = [
    // The de minimis post, however the term is written
    {query: 'de-minimis', first: DE_MINIMIS_POST},
    {query: 'deminimis', first: DE_MINIMIS_POST},
    // The 12% VAT on importation: "the rate and the base"
    {query: 'VAT rate', within3: '/docs/Other-related-laws#the-rate-and-the-base-nirc-sec-107a'},
    // Licensing of customs brokers: the Customs Brokers Act (RA 9280)
    {query: 'broker license', within3: '/docs/CustomsBrokersAct-highlights'},
    // The ₱50,000 informal-entry threshold
    {query: 'informal entry threshold', within3: '/docs/import-duty-exercises#de-minimis-is-not-the-same-as-informal-entry'},
  ];
  for (const {query, first, within3} of EXPECTED) {
    test(`"${query}" finds ${first ?? within3}`, async ({page}) => {
      await hydrated(page, '/docs/intro');
      await searchFor(page, query);
      if (first) await expect(options(page).first()).toHaveAttribute('href', first);
      if (within3) expect((await hrefs(page)).slice(0, 3)).toContain(within3);
    });
  }

  test('no page fills the list, and the spec rules hold: arrows cycle, Enter opens, the query clears', async ({page}) => {
    await hydrated(page, '/docs/intro');
    await searchFor(page, 'abandonment');
    const found = await hrefs(page);
    // The navigator alone has a dozen sections on abandonment: at most 4 of them come before the other pages.
    const perPage = new Map<string, number>();
    for (const href of found.slice(0, 12)) perPage.set(href.split('#')[0] ?? '', (perPage.get(href.split('#')[0] ?? '') ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(4);
    expect(perPage.size).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('ArrowUp'); // from the first to the last
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown'); // and round to the first
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${found[0]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox')).toHaveValue('');
  });
});

test.describe('on the Filipino site', () => {
  test('"seksiyon 1129" and "CMTA 1129" put the Filipino navigator\'s Sec. 1129 first', async ({page}) => {
    await hydrated(page, '/fil/docs/intro');
    for (const query of ['seksiyon 1129', 'CMTA 1129']) {
      await searchFor(page, query);
      await expect(options(page).first()).toHaveAttribute('href', `/fil${NAVIGATOR_1129}`);
    }
    await searchFor(page, 'deminimis');
    await expect(options(page).first()).toHaveAttribute('href', `/fil${DE_MINIMIS_POST}`);
  });
});

/** Chooses the first result for `query` and checks its heading is fully in view below the navbar. */
async function landsBelowNavbar(page: Page, query: string, anchor: string): Promise<void> {
  await searchFor(page, query);
  await expect(options(page).first()).toHaveAttribute('href', new RegExp(`#${anchor}$`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  const heading = page.locator(`[id="${anchor}"]`);
  await expect(heading).toBeInViewport();
  // Wait for the scroll (and the navbar's show/hide transition) to settle.
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await heading.boundingBox());
      const settled = now === last;
      last = now;
      return settled;
    }, {intervals: [250]})
    .toBe(true);
  await page.waitForTimeout(400);
  const {top, bottom, navbarBottom, viewport} = await heading.evaluate((h) => {
    const nav = document.querySelector('nav.navbar')?.getBoundingClientRect();
    const box = h.getBoundingClientRect();
    return {top: box.top, bottom: box.bottom, navbarBottom: nav ? Math.max(0, nav.bottom) : 0, viewport: innerHeight};
  });
  expect(top, `the top of #${anchor} is below the navbar`).toBeGreaterThanOrEqual(navbarBottom);
  expect(bottom, `#${anchor} ends inside the window`).toBeLessThanOrEqual(viewport);
}

for (const viewport of [{width: 1280, height: 800}, {width: 360, height: 740}]) {
  test.describe(`landing at ${viewport.width} px`, () => {
    test.use({viewport});

    test('a result on another page lands with its heading below the navbar', async ({page}) => {
      await hydrated(page, '/docs/intro');
      await landsBelowNavbar(page, 'Sec 1129', 'sec-1129');
    });

    test('a section of a blog post (where the navbar stays shown) lands below the navbar', async ({page}) => {
      await hydrated(page, '/docs/intro');
      await landsBelowNavbar(page, 'informal entry below', 'informal-entry-below-50000');
    });

    test('a result higher up the same page (scrolling up) lands below the navbar', async ({page}) => {
      await hydrated(page, '/docs/CMTA-fulltext#sec-1400', 20_000);
      await expect(page.locator('#sec-1400')).toBeInViewport();
      await landsBelowNavbar(page, 'section 423', 'sec-423');
    });
  });
}

test.describe('the sitemap', () => {
  const root = process.cwd();
  for (const [locale, dir, prefix] of [['en', 'build', ''], ['fil', 'build/fil', '/fil']] as const) {
    test(`lists the public pages of the ${locale} build and no admin, sign-in, payment or orphan page`, () => {
      const xml = fs.readFileSync(path.join(root, dir, 'sitemap.xml'), 'utf8');
      const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
      const hidden = paths.filter((p) => /^(\/fil)?\/(admin|login|payment|markdown-page)(\/|$)/.test(p));
      expect(hidden).toEqual([]);
      for (const page of ['/docs/CMTA-fulltext', '/docs/intro', DE_MINIMIS_POST, '/pricing', '/about', '/quizzes']) {
        expect(paths).toContain(`${prefix}${page}`);
      }
    });
  }
});
