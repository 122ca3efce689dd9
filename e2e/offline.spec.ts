import {test, expect} from './fixtures';
import {answerTutor} from './quizPage';
import {kept} from './serviceWorker';

/**
 * Issue 16, item 1: the service worker keeps what a candidate opened. These
 * tests run against the built site with the worker allowed (other specs block
 * it), go offline with the browser context, and reload.
 */
test.use({serviceWorkers: 'allow'});

const TOPIC = 'CMTA general provisions';
const QUIZ = `/docs/quiz?subject=1&topic=${encodeURIComponent(TOPIC)}&count=5&start=1`;

/*
 * While the context is offline the browser logs every request it cannot make
 * (net::ERR_FAILED), e.g. a route prefetch or a progress sync attempt; those are
 * expected here. What the tests assert is that the pages and the quiz work.
 */
test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

test('two docs pages and a quiz opened online work offline after a reload, and the offline answers are saved', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/docs/intro');
  await kept(page, '/docs/intro');
  // The second page through a link inside the site (no HTML request of its own).
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'CMTA Highlights'}).click();
  await expect(page).toHaveURL(/\/docs\/CMTA-highlights$/);
  await kept(page, '/docs/CMTA-highlights');
  await page.goto(QUIZ);
  await expect(page.getByRole('heading', {name: 'Question 1 of 5'})).toBeVisible();
  await kept(page, '/docs/quiz');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', {name: 'Question 1 of 5'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'You are offline.'})).toBeVisible();
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByRole('heading', {name: `Question ${i} of 5`})).toBeVisible();
    await answerTutor(page, i <= 3);
    await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
  }
  await expect(page.getByText('3 of 5 right (60%)')).toBeVisible();

  for (const [path, title] of [
    ['/docs/intro', 'Getting Started'],
    ['/docs/CMTA-highlights', 'CMTA Highlights'],
  ]) {
    await page.goto(path ?? '');
    await expect(page.locator('h1')).toHaveText(title ?? '');
  }

  await context.setOffline(false);
  await page.goto('/quizzes');
  const recent = page.getByRole('table').filter({has: page.getByRole('columnheader', {name: 'Mistakes'})});
  await expect(recent.getByRole('row', {name: new RegExp(TOPIC)})).toContainText('60% (3/5)');
});

test('"Save the whole reviewer" shows its size first, then keeps every reviewer page and bank, and nothing premium', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/offline');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000}).toBe(true);

  // Offline before saving: a page never opened leads to the offline page, which names it.
  await context.setOffline(true);
  await page.goto('/docs/tariff-basics');
  await expect(page).toHaveURL(/\/offline\?from=/);
  await expect(page.getByText('You are offline, and /docs/tariff-basics has not been kept on this device yet.')).toBeVisible();
  await expect(
    page.getByText('Connect to the internet to see the download size and save the whole reviewer.'),
  ).toBeVisible();
  // Back online, the same page offers the save.
  await context.setOffline(false);

  const save = page.getByRole('button', {name: /^Save the whole reviewer for offline \(\d+\.\d MB\)$/});
  await expect(save).toBeVisible();
  await expect(page.getByText(/^About \d+\.\d MB to download \(\d+ files\)/)).toBeVisible();
  await save.click();
  const done = page.getByText('Saved. The whole reviewer now opens on this device without a connection.');
  await expect(done).toBeVisible({timeout: 90_000});
  await expect(page.getByText(/^Last saved on this device on /)).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.filter((u) => /^\/assets\/(js\/premium-|medias\/)/.test(u))).toEqual([]);
  expect(cached).toContain('/docs/tariff-basics');

  await context.setOffline(true);
  await page.goto('/docs/tariff-basics');
  await expect(page.locator('h1')).toHaveText('Tariff Basics');
  await page.goto(`/docs/quiz?subject=3&count=5&start=1`);
  await expect(page.getByRole('heading', {name: 'Question 1 of 5'})).toBeVisible();
});

test('the premium body and video a premium user opens are never kept by the service worker', async ({page}) => {
  test.setTimeout(60_000);
  await page.goto('/offline');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000}).toBe(true);
  await page.goto('/login?redirect=/docs/premium-reviewer');
  await page.getByLabel('Email').fill('premium@demo.phcustoms.test');
  await page.getByLabel('Password').fill('reviewer-demo-2025');
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await expect(page.getByRole('heading', {name: 'Subject 1: Customs law, ethics and practice'})).toBeVisible();
  await page.goto('/docs/video-premium-how-to-answer-CBLE');
  await expect(page.locator('video')).toHaveAttribute('src', /^blob:/);

  const {loaded, cached} = await page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    }
    const names = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return {loaded: names, cached: kept};
  });
  const premium = (u: string): boolean => /^\/assets\/(js\/premium-|medias\/)/.test(u);
  expect(loaded.filter(premium).length).toBeGreaterThan(0);
  expect(cached.filter(premium)).toEqual([]);
  expect(cached).toContain('/docs/premium-reviewer');
});
