import {test, expect} from './fixtures';
import {AUTHORS, BLOG_PAGES, DOCS, PAGES, POSTS, SITE_TITLE, TAGS} from './site';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titled = (title: string | RegExp): RegExp =>
  typeof title === 'string'
    ? new RegExp(`^${escape(title)}${title === SITE_TITLE ? '' : ` \\| ${escape(SITE_TITLE)}`}$`)
    : new RegExp(`^${title.source} \\| ${escape(SITE_TITLE)}$`);

interface Route {
  readonly path: string;
  readonly title: string | RegExp;
  /** The page's h1, where the page has one. */
  readonly h1?: string | RegExp;
  /** Where a guest is sent instead (e.g. /payment needs a signed-in user). */
  readonly guestRedirect?: string;
}

function routes(locale: 'en' | 'fil'): Route[] {
  const tagTitle = locale === 'en' ? 'tagged with' : 'na may tag na';
  return [
    ...PAGES.map((p) => ({path: p.path, title: p[locale], h1: p[locale], guestRedirect: p.guestRedirect})),
    ...DOCS.map((d) => ({path: `/docs/${d.id}`, title: d.title, h1: d.title})),
    ...Object.entries(BLOG_PAGES[locale]).map(([path, title]) => ({path, title})),
    ...POSTS.map((p) => ({path: `/blog/${p.slug}`, title: p.title, h1: p.title})),
    ...AUTHORS.map((a) => ({path: `/blog/authors/${a.key}`, title: new RegExp(`${escape(a.name)} - .+`)})),
    ...TAGS.map((t) => ({
      path: `/blog/tags/${t.key}`,
      title: new RegExp(`.+ ${tagTitle} "${escape(t.label)}"`),
    })),
  ];
}

for (const locale of ['en', 'fil'] as const) {
  const prefix = locale === 'en' ? '' : '/fil';
  test.describe(`every route in ${locale}`, () => {
    for (const route of routes(locale)) {
      test(`${prefix}${route.path} shows its own title`, async ({page}) => {
        const response = await page.goto(`${prefix}${route.path}`);
        expect(response?.status(), 'HTTP status').toBe(200);
        if (route.guestRedirect) {
          await page.waitForURL((url) => url.pathname + url.search === `${prefix}${route.guestRedirect}`);
          return;
        }
        await expect(page).toHaveTitle(titled(route.title));
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-PH' : 'fil-PH');
        if (route.h1) {
          await expect(page.locator('h1').first()).toHaveText(route.h1);
        }
      });
    }
  });
}

test.describe('an unknown path', () => {
  // The server answers 404 for the document itself, which Chromium logs.
  // An option whose value is an array must be wrapped, or Playwright reads the array as [value, options].
  test.use({allowedConsoleErrors: [[/status of 404/], {scope: 'test'}]});

  test('shows the 404 page', async ({page}) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});

for (const path of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${path} shows the intro`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toHaveText('Getting Started');
  });
}
