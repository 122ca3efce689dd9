import {FREE, signIn} from './demo';
import {answerExam, answerTutor, currentQuestion} from './quizPage';
import {test, expect, openHydrated, type Page} from './fixtures';

/**
 * Issue 27: "Where I stand" on /quizzes changes as the free demo answers a
 * topic quiz and a mini board, says what evidence is missing, and links each
 * weak topic to the heading of its reviewer section, on a phone and a desktop.
 */

const stand = (page: Page) => page.getByRole('region', {name: 'Where I stand'});

/** The "Answer about N more Subject s items" line of each subject, as numbers (0: a rating is shown). */
async function missing(page: Page): Promise<number[]> {
  await expect(stand(page).getByText('Working out where you stand…')).toHaveCount(0, {timeout: 15_000});
  return Promise.all(
    [1, 2, 3, 4].map(async (s) => {
      const line = stand(page).getByText(new RegExp(`^Answer about (\\d+) more Subject ${s} items`));
      if ((await line.count()) === 0) return 0;
      return Number(/about (\d+)/.exec((await line.textContent()) ?? '')?.[1]);
    }),
  );
}

for (const size of [
  {name: 'phone', viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true},
  {name: 'desktop', viewport: {width: 1280, height: 800}},
] as const) {
  test.describe(`Where I stand (${size.name})`, () => {
    test.use({viewport: size.viewport, ...('isMobile' in size ? {isMobile: true, hasTouch: true} : {})});

    test('moves with a topic quiz and a mini board, and links weak topics to their sections', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, FREE, '/quizzes');
      await expect(stand(page)).toBeVisible();
      const before = await missing(page);
      expect(before.every((n) => n > 0)).toBe(true);
      await expect(
        stand(page).getByText('Not enough answers yet for a pass prediction', {exact: false}),
      ).toBeVisible();

      // A Subject 1 topic quiz of 5 in tutor mode, all missed.
      await openHydrated(page, '/docs/quiz?subject=1&count=5&start=1');
      for (let i = 1; i <= 5; i += 1) {
        await expect(page.getByRole('heading', {name: `Question ${i} of 5`})).toBeVisible();
        await answerTutor(page, false);
        await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
      }
      await expect(page.getByRole('heading', {name: /^Results:/})).toBeVisible();

      // A mini board: 5 items of each subject, Subject 1 missed, the rest right.
      await openHydrated(page, '/docs/mockboard');
      await page.getByRole('button', {name: 'Open the mock board'}).click();
      await page.getByRole('button', {name: 'Start the mini mock board'}).click();
      for (let i = 1; i <= 20; i += 1) {
        await expect(page.getByRole('heading', {name: new RegExp(`Question ${i} of 20`)})).toBeVisible();
        const q = await currentQuestion(page);
        await answerExam(page, q.subject !== 1);
        await page.getByRole('button', {name: i < 20 ? 'Next' : 'Submit', exact: true}).click();
      }
      await page.getByRole('button', {name: 'Submit now'}).click();
      await expect(page.getByRole('heading', {name: 'Results: Mini mock board'})).toBeVisible();
      // The results say how the board moved the estimate, subject by subject.
      const moved = page.getByRole('region', {name: 'How this attempt moved your estimate'});
      await expect(
        moved.getByText(/^Subject 2: about \d+ more items needed for a rating \(was \d+\)$/),
      ).toBeVisible();

      await page.goto('/quizzes');
      const after = await missing(page);
      // The section fits the screen: nothing in it scrolls sideways.
      expect(await stand(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // Every subject now has evidence: less is missing, Subject 1 most of all (10 answers against 5).
      for (const s of [0, 1, 2, 3]) expect(after[s], `Subject ${s + 1}`).toBeLessThan(before[s] ?? 0);
      expect(after[0]).toBeLessThan(after[1] ?? 0);

      // Subject 1, all missed, is the weakest: its topics link to the heading that teaches them.
      const weak = page
        .getByRole('heading', {name: 'Your weakest topics'})
        .locator('xpath=following-sibling::ul[1]');
      const read = weak.getByRole('link', {name: 'Read the section'}).first();
      const href = (await read.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/docs\/[\w-]+#[\w-]+$/);
      await expect(weak.getByRole('link', {name: 'Practise this topic'}).first()).toHaveAttribute(
        'href',
        /^\/docs\/quiz\?subject=1&topic=/,
      );
      const box = await read.boundingBox();
      expect(box?.height ?? 0, 'a link a thumb can hit').toBeGreaterThanOrEqual(44);
      await read.click();
      const anchor = href.split('#')[1] ?? '';
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    });
  });
}
