import {test, expect, openHydrated, type Page} from './fixtures';
import {FREE, signIn} from './demo';
import {answerTutor} from './quizPage';

/**
 * Issue 25: a browser whose localStorage is full. An init script fills it to
 * the quota with filler before the site's own scripts run (the site's keys get
 * no room kept for them, as on a device that is really full), after putting one
 * earlier guest result there. Then, as a guest: a finished quiz says the
 * storage is full, /quizzes loads with the history, "Try saving again" saves
 * once room is made, and a local demo account signed in on the full device
 * takes the guest's results into the account.
 */
const SIZES = [
  {name: '360 px', use: {viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true}},
  {name: '1280 px', use: {viewport: {width: 1280, height: 800}}},
] as const;

const EARLIER = {
  id: 'earlier-attempt',
  kind: 'quiz',
  subject: 1,
  topic: 'Customs Brokers Act',
  startedAt: '2026-11-01T00:00:00.000Z',
  finishedAt: '2026-11-01T00:10:00.000Z',
  durationMs: 600000,
  scorePercent: 100,
  passed: null,
  items: [
    {
      questionId: 'q1',
      subject: 1,
      topic: 'Customs Brokers Act',
      response: {kind: 'choices', ids: ['a']},
      correct: true,
      flagged: false,
    },
  ],
};

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
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the filler runs in the page, as sent
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

    test('a guest is told the storage is full, /quizzes loads, Try again saves once there is room, and sign-in keeps the results', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await fillOnFirstLoad(page);
      await finishShortQuiz(page);
      expect(await storageIsFull(page), 'the storage is full').toBe(true);

      const note = page.getByRole('status').filter({hasText: /result/});
      await expect(note).toContainText("Your result could not be saved: this browser's storage is full.");
      await expect(note).not.toContainText('browser storage is unavailable');
    });
  });
}
