import {answerExam, answerTutor, currentQuestion} from './quizPage';
import {test, expect, openHydrated, type Page} from './fixtures';

/**
 * Issue 16: focus goes to what a button opened; a board that runs out of time
 * says so; a tutor quiz survives a reload and a quiz left half-way records its
 * answers; /quizzes does not jump while progress loads; the chart keeps
 * retakes and reviews off the line of full quizzes.
 */

const TOPIC_QUIZ = '/docs/quiz?subject=1&count=5&start=1';

test.describe('focus follows what a button opened', () => {
  test('"Choose a quiz", then "Start the quiz"', async ({page}) => {
    await openHydrated(page, '/docs/quiz');
    await page.getByRole('button', {name: 'Choose a quiz'}).click();
    await expect(page.getByRole('region', {name: 'Practise in tutor mode'})).toBeFocused();
    await page.getByRole('button', {name: 'Start the quiz'}).click();
    await expect(page.getByRole('heading', {name: 'Question 1 of 10'})).toBeFocused();
  });

  test('"Open the mock board", then "Start the mini mock board"', async ({page}) => {
    await openHydrated(page, '/docs/mockboard');
    await page.getByRole('button', {name: 'Open the mock board'}).click();
    await expect(page.getByRole('region', {name: 'Mock board exam'})).toBeFocused();
    await page.getByRole('button', {name: 'Start the mini mock board'}).click();
    await expect(page.getByRole('heading', {name: 'Question 1 of 20'})).toBeFocused();
  });

  test('"Begin the diagnostic test" (one tap: issue 30)', async ({page}) => {
    await openHydrated(page, '/docs/diagnostic-test');
    await page.getByRole('button', {name: 'Begin the diagnostic test'}).click();
    await expect(page.getByRole('heading', {name: 'Question 1 of 40'})).toBeFocused();
  });
});

test('a board whose time runs out is submitted with a notice that says why', async ({page}) => {
  await page.clock.install();
  await openHydrated(page, '/docs/mockboard');
  await page.getByRole('button', {name: 'Open the mock board'}).click();
  await page.getByRole('button', {name: 'Start the mini mock board'}).click();
  await answerExam(page, true);
  await page.clock.fastForward('31:00');
  const notice = page.getByRole('alert').filter({hasText: 'Time ran out'});
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/submitted as it stood/);
  await expect(page.getByRole('heading', {name: 'Results: Mini mock board'})).toBeVisible();
});

test('a tutor quiz resumes after a reload: same questions, answers and position', async ({page}) => {
  await openHydrated(page, TOPIC_QUIZ);
  const seen: string[] = [];
  for (let i = 1; i <= 2; i += 1) {
    await expect(page.getByRole('heading', {name: `Question ${i} of 5`})).toBeVisible();
    seen.push((await answerTutor(page, i === 1)).id);
    await page.getByRole('button', {name: 'Next question'}).click();
  }
  await expect(page.getByRole('heading', {name: 'Question 3 of 5'})).toBeVisible();
  const third = (await currentQuestion(page)).id;

  await page.reload();
  await expect(page.getByRole('heading', {name: 'Question 3 of 5'})).toBeVisible();
  expect((await currentQuestion(page)).id).toBe(third);
  await expect(page.getByText('Answered 2 of 5 · 1 right so far')).toBeVisible();
  expect(seen).not.toContain(third);

  // The plain quiz page resumes it too.
  await openHydrated(page, '/docs/quiz');
  await expect(page.getByRole('heading', {name: 'Question 3 of 5'})).toBeVisible();
});

test('a tutor quiz left after a wrong answer puts that item in review', async ({page}) => {
  await openHydrated(page, TOPIC_QUIZ);
  const missed = await answerTutor(page, false);
  // Leave through the navbar, as a candidate would.
  await page.locator('.navbar').getByRole('link', {name: 'Quizzes'}).click();
  await expect(page.getByText(/^One question is due for review now\./)).toBeVisible();
  await page.getByRole('link', {name: 'Review them now'}).click();
  await expect(page.getByRole('heading', {name: 'Question 1 of 1'})).toBeVisible();
  expect((await currentQuestion(page)).id).toBe(missed.id);
});

/** The page's cumulative layout shift so far (shifts not caused by input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 500);
      }),
  );
}

for (const who of ['a first-time guest', 'a guest with attempts'] as const) {
  test(`/quizzes keeps its layout while progress loads (${who})`, async ({page}) => {
    if (who === 'a guest with attempts') {
      await openHydrated(page, TOPIC_QUIZ);
      for (let i = 1; i <= 5; i += 1) {
        await answerTutor(page, i % 2 === 0);
        await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
      }
      await expect(page.getByRole('heading', {name: /^Results:/})).toBeVisible();
    }
    await page.goto('/quizzes');
    await expect(page.getByRole('heading', {name: 'Today', exact: true})).toBeVisible();
    await expect(page.getByRole('region', {name: 'Today'}).getByText(/due for review now\./)).toBeVisible({
      timeout: 20_000, // after the item index, which "Where I stand" waits for too
    });
    await expect(page.getByRole('status').filter({hasText: 'Loading your progress'})).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });
}

test('the progress chart draws full quizzes on the line and retakes and reviews apart', async ({page}) => {
  await openHydrated(page, TOPIC_QUIZ);
  for (let i = 1; i <= 5; i += 1) {
    await answerTutor(page, i > 2);
    await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
  }
  await page.getByRole('link', {name: /^Retake my mistakes/}).click();
  for (let i = 1; i <= 2; i += 1) {
    await answerTutor(page, true);
    await page.getByRole('button', {name: i < 2 ? 'Next question' : 'See my results'}).click();
  }
  await expect(page.getByRole('heading', {name: 'Results: Retake of mistakes'})).toBeVisible();
  await openHydrated(page, '/quizzes');
  const chart = page.getByRole('img', {name: /Your scores over time/});
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle[data-series="full"]')).toHaveCount(1);
  await expect(chart.locator('rect[data-series="practice"]')).toHaveCount(1);
  await expect(chart.locator('polyline')).toHaveCount(0);
  await expect(page.getByText(/hollow squares are retakes of mistakes and reviews/)).toBeVisible();
});
