import {test, expect, openHydrated, type Page} from './fixtures';
import {FREE, badge, signIn} from './demo';
import {answerTutor} from './quizPage';
import {asStored, oneAnswerAttempt} from '../test/quizAttempts';

/**
 * Issue 25: a browser whose localStorage is full. An init script fills it to
 * the quota with filler before the site's own scripts run (the site's keys get
 * no room kept for them, as on a device that is really full), after putting one
 * earlier guest result there. Then, as a guest: a finished quiz says the
 * storage is full, /quizzes (in another tab) loads with the history, "Try
 * saving again" saves once a little room is made, and a local demo account
 * signed in on the nearly full device takes the guest's results into the
 * account.
 */
const SIZES = [
  {name: '360 px', use: {viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true}},
  {name: '1280 px', use: {viewport: {width: 1280, height: 800}}},
] as const;

const EARLIER = asStored(oneAnswerAttempt('earlier-attempt'));

/** Fills this origin's localStorage until it refuses even one more character; returns the filler keys. */
function fillStorage(): string[] {
  const keys: string[] = [];
  let size = 1 << 20;
  for (let i = 0; size >= 1; i += 1) {
    const key = `e2e.filler.${Date.now()}.${i}`;
    try {
      localStorage.setItem(key, 'x'.repeat(size));
      keys.push(key);
    } catch {
      size = Math.floor(size / 2);
    }
  }
  return keys;
}

/** The init script: once per test (a marker key), the earlier guest result, then the filler. */
async function fillOnFirstLoad(page: Page): Promise<void> {
  await page.addInitScript(
    ({earlier, fill}) => {
      if (!location.protocol.startsWith('http') || localStorage.getItem('e2e.filled')) return;
      localStorage.setItem('e2e.filled', '1');
      localStorage.setItem(
        'pcs.quizProgress.v1.guest',
        JSON.stringify({attempts: [earlier], inProgress: {}, study: null}),
      );
      new Function(`(${fill})()`)();
    },
    {earlier: EARLIER, fill: fillStorage.toString()},
  );
}

/** Whether one more 1,000-character value would be refused. */
const storageIsFull = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    try {
      localStorage.setItem('e2e.probe', 'x'.repeat(1000));
      localStorage.removeItem('e2e.probe');
      return false;
    } catch {
      return true;
    }
  });

async function finishShortQuiz(page: Page): Promise<void> {
  await openHydrated(page, '/docs/quiz?subject=1&count=5&start=1');
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByRole('heading', {name: `Question ${i} of 5`})).toBeVisible();
    await answerTutor(page, i <= 3);
    await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
  }
  await expect(page.getByRole('heading', {name: /^Results/})).toBeVisible();
}

for (const size of SIZES) {
  test.describe(`a full browser storage at ${size.name}`, () => {
    test.use(size.use);
    // Docusaurus's own storage helper (the announcement bar's state) logs each write a full storage refuses.
    test.use({
      allowedConsoleErrors: [[/^Docusaurus storage error, can't set docusaurus\./], {scope: 'test'}],
    });

    test('a guest is told the storage is full, /quizzes loads, Try again saves once there is room, and sign-in keeps the results', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await fillOnFirstLoad(page);
      await finishShortQuiz(page);
      expect(await storageIsFull(page), 'the storage is full').toBe(true);

      const note = page.getByRole('status').filter({hasText: /^(Your result|Saving your result|Saved)/});
      await expect(note).toContainText("Your result could not be saved: this browser's storage is full.");
      await expect(note).not.toContainText('browser storage is unavailable');

      // Trying again on a storage still full says so again.
      const retry = page.getByRole('button', {name: 'Try saving again'});
      await retry.click();
      await expect(retry).toBeEnabled();
      await expect(note).toContainText("this browser's storage is full");
      await expect(retry).toBeFocused();

      // /quizzes, opened beside the result on the full storage, loads with the history.
      const other = await page.context().newPage();
      await openHydrated(other, '/quizzes');
      await expect(other.locator('h1')).toHaveText('Quizzes');
      await expect(
        other.getByRole('table', {name: 'Recent attempts'}).getByRole('row').filter({hasText: '100% (1/1)'}),
      ).toHaveCount(1);
      await expect(other.getByText('This page crashed.')).toHaveCount(0);
      expect(await storageIsFull(other), 'still full').toBe(true);
      await other.close();

      // The candidate makes a little room (here: the smallest fillers, about 10,000 characters), and
      // trying again saves it.
      await page.evaluate(() => {
        let freed = 0;
        const fillers = Object.keys(localStorage)
          .filter((k) => k.startsWith('e2e.filler.'))
          .sort((a, b) => (localStorage.getItem(a)?.length ?? 0) - (localStorage.getItem(b)?.length ?? 0));
        for (const key of fillers) {
          if (freed >= 10_000) break;
          freed += localStorage.getItem(key)?.length ?? 0;
          localStorage.removeItem(key);
        }
      });
      await retry.click();
      await expect(note).toHaveText('Saved. It shows on the Quizzes page.');
      await expect(note).toBeFocused();
      await expect(retry).toHaveCount(0);
      await openHydrated(page, '/quizzes');
      const recent = page.getByRole('table', {name: 'Recent attempts'});
      await expect(recent.getByRole('row').filter({hasText: '60% (3/5)'})).toHaveCount(1);
      await expect(recent.getByRole('row').filter({hasText: '100% (1/1)'})).toHaveCount(1);

      // A local demo account signs in on the nearly full device and takes the guest's results into it.
      await signIn(page, FREE, '/quizzes');
      await expect(badge(page)).toHaveText(/Free/);
      const notice = page.getByRole('region', {name: 'Attempts made before you signed in'});
      await expect(notice).toContainText('Attempts made in this browser before you signed in: 2.');
      await notice.getByRole('button', {name: 'Add them to my account'}).click();
      await expect(notice).toHaveCount(0);
      await expect(recent.getByRole('row').filter({hasText: '60% (3/5)'})).toHaveCount(1);
      await expect(recent.getByRole('row').filter({hasText: '100% (1/1)'})).toHaveCount(1);
      const stored = await page.evaluate(() => {
        const ids = (key: string): string[] =>
          (
            JSON.parse(localStorage.getItem(key) ?? '{"attempts":[]}') as {attempts: {id: string}[]}
          ).attempts.map((a) => a.id);
        return {account: ids('pcs.quizProgress.v1.demo-free'), guest: ids('pcs.quizProgress.v1.guest')};
      });
      expect(stored.account).toHaveLength(2);
      expect(stored.account).toContain(EARLIER.id);
      expect(stored.guest).toEqual([]);
    });
  });
}
