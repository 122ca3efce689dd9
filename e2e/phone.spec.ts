import {test, expect, openHydrated, signInAs, type Page} from './fixtures';

/**
 * Issue 16 on a 360 px phone: exam screens, the valuation ladder, the practice
 * generator and the navbar fit the screen; plus the colour mode that follows
 * the device, /docs, and the print stylesheet of reviewer pages.
 */

const PHONE = {viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true};

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'page width against the screen').toBeLessThanOrEqual(widths[1] ?? 0);
}

/** The element's box lies inside the screen's width. */
async function expectWithinScreen(page: Page, selector: string): Promise<void> {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {left: r.left, right: r.right};
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
}

test.describe('on a 360 px phone', () => {
  test.use(PHONE);

  test('exam mode: after Next the question number is clear of the navbar and the sticky exam bar', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/mockboard');
    await page.getByRole('button', {name: 'Open the mock board'}).click();
    await page.getByRole('button', {name: 'Start the mini mock board'}).click();
    await expect(page.getByRole('heading', {name: /Question 1 of 20/})).toBeVisible();
    /** The lowest edge of the sticky stack on screen: the navbar (unless slid away) and the exam bar. */
    const stackBottom = (): Promise<number> =>
      page.evaluate(() => {
        const bar = document.querySelector('[role="timer"]')?.closest('div');
        const navbar = document.querySelector('.navbar');
        return Math.max(0, ...[bar, navbar].map((el) => el?.getBoundingClientRect().bottom ?? 0));
      });
    for (const n of [2, 3]) {
      // The candidate has read down a little: the question number sits just under the sticky bar.
      await page.evaluate(() => {
        const heading = document.querySelector('article h3');
        window.scrollBy(0, (heading?.getBoundingClientRect().top ?? 0) - 90);
      });
      await page.waitForTimeout(300);
      // Next, pressed where it is (a DOM click: Playwright's own click would scroll the page first).
      await page
        .getByRole('button', {name: 'Next', exact: true})
        .evaluate((el) => (el as HTMLElement).click());
      const heading = page.getByRole('heading', {name: new RegExp(`Question ${n} of 20`)});
      await expect(heading).toBeFocused();
      await page.waitForTimeout(400);
      const box = await heading.boundingBox();
      expect(box?.y ?? -1, `question ${n}: heading top against the sticky stack`).toBeGreaterThanOrEqual(
        await stackBottom(),
      );
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    }
    await expectNoSidewaysScroll(page);
  });

  test('the valuation ladder: selects and corrections fit the column', async ({page}) => {
    await openHydrated(page, '/docs/valuation-methods');
    await page.locator('#drill-tool').scrollIntoViewIfNeeded();
    const check = page.getByRole('button', {name: 'Check the order'});
    await check.click();
    await expect(page.getByText(/Should be:/).first()).toBeVisible();
    await expectWithinScreen(page, '#drill-tool select');
    await expectWithinScreen(page, '#drill-tool li span[id$="-mark"]');
    await expectNoSidewaysScroll(page);
  });

  test('the practice generator: the Level select is on screen', async ({page}) => {
    await openHydrated(page, '/docs/practical-computation-reviewer');
    await page.locator('#practice-tool').scrollIntoViewIfNeeded();
    const level = page.getByLabel('Level');
    await expect(level).toBeVisible();
    await expectWithinScreen(page, '#practice-tool select');
    await expectNoSidewaysScroll(page);
  });

  test('signed in, the site name is shown whole in the navbar', async ({page}) => {
    await signInAs(page, 'premium@demo.phcustoms.test', '/docs/intro');
    await expect(page.locator('#account-status-badge [role="status"]')).toHaveText(/Premium/);
    const title = page.locator('.navbar__inner .navbar__title');
    await expect(title).toHaveText('PH Customs Scholar');
    const fits = await title.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
    );
    expect(fits, 'title not cut off').toBe(true);
    await expectWithinScreen(page, '.navbar__inner .navbar__title');
    await expectNoSidewaysScroll(page);
  });

  test('the account badge and the search button sit side by side, neither under the other', async ({page}) => {
    await openHydrated(page, '/docs/intro');
    const badge = page.locator('#account-status-badge [role="status"]');
    await expect(badge).toHaveText(/Guest/);
    const search = page.locator('.navbar__inner').getByRole('button', {name: /Search/});
    const [b, s] = await Promise.all([badge.boundingBox(), search.boundingBox()]);
    if (!b || !s) throw new Error('badge or search button not laid out');
    expect(b.x + b.width, 'badge ends before the search button starts').toBeLessThanOrEqual(s.x);
    await expectWithinScreen(page, '.navbar__inner [class*="navbarSearchContainer"]');
    // The button is on top where it is drawn: a tap on it opens the search.
    await search.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the footer shows its link columns two by two, and a long link wraps inside its column', async ({page}) => {
    await openHydrated(page, '/docs/intro');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const tops = await footer.locator('.footer__links > .col').evaluateAll((cols) =>
      cols.map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, 'rows of footer columns').toBe(2);
    await expectWithinScreen(page, 'footer .footer__link-item');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('follows a dark device setting, and the toggle cycles system, light, dark', async ({page}) => {
    await openHydrated(page, '/docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.locator('.navbar').getByRole('button', {name: /system mode/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page
      .locator('.navbar')
      .getByRole('button', {name: /light mode/i})
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page
      .locator('.navbar')
      .getByRole('button', {name: /dark mode/i})
      .click();
    await expect(page.locator('.navbar').getByRole('button', {name: /system mode/i})).toBeVisible();
  });
});

for (const [from, to] of [
  ['/docs', '/docs/intro'],
  ['/fil/docs', '/fil/docs/intro'],
] as const) {
  test(`${from} leads to the reviewer's first page`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('a reviewer page prints its content only, with the answers open', async ({page}) => {
  await openHydrated(page, '/docs/practical-computation-reviewer');
  const answer = page.locator('.markdown details').first().locator('div').first();
  await expect(answer).toBeHidden();
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.footer',
    '.pagination-nav',
    '#practice-tool',
    '#calculator-tool',
  ]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.locator('.markdown h1')).toBeVisible();
  await expect(answer).toBeVisible();
  expect(
    await page
      .locator('.markdown details > div')
      .evaluateAll((els) => els.every((el) => el.getBoundingClientRect().height > 0)),
  ).toBe(true);
});
