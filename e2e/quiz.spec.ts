import {DIAGNOSTIC_QUESTION_IDS} from '../src/domain/quiz';
import {ALL_QUESTIONS, type BankQuestion} from './banks';
import {test, expect, type Page} from './fixtures';
import {answerDiagnostic, answerExam, answerTutor, choiceName, currentQuestion, pick} from './quizPage';

/**
 * Issue 6, Done-when 4: a guest's journeys through the diagnostic test, the
 * mini mock board (with a reload mid-way), "Retake my mistakes" and /quizzes,
 * on the built site. Answers are chosen from the banks on disk, so each test
 * knows exactly which items are right and which are missed.
 */
const QUESTIONS = ALL_QUESTIONS;
const BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]));
const BY_PROMPT = new Map(QUESTIONS.map((q) => [q.prompt, q]));
/** The topics the diagnostic's items of a subject cover. */
const DIAGNOSTIC_TOPICS_OF = (subject: number): string[] => [
  ...new Set(
    DIAGNOSTIC_QUESTION_IDS.map((id) => BY_ID.get(id))
      .filter((q) => q?.subject === subject)
      .map((q) => q?.topic ?? ''),
  ),
];

test('a guest takes the diagnostic, finishes and sees weak topics with links to study', async ({page}) => {
  test.setTimeout(90_000);
  // One tap starts it (issue 30); Subject 1 right, every other subject wrong.
  await answerDiagnostic(page);
  await expect(page.getByText('Unanswered: 0. An unanswered item scores zero.')).toBeVisible();
  await page.getByRole('button', {name: 'Submit now'}).click();

  await expect(page.getByRole('heading', {name: 'Results: Diagnostic test'})).toBeVisible();
  await expect(page.getByText('10 of 40 right (25%)')).toBeVisible();
  await expect(page.getByText('Not a pass yet under the 75/60 rule:')).toBeVisible();
  const weak = page
    .getByRole('heading', {name: 'Your weak topics: study these next'})
    .locator('xpath=following-sibling::ul[1]');
  const items = weak.getByRole('listitem');
  const expected = [2, 3, 4].flatMap(DIAGNOSTIC_TOPICS_OF);
  await expect(items).toHaveCount(expected.length);
  for (const topic of expected) await expect(weak.getByText(topic, {exact: true})).toBeVisible();
  for (const topic of DIAGNOSTIC_TOPICS_OF(1))
    await expect(weak.getByText(topic, {exact: true})).toHaveCount(0);

  const valuation = weak.getByRole('listitem').filter({hasText: 'Customs valuation'}).getByRole('link');
  await expect(valuation).toHaveAttribute('href', '/docs/valuation-methods#the-six-methods-at-a-glance');
  await valuation.click();
  await expect(page).toHaveURL(/\/docs\/valuation-methods#the-six-methods-at-a-glance$/);
  await expect(page.locator('h1')).toHaveText('Valuation Methods');
  // The link lands on the section, not the top of the page.
  await expect(page.locator('#the-six-methods-at-a-glance')).toBeInViewport();
});

test('a guest sits the mini mock board through a reload, flags, submits, retakes exactly the mistakes and finds the attempt on /quizzes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/docs/mockboard');
  await page.getByRole('button', {name: 'Open the mock board'}).click();
  await page.getByRole('button', {name: 'Start the mini mock board'}).click();
  await expect(page.getByRole('heading', {name: 'Question 1 of 20'})).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d)$/);

  // Answer five: the first three right, the next two wrong.
  const answered: BankQuestion[] = [];
  for (let i = 0; i < 5; i += 1) {
    answered.push(await answerExam(page, i < 3));
    await page.getByRole('button', {name: 'Next', exact: true}).click();
  }
  await expect(page.getByText('5 of 20 answered')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Question 6 of 20'})).toBeVisible();

  await page.reload();
  // The saved exam reopens at once, where it was left, with its answers.
  await expect(page.getByRole('heading', {name: 'Question 6 of 20'})).toBeVisible();
  await expect(page.getByText('5 of 20 answered')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(29|28):\d\d$/);
  const second = answered[1];
  if (!second) throw new Error('no second question');
  await page.getByRole('button', {name: 'Question 2, answered'}).click();
  if (second.type === 'numeric') {
    await expect(page.getByRole('textbox', {name: /Your answer/})).toHaveValue(String(second.answer));
  } else {
    for (const id of pick(second, true)) {
      await expect(
        page.getByRole(second.type === 'single' ? 'radio' : 'checkbox', {name: choiceName(second, id)}),
      ).toBeChecked();
    }
  }

  // Flag question 6 with the keyboard, then submit.
  await page.getByRole('button', {name: 'Question 6, unanswered'}).click();
  await page.keyboard.press('f');
  await expect(page.getByRole('button', {name: 'Question 6, unanswered, flagged'})).toBeVisible();
  await page.getByRole('button', {name: 'Submit', exact: true}).click();
  await expect(page.getByText('Unanswered: 15. An unanswered item scores zero.')).toBeVisible();
  await expect(page.getByText('Flagged for review: 1.')).toBeVisible();
  await page.getByRole('button', {name: 'Submit now'}).click();

  await expect(page.getByRole('heading', {name: 'Results: Mini mock board'})).toBeVisible();
  await expect(page.getByText('3 of 20 right (15%)')).toBeVisible();
  const bySubject = page.getByRole('table', {name: 'Score by subject'});
  await expect(bySubject.getByRole('row')).toHaveCount(5);
  for (const s of [1, 2, 3, 4])
    await expect(bySubject.getByRole('rowheader', {name: new RegExp(`^Subject ${s} `)})).toBeVisible();

  // The mistakes, read from the review list.
  await page.getByRole('radio', {name: 'Mistakes only'}).check();
  const missedPrompts = await page
    .getByRole('region', {name: 'Review every question'})
    .locator('summary')
    .allInnerTexts();
  const missed = new Set(
    missedPrompts.map((text) => {
      const q = QUESTIONS.find((x) => text.endsWith(x.prompt));
      if (!q) throw new Error(`unknown prompt in review: ${text}`);
      return q.id;
    }),
  );
  expect(missed.size).toBe(17);
  for (const q of answered.slice(0, 3)) expect(missed.has(q.id)).toBe(false);
  for (const q of answered.slice(3)) expect(missed.has(q.id)).toBe(true);

  await page.getByRole('link', {name: 'Retake my mistakes (17)'}).click();
  await expect(page).toHaveURL(/\/docs\/quiz\?retake=/);
  const retaken = new Set<string>();
  for (let i = 1; i <= 17; i += 1) {
    await expect(page.getByRole('heading', {name: `Question ${i} of 17`})).toBeVisible();
    retaken.add((await answerTutor(page, true)).id);
    await page.getByRole('button', {name: i < 17 ? 'Next question' : 'See my results'}).click();
  }
  expect(retaken).toEqual(missed);
  await expect(page.getByRole('heading', {name: 'Results: Retake of mistakes'})).toBeVisible();
  await expect(page.getByText('17 of 17 right (100%)')).toBeVisible();

  await page.goto('/quizzes');
  const recent = page.getByRole('table').filter({has: page.getByRole('columnheader', {name: 'Mistakes'})});
  await expect(recent.getByRole('row', {name: /Mini mock board/})).toContainText('15% (3/20)');
  await expect(recent.getByRole('row', {name: /Retake of mistakes/})).toContainText('100% (17/17)');
  await expect(page.getByRole('img', {name: /Your scores over time/})).toBeVisible();
  // Answered right in the retake, the 17 mistakes move to FSRS's next learning step (minutes away), so
  // none is due at this moment; the 20 items of the board are in the schedule.
  await expect(page.getByText(/^0 questions are due for review now\./)).toBeVisible();
  expect(BY_PROMPT.size).toBe(QUESTIONS.length);
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login?redirect=/docs/mockboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('reviewer-demo-2025');
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(/\/docs\/mockboard$/);
}

/** The ids of the items of the results on screen, read from the review list's prompts. */
async function reviewedIds(page: Page): Promise<string[]> {
  const prompts = await page
    .getByRole('region', {name: 'Review every question'})
    .locator('summary')
    .allInnerTexts();
  return prompts.map((text) => {
    const q = QUESTIONS.find((x) => text.endsWith(x.prompt));
    if (!q) throw new Error(`unknown prompt in review: ${text}`);
    return q.id;
  });
}

test('the full mock board is premium: the free demo sees the upgrade path', async ({page}) => {
  await signIn(page, 'free@demo.phcustoms.test');
  await page.getByRole('button', {name: 'Open the mock board'}).click();
  const full = page.getByRole('region', {name: 'Full mock board'});
  await expect(full.getByText('The full board comes with premium.')).toBeVisible();
  await expect(full.getByRole('link', {name: 'See premium plans'})).toHaveAttribute('href', '/pricing');
  await expect(full.getByRole('button')).toHaveCount(0);
});

test('the premium demo sits two full boards in a row, each in two sittings as on the exam days, and meets no item twice', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'premium@demo.phcustoms.test');
  const met: string[] = [];
  await page.getByRole('button', {name: 'Open the mock board'}).click();
  for (const board of [1, 2]) {
    await page.getByRole('button', {name: 'Start the full mock board'}).click();
    for (const sitting of [1, 2] as const) {
      // Each sitting opens on its start screen; Start asks for a confirmation.
      await page.getByRole('button', {name: `Start sitting ${sitting}`, exact: true}).click();
      await page.getByRole('dialog').getByRole('button', {name: 'Start now'}).click();
      await expect(page.getByRole('heading', {name: 'Question 1 of 200'})).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^(5:00:00|4:59:5\d)$/);
      // Every item is new: the pool holds over two boards of each subject.
      await expect(page.getByText('200 of these 200 items are new to you.')).toBeVisible();
      const first = await currentQuestion(page);
      expect(first.subject, `board ${board}, sitting ${sitting}`).toBe(sitting === 1 ? 1 : 3);
      await page.getByRole('button', {name: 'Submit', exact: true}).click();
      await page.getByRole('button', {name: 'Submit now'}).click();
      await expect(page.getByRole('heading', {name: 'Results: Full mock board'})).toBeVisible();
      const ids = await reviewedIds(page);
      expect(ids).toHaveLength(200);
      const subjects = ids.map((id) => QUESTIONS.find((q) => q.id === id)?.subject);
      for (const s of sitting === 1 ? [1, 2] : [3, 4])
        expect(subjects.filter((x) => x === s)).toHaveLength(100);
      met.push(...ids);
      if (sitting === 1) {
        await page.getByRole('button', {name: 'Start sitting 2 (Subjects 3 and 4)'}).click();
      } else {
        // Both sittings together: a rating per subject and the 75/60 verdict.
        const verdict = page.getByRole('region', {name: 'Full mock board: both sittings'});
        await expect(verdict.getByText('0 of 400 right (0%) over the four subjects.')).toBeVisible();
        await expect(verdict.getByText('Not a pass yet under the 75/60 rule:')).toBeVisible();
        await expect(verdict.getByRole('table', {name: 'Score by subject'}).getByRole('row')).toHaveCount(5);
        await page.getByRole('button', {name: 'Take another mock board'}).click();
      }
    }
  }
  expect(met).toHaveLength(800);
  expect(new Set(met).size).toBe(800);
});
