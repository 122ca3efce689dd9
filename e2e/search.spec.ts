import fs from 'node:fs';
import path from 'node:path';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';
import {dialog, hydrated, options} from './search';
import {parseSearchIndex} from '../src/domain/search';

/**
 * Documentation search on the built site (issue 4, spec §2/§4/§5): the
 * shortcut, a real query, Enter, no results, the Filipino site, a phone,
 * loading on demand; and, from the files under build/, that the index covers
 * every public doc and blog post and holds no premium text.
 */

const root = process.cwd();
const DE_MINIMIS_POST = '/blog/de-minimis-informal-entries-balikbayan-boxes';

test.describe('search modal', () => {
  test('Ctrl+K, "de minimis", Enter: opens the page that explains it and comes back empty', async ({
    page,
  }) => {
    await hydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', {name: 'Search documentation'});
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search documentation...');
    await expect(dialog(page)).toContainText('to navigate');
    await expect(dialog(page)).toContainText('to select');
    await expect(dialog(page)).toContainText('to close');

    await input.fill('de minimis');
    await expect(options(page).first()).toHaveAttribute('href', DE_MINIMIS_POST);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    // The section of the CMTA that sets the value is listed too, with the match marked.
    const section = options(page).and(page.locator('[href="/docs/CMTA-fulltext#sec-423"]'));
    await expect(section).toContainText('Sec. 423');
    await expect(options(page).first().locator('mark').first()).toHaveText(/de minimis/i);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${DE_MINIMIS_POST}$`));
    await expect(page.locator('h1')).toHaveText(/^De minimis, informal entries and balikbayan boxes/);
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', {name: 'Search documentation'})).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('Meta+K opens it too, and arrows then Enter open a section at its anchor', async ({page}) => {
    await hydrated(page, '/docs/intro');
    await page.keyboard.press('Meta+k');
    const input = page.getByRole('combobox', {name: 'Search documentation'});
    await input.fill('Sec. 1129');
    await expect(options(page).first()).toHaveAttribute('href', '/docs/CMTA-fulltext#sec-1129');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/CMTA-fulltext#sec-1129$/);
    await expect(page.locator('#sec-1129')).toBeInViewport();
  });

  test('a nonsense query says there are no results', async ({page}) => {
    await hydrated(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    await page.getByRole('combobox').fill('qwxzv plorkt');
    await expect(dialog(page)).toContainText('No results found for "qwxzv plorkt"');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('Escape, the close button and the overlay close it; focus goes back to the button', async ({page}) => {
    await hydrated(page, '/docs/intro');
    const button = page.getByRole('button', {name: 'Search'});
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole('button', {name: 'Close search'}).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await page.mouse.click(5, 300); // beside the dialog: the overlay
    await expect(dialog(page)).toHaveCount(0);
  });

  test('keeps Tab inside the dialog', async ({page}) => {
    await hydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Close search'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
  });

  test('loads the modal and the index only when the reader reaches for search', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('search-index.json')) indexRequests.push(new URL(r.url()).pathname);
    });
    await hydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await page.getByRole('button', {name: 'Search'}).hover();
    await expect.poll(() => indexRequests).toEqual(['/search-index.json']);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the open modal has no accessibility violations in light and dark mode', async ({page}) => {
    await hydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('abandonment');
    await expect(options(page).first()).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const violations = await axeViolations(page, {include: '[role="dialog"]', allImpacts: true});
      expect(violations, `${theme} mode`).toEqual([]);
    }
  });
});

test.describe('search on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the navbar button opens a full-screen modal', async ({page}) => {
    await hydrated(page, '/docs/intro');
    const button = page.getByRole('button', {name: 'Search'});
    await expect(button).toBeVisible();
    await button.tap();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).boundingBox()).toEqual({x: 0, y: 0, width: 390, height: 844});
    await page.getByRole('combobox').fill('arrastre');
    await expect(options(page).first()).toBeVisible();
    await options(page).first().tap();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/(docs|blog)\//);
  });
});

test.describe('search in Filipino', () => {
  test('searches the Filipino site, with its own strings, and stays under /fil/', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('search-index.json')) indexRequests.push(new URL(r.url()).pathname);
    });
    await hydrated(page, '/fil/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', {name: 'Maghanap sa reviewer at blog'});
    await expect(input).toHaveAttribute('placeholder', 'Maghanap sa reviewer at blog...');
    await expect(dialog(page)).toContainText('para isara');
    await input.fill('zzqxj');
    await expect(dialog(page)).toContainText('Walang nahanap para sa "zzqxj"');
    await input.fill('de minimis');
    await expect(options(page).first()).toHaveAttribute('href', `/fil${DE_MINIMIS_POST}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/fil${DE_MINIMIS_POST}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
    expect(indexRequests).toEqual(['/fil/search-index.json']);
  });
});

// ---- The index files themselves ----

interface IndexFile {
  readonly pages: readonly {
    url: string;
    title: string;
    description: string;
    text: string;
    sections: readonly {anchor: string; heading: string; text: string}[];
  }[];
}

function htmlFiles(dir: string, skip: string | null): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === skip ? [] : htmlFiles(full, skip);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Public doc and blog-post routes of one locale's build, told apart by the page class Docusaurus puts on <html>. */
function builtRoutes(
  outDir: string,
  baseUrl: string,
  skip: string | null,
): {docs: string[]; posts: string[]} {
  const docs: string[] = [];
  const posts: string[] = [];
  for (const file of htmlFiles(outDir, skip)) {
    const html = fs.readFileSync(file, 'utf8');
    const cls = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
    if (/<meta name="?robots"? content="?noindex/.test(html)) continue;
    const route = `${baseUrl}${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}`;
    if (cls.split(' ').includes('docs-doc-page')) docs.push(route);
    if (cls.split(' ').includes('blog-post-page')) posts.push(route);
  }
  return {docs: docs.sort(), posts: posts.sort()};
}

const LOCALES = [
  {name: 'en', outDir: path.join(root, 'build'), baseUrl: '/', skip: path.join(root, 'build/fil')},
  {name: 'fil', outDir: path.join(root, 'build/fil'), baseUrl: '/fil/', skip: null},
] as const;

test.describe('the search index', () => {
  for (const locale of LOCALES) {
    test(`covers every public doc and blog post of the ${locale.name} build, and nothing else`, () => {
      // Read as the client reads it: anchors left out of the file are derived from the heading.
      const index: IndexFile = parseSearchIndex(
        JSON.parse(fs.readFileSync(path.join(locale.outDir, 'search-index.json'), 'utf8')),
      );
      const {docs, posts} = builtRoutes(locale.outDir, locale.baseUrl, locale.skip);
      expect(docs.length).toBeGreaterThanOrEqual(20);
      expect(posts.length).toBeGreaterThanOrEqual(5);
      expect(index.pages.map((p) => p.url).sort()).toEqual([...docs, ...posts].sort());
      // Every section anchor exists on its page.
      for (const page of index.pages) {
        const html = fs.readFileSync(
          path.join(locale.outDir, page.url.slice(locale.baseUrl.length), 'index.html'),
          'utf8',
        );
        for (const s of page.sections) {
          const id = s.anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          expect(html, `${page.url}#${s.anchor}`).toMatch(new RegExp(`id="?${id}[" >]`));
        }
      }
      const fulltext = index.pages.find((p) => p.url === `${locale.baseUrl}docs/CMTA-fulltext`);
      expect(fulltext?.sections.filter((s) => /^sec-\d+$/.test(s.anchor))).toHaveLength(315);
    });
  }

  test('holds no premium text', () => {
    const premiumDir = path.join(root, 'premium/quizzes');
    const premiumTexts = fs.readdirSync(premiumDir).flatMap((f) => {
      const bank = JSON.parse(fs.readFileSync(path.join(premiumDir, f), 'utf8')) as {
        questions: {prompt: string; takeaway: string}[];
      };
      return bank.questions.flatMap((q) => [q.prompt, q.takeaway]);
    });
    expect(premiumTexts.length).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const raw = fs.readFileSync(path.join(locale.outDir, 'search-index.json'), 'utf8');
      const leaked = premiumTexts.filter((t) => raw.includes(JSON.stringify(t).slice(1, 60)));
      expect(leaked, locale.name).toEqual([]);
    }
  });
});
