import {ALL_QUESTIONS, type BankQuestion} from './banks';
import {expect, type Page} from './fixtures';

/**
 * Answering the quiz on screen, knowing from the banks on disk which choices
 * are right, so a test decides which items are right and which are missed.
 */
const BY_ID = new Map(ALL_QUESTIONS.map((q) => [q.id, q]));

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function currentQuestion(page: Page): Promise<BankQuestion> {
  const id = await page.locator('article [id^="prompt-"]').getAttribute('id');
  const q = BY_ID.get((id ?? '').replace(/^prompt-/, ''));
  if (!q) throw new Error(`no bank question for ${id}`);
  return q;
}

/** The ids to pick: the right ones, or one wrong one. */
export function pick(q: BankQuestion, right: boolean): string[] {
  const answer = Array.isArray(q.answer) ? q.answer : [q.answer];
  if (right) return [...answer];
  const wrong = q.choices?.find((c) => !answer.includes(c.id));
  return wrong ? [wrong.id] : [];
}

export const choiceName = (q: BankQuestion, id: string): RegExp =>
  new RegExp(`^[A-H]\\. ${escape(q.choices?.find((c) => c.id === id)?.text ?? '')}$`);

/** Answers the question on screen in exam mode. */
export async function answerExam(page: Page, right: boolean): Promise<BankQuestion> {
  const q = await currentQuestion(page);
  if (q.type === 'numeric') {
    await page.getByRole('textbox', {name: /Your answer/}).fill(right ? String(q.answer) : '1');
  } else if (q.type === 'classification') {
    await page
      .getByRole('textbox', {name: 'HS subheading (6 digits)'})
      .fill(right ? String(q.answer) : '9999.99');
  } else {
    for (const id of pick(q, right)) {
      await page.getByRole(q.type === 'single' ? 'radio' : 'checkbox', {name: choiceName(q, id)}).check();
    }
  }
  return q;
}

/** Answers the question on screen in tutor mode, then moves on. */
export async function answerTutor(page: Page, right: boolean): Promise<BankQuestion> {
  const q = await currentQuestion(page);
  if (q.type === 'numeric') {
    await page.getByRole('textbox', {name: /Your answer/}).fill(right ? String(q.answer) : '1');
    await page.getByRole('button', {name: 'Check answer'}).click();
  } else if (q.type === 'classification') {
    await page
      .getByRole('textbox', {name: 'HS subheading (6 digits)'})
      .fill(right ? String(q.answer) : '9999.99');
    await page.getByRole('button', {name: 'Check answer'}).click();
  } else if (q.type === 'single') {
    await page.getByRole('button', {name: choiceName(q, pick(q, right)[0] ?? '')}).click();
  } else {
    for (const id of pick(q, right)) await page.getByRole('checkbox', {name: choiceName(q, id)}).check();
    await page.getByRole('button', {name: 'Check answer'}).click();
  }
  await expect(page.getByText(right ? /^✓ Correct$/ : /^✗ Not quite$/)).toBeVisible();
  return q;
}

/**
 * Opens the diagnostic test with its one tap and answers all 40 items, Subject 1 right and every other
 * subject wrong, up to the submit summary (the caller submits).
 */
export async function answerDiagnostic(page: Page): Promise<void> {
  await page.goto('/docs/diagnostic-test');
  await page.getByRole('button', {name: 'Begin the diagnostic test'}).click();
  await expect(page.getByRole('heading', {name: 'Question 1 of 40'})).toBeVisible();
  for (let i = 1; i <= 40; i += 1) {
    await expect(page.getByRole('heading', {name: `Question ${i} of 40`})).toBeVisible();
    const q = await currentQuestion(page);
    await answerExam(page, q.subject === 1);
    await page.getByRole('button', {name: i < 40 ? 'Next' : 'Submit', exact: true}).click();
  }
}
