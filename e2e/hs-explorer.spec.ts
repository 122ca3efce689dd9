import {ALL_QUESTIONS} from './banks';
import {test, expect, type Page} from './fixtures';

/**
 * Issue 15: the HS 2022 explorer on /docs/hs-code-practice and the
 * classification drills, on the built site: search by words and by code, a
 * deep link that opens the path, a drill answered wrongly with its reasoning,
 * a code picked in the explorer, and no sideways scroll on a 360 px phone.
 */
const DRILL_TOPIC = 'Classification: metals, machinery and electrical (XV-XVI)';
const drillUrl = `/docs/quiz?subject=4&topic=${encodeURIComponent(DRILL_TOPIC)}&count=10&start=1`;

async function openExplorer(page: Page, url = '/docs/hs-code-practice'): Promise<void> {
  await page.goto(url);
  await page.locator('#hs-explorer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('searchbox', {name: 'Search by words or code'})).toBeVisible();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const {scroll, client} = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(client);
}

test('searching "heated tobacco" shows heading 2404', async ({page}) => {
  await openExplorer(page);
  await page.getByRole('searchbox', {name: 'Search by words or code'}).fill('heated tobacco');
  const results = page.getByRole('region', {name: 'Search results'});
  const first = results.getByRole('button').first();
  await expect(first).toContainText('2404');
  await expect(first).toContainText('inhalation without combustion');
});

test('searching "8471" shows that heading first, then its subheadings', async ({page}) => {
  await openExplorer(page);
  await page.getByRole('searchbox', {name: 'Search by words or code'}).fill('8471');
  const results = page.getByRole('region', {name: 'Search results'});
  await expect(results.getByRole('button').first()).toContainText(/^8471 /);
  await expect(results.getByRole('button', {name: /^8471\.30 /})).toBeVisible();
  // Choosing a result opens its path in the tree.
  await results.getByRole('button', {name: /^8471\.30 /}).click();
  await expect(page).toHaveURL(/[?&]hs=847130/);
  await expect(page.locator('[aria-current="true"]')).toContainText('8471.30');
});

test('?hs=847130 opens 8471.30 inside chapter 84 of Section XVI, with focus on it', async ({page}) => {
  await page.goto('/docs/hs-code-practice?hs=847130');
  const line = page.locator('[aria-current="true"]');
  await expect(line).toContainText('8471.30');
  await expect(line).toBeFocused();
  await expect(line).toBeInViewport();
  const tree = page.getByRole('navigation', {name: 'HS 2022 sections'});
  await expect(tree.getByRole('button', {name: /^Section XVI /})).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('button', {name: /^Chapter 84 /})).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('button', {name: /^8471 /})).toHaveAttribute('aria-expanded', 'true');
  // Section XVI has an overview in our own words.
  await expect(tree.getByText('Classic traps')).toBeVisible();
  await expect(page.getByText(/adds two more digits \(the ASEAN subheadings\)/)).toBeVisible();
});

test('a drill answered wrongly shows the reasoning rule by rule and the wrong paths', async ({page}) => {
  await page.goto(drillUrl);
  const id = (await page.locator('article [id^="prompt-"]').getAttribute('id'))?.replace(/^prompt-/, '');
  const drill = ALL_QUESTIONS.find((q) => q.id === id);
  expect(drill?.type).toBe('classification');
  const box = page.getByRole('textbox', {name: 'HS subheading (6 digits)'});
  await box.fill('8471');
  await expect(
    page.getByText('That is a heading. Add the two digits of the subheading, for example 8471.30.'),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Check answer'})).toBeDisabled();
  await box.fill('9999.99');
  await page.getByRole('button', {name: 'Check answer'}).click();
  await expect(page.getByText(/^✗ Not quite$/)).toBeVisible();
  await expect(page.getByRole('heading', {name: 'The reasoning, rule by rule'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Common wrong paths'})).toBeVisible();
  await expect(page.getByText(/^GIR \d/).first()).toBeVisible();
  const answer = String(drill?.answer);
  await expect(page.getByText(`${answer.slice(0, 4)}.${answer.slice(4)}`, {exact: true})).toBeVisible();
});

test('a drill can be answered with a code picked in the explorer', async ({page}) => {
  await page.goto(drillUrl);
  await page.getByRole('button', {name: 'Browse HS 2022 to find it'}).click();
  await page.getByRole('searchbox', {name: 'Search by words or code'}).fill('8471.30');
  await page.getByRole('button', {name: 'Use 8471.30'}).first().click();
  const box = page.getByRole('textbox', {name: 'HS subheading (6 digits)'});
  await expect(box).toHaveValue('8471.30');
  await expect(box).toBeFocused();
});

test.describe('on a 360 px phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('the explorer, opened deep, and a drill with its feedback have no sideways scroll', async ({page}) => {
    await page.goto('/docs/hs-code-practice?hs=847130');
    await expect(page.locator('[aria-current="true"]')).toContainText('8471.30');
    await noSidewaysScroll(page);
    await page.getByRole('searchbox', {name: 'Search by words or code'}).fill('tobacco');
    await expect(page.getByRole('region', {name: 'Search results'})).toBeVisible();
    await noSidewaysScroll(page);

    await page.goto(drillUrl);
    await page.getByRole('textbox', {name: 'HS subheading (6 digits)'}).fill('9999.99');
    await page.getByRole('button', {name: 'Check answer'}).click();
    await expect(page.getByRole('heading', {name: 'The reasoning, rule by rule'})).toBeVisible();
    await noSidewaysScroll(page);
  });
});
