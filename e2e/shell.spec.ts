import {test, expect, openHydrated} from './fixtures';

test('the skip-to-content link moves focus to the main content', async ({page}) => {
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle'); // hydrated: the link's focus handler is attached
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and drops its temporary tabindex; the next Tab
  // must land inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => (document.activeElement?.closest('main') ?? null) !== null);
  expect(focusedInMain).toBe(true);
});

test('colour mode starts light (the system setting here), cycles to dark, and dark survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  // Respect-system mode (spec §4): system -> light -> dark.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  await page.goto('/docs/CMTA-fulltext');
  await page.waitForLoadState('networkidle'); // hydrated: the scroll listener is attached
  const navbar = page.locator('nav.navbar');
  const isHidden = (): Promise<boolean> => navbar.evaluate((el) => /navbarHidden/.test(el.className));
  const scrollY = (): Promise<number> => page.evaluate(() => window.scrollY);
  expect(await isHidden()).toBe(false);
  // Docusaurus hides the navbar only when a scroll continues downward from a
  // non-zero position, so scroll in steps as a reader does, not in one jump.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 300);
      return isHidden();
    })
    .toBe(true);
  const before = await scrollY();
  expect(before).toBeGreaterThan(300);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -100);
      return isHidden();
    })
    .toBe(false);
  // It came back because of the upward scroll, not because we reached the top.
  expect(await scrollY()).toBeGreaterThan(100);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test("the docs sidebar's secondary menu offers 'Back to main menu'", async ({page}) => {
    await page.goto('/docs/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quizzes'})).toBeVisible();
  });
});

test('the locale dropdown switches to Filipino and back', async ({page}) => {
  await openHydrated(page, '/docs/intro');
  await page.getByRole('button', {name: 'English'}).hover();
  await page.getByRole('link', {name: 'Filipino'}).click();
  await expect(page).toHaveURL(/\/fil\/docs\/intro$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
  // A locale switch loads the other site: hover its dropdown once that page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await page.getByRole('button', {name: 'Filipino'}).hover();
  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-PH');
});

test("the version dropdown shows 'Next'", async ({page}) => {
  // With one docs version, Docusaurus renders the dropdown as a single link.
  await page.goto('/docs/intro');
  const version = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Next', exact: true});
  await expect(version).toBeVisible();
  await expect(version).toHaveAttribute('href', '/docs/intro');
});

test('footer donation links open in a new tab with rel noopener', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('Copyright © 2025 PH Customs Scholar');
  const external = footer.locator('a[href^="https://"]');
  expect(await external.count()).toBeGreaterThanOrEqual(2);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});
