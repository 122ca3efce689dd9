import {test, expect, type Page} from './fixtures';
import {answerTutor} from './quizPage';

/**
 * Issue 16, item 1: the service worker keeps what a candidate opened. These
 * tests run against the built site with the worker allowed (other specs block
 * it), go offline with the browser context, and reload.
 */
test.use({serviceWorkers: 'allow'});

const TOPIC = 'CMTA general provisions';
const QUIZ = `/docs/quiz?subject=1&topic=${encodeURIComponent(TOPIC)}&count=5&start=1`;

/** Resolves once a service worker controls the page and `path` is in the page cache. */
async function kept(page: Page, path: string): Promise<void> {
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
