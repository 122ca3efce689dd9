import {readFileSync} from 'node:fs';
import {expect, test, type Page} from './fixtures';
import {badge, FREE, signIn, signOut} from './demo';
import {answerDiagnostic} from './quizPage';

/**
 * Issue 28 as the free demo, on a phone and a desktop: set an exam date three
 * weeks ahead and 4 hours a week, take the diagnostic, flag two of its items
 * and note one, open the plan, build a quiz from flagged plus missed, note a
 * reviewer section, see Today's queue and start it with one tap; sign out and
 * in again and find the settings, the plan, the flags and the notes.
 */
const DAY = 86_400_000;

/** The date three weeks from today (UTC, as the date field reads it). */
const inThreeWeeks = (): string => new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10);

async function takeDiagnostic(page: Page): Promise<void> {
  await answerDiagnostic(page);
  await page.getByRole('button', {name: 'Submit now'}).click();
  await expect(page.getByRole('heading', {name: 'Results: Diagnostic test'})).toBeVisible();
}

/** Signs out from the navbar's account menu, or on a phone from the mobile sidebar, which holds Sign out. */
async function signOutAtWidth(page: Page, phone: boolean): Promise<void> {
  if (!phone) {
    await signOut(page);
    return;
  }
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await page.locator('.navbar-sidebar').getByRole('button', {name: 'Sign out'}).click();
  await expect(badge(page)).toHaveText(/Guest/);
}

/** Opens item `n` (1-based) of the result screen's review list. */
async function reviewItem(page: Page, n: number) {
  const item = page.locator('ol > li').filter({has: page.locator('details')}).nth(n - 1);
  await item.locator('summary').click();
  return item;
}

/** The flags page lists the two flagged items, the note and the section note. */
async function expectFlags(page: Page, note: string, sectionNote: string): Promise<void> {
  await page.goto('/flags');
  await expect(page.getByRole('button', {name: 'Flagged'})).toHaveCount(2);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(sectionNote)).toBeVisible();
  // Searchable: a word of the note leaves its item alone on the list.
  await page.getByLabel('Search your flags and notes').fill('goats');
  await expect(page.getByRole('button', {name: 'Flagged'})).toHaveCount(1);
  await expect(page.getByText(sectionNote)).toBeHidden();
  await expect(page.getByText(note)).toBeVisible();
  await page.getByLabel('Search your flags and notes').fill('');
  // Exported as Markdown: both notes are in the file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: 'Download as Markdown'}).click(),
  ]);
  expect(download.suggestedFilename()).toBe('flags-and-notes.md');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`> ${note}`);
  expect(text).toContain(`> ${sectionNote}`);
  expect(text.match(/^## ⚑ /gm)).toHaveLength(2);
}

async function expectPlan(page: Page, date: string): Promise<void> {
  await expect(page.getByLabel('Exam date', {exact: true})).toHaveValue(date);
  await expect(page.getByLabel('Hours a week', {exact: true})).toHaveValue('4');
  await expect(page.getByText(/^2[01] days to the exam\./)).toBeVisible();
  await expect(
    page.getByText(/Weakest topics first, as your diagnostic test and quizzes show them\./),
  ).toBeVisible();
  const weeks = page.getByRole('heading', {name: /^Week \d: /});
  await expect(weeks).toHaveCount(3);
  await expect(page.getByText(/^The last week: take a mock board under exam conditions/)).toBeVisible();
  // What to read links to the topic's section; what to practise starts a topic quiz.
  const read = page
    .getByText(/^Read its section of the /)
    .first()
    .getByRole('link');
  await expect(read).toHaveAttribute('href', /^\/docs\/[\w-]+#[\w-]+$/);
  await expect(page.getByRole('link', {name: /^Practise \d+ questions$/}).first()).toHaveAttribute(
    'href',
    /^\/docs\/quiz\?subject=[234]&/,
  );
}

for (const [name, viewport] of [
  ['a 360 px phone', {width: 360, height: 740}],
  ['a 1280 px desktop', {width: 1280, height: 800}],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({viewport});

    test('the free demo plans to an exam three weeks ahead, takes the diagnostic, starts Today’s queue, and keeps it all across sign-in', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, FREE, '/plan');
      await expect(page.getByText(/^Until you set them: the next CBLE/)).toBeVisible();

      // A bad value gets a message and loses nothing typed.
      const date = inThreeWeeks();
      await page.getByLabel('Exam date', {exact: true}).fill(date);
      await page.getByLabel('Hours a week', {exact: true}).fill('0');
      await page.getByRole('button', {name: 'Save and re-plan'}).click();
      await expect(page.getByText('Enter whole hours from 1 to 80.')).toBeVisible();
      await expect(page.getByLabel('Hours a week', {exact: true})).toBeFocused();
      await expect(page.getByLabel('Exam date', {exact: true})).toHaveValue(date);
      await page.getByLabel('Hours a week', {exact: true}).fill('4');
      await page.getByRole('button', {name: 'Save and re-plan'}).click();
      await expect(page.getByText('Saved. The plan below and Today’s queue follow it.')).toBeVisible();
      await expect(page.getByText(/You have not taken the diagnostic test yet/)).toBeVisible();

      await takeDiagnostic(page);

      // Flag two items on the result screen (the first right, the last wrong) and note one.
      const note = 'My mnemonic: twelve goats and a ledger';
      const first = await reviewItem(page, 1);
      await expect(first.locator('summary')).toContainText('Right');
      await first.getByRole('button', {name: 'Flag', exact: true}).click();
      await expect(first.getByRole('button', {name: 'Flagged'})).toHaveAttribute('aria-pressed', 'true');
      const last = await reviewItem(page, 40);
      await expect(last.locator('summary')).toContainText('Wrong');
      await last.getByRole('button', {name: 'Flag', exact: true}).click();
      await last.getByRole('button', {name: 'Add a note'}).click();
      await expect(last.getByLabel('Note (only you see it)')).toBeFocused();
      await last.getByLabel('Note (only you see it)').fill(note);
      await last.getByRole('button', {name: 'Save note'}).click();
      await expect(last.getByText(note)).toBeVisible();
      await expect(last.getByText('Saved to your account.')).toBeVisible();

      // The result screen offers the plan (issue 28).
      await page.getByRole('link', {name: 'Make my study plan from this result'}).click();
      await expect(page).toHaveURL(/\/plan$/);
      await expectPlan(page, date);

      // Build a quiz from flagged plus missed: the 30 misses and the one right item flagged.
      await page.goto('/build-quiz');
      await page.getByLabel('Questions I missed').check();
      await page.getByLabel('Questions I flagged').check();
      await expect(page.getByTestId('build-matched')).toContainText('31 questions match.');
      await page.getByLabel('How many').selectOption('5');
      await expect(page.getByTestId('build-matched')).toContainText('The quiz takes 5 of them at random.');
      await page.getByRole('button', {name: 'Start the quiz (5)'}).click();
      await expect(page.getByRole('heading', {name: 'Question 1 of 5'})).toBeVisible();

      // Note a reviewer section: the panel loads on demand under the page.
      const sectionNote = 'Reread this section the week before the board';
      await page.goto('/docs/tariff-basics');
      await page.getByRole('button', {name: 'Flag or note a section'}).click();
      const sectionPick = page.getByLabel('Section', {exact: true});
      await expect(sectionPick).toBeFocused();
      await page.getByRole('button', {name: 'Add a note'}).click();
      await page.getByLabel('Note (only you see it)').fill(sectionNote);
      await page.getByRole('button', {name: 'Save note'}).click();
      await expect(page.getByText(sectionNote)).toBeVisible();
      await expectFlags(page, note, sectionNote);

      // Today's queue on /quizzes: the diagnostic's 30 misses are due; 4 hours a week is 34
      // minutes a day, 22 questions. One tap starts it.
      await page.goto('/quizzes');
      const today = page.getByRole('region', {name: 'Today'});
      await expect(today.getByText(/^30 questions are due for review now\./)).toBeVisible();
      await expect(today.getByText(/Study time: 4 hours a week\./)).toBeVisible();
      await expect(today.getByText(/^Study streak: one day\./)).toBeVisible();
      await today.getByRole('link', {name: 'Start today’s queue (22 questions, about 33 min)'}).click();
      await expect(page.getByRole('heading', {name: 'Question 1 of 22'})).toBeVisible();

      // Signed out and in again: the settings and the plan are still there.
      await page.goto('/plan');
      await expect(page.getByLabel('Exam date', {exact: true})).toHaveValue(date);
      await signOutAtWidth(page, viewport.width < 400);
      await signIn(page, FREE, '/plan');
      await expectPlan(page, date);
      await expectFlags(page, note, sectionNote);
      await page.goto('/quizzes');
      await expect(page.getByRole('region', {name: 'Today'}).getByText(/questions are due for review now\./)).toBeVisible();
    });
  });
}
