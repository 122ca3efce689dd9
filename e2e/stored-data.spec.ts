import {test, expect, type Page} from './fixtures';
import {ADMIN, FREE, badge, signIn, signOut} from './demo';
import {asStored, oneAnswerAttempt} from '../test/quizAttempts';

/**
 * Issue 12, item 9: bad data in browser storage is skipped (or kept aside and
 * reseeded), never a crashed page.
 */
const GOOD = asStored(oneAnswerAttempt('good-attempt'));

async function store(page: Page, key: string, value: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
}

for (const owner of ['guest', 'demo-free']) {
  test(`/quizzes renders when ${owner}'s saved attempts hold items: [null] and a bad date`, async ({page}) => {
    const malformed = [
      {...GOOD, id: 'nulls', items: [null]},
      {...GOOD, id: 'bad-date', finishedAt: 'not a date'},
      GOOD,
    ];
    await store(page, `pcs.quizProgress.v1.${owner}`, JSON.stringify({attempts: malformed, inProgress: {}}));
    if (owner !== 'guest') await signIn(page, FREE, '/quizzes');
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto('/quizzes');
      await expect(page.locator('h1')).toHaveText('Quizzes');
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
    }
  });
}

test('a wrong-shaped local store is kept aside and sign-in, /payment, /premium and /admin work', async ({page}) => {
  await store(page, 'pcs.localBackend.v1', '{"users": null}');
  await signIn(page, FREE, '/payment');
  await expect(badge(page)).toHaveText(/Free/);
  await expect(page.getByLabel('Reference number')).toBeVisible();
  await page.goto('/premium');
  await expect(page.getByRole('heading', {name: 'You are on the free plan'})).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pcs.localBackend.v1.unreadable'))).toBe('{"users": null}');
  await signOut(page);

  await signIn(page, ADMIN, '/admin');
  await expect(page.getByRole('heading', {name: 'Payments to review'})).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});
