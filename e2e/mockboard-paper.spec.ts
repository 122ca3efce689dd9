/**
 * Paper mode of the full mock board (issue 29), as the premium demo: both
 * sittings print as a clean paper test (Chromium's print to PDF, A4 and
 * Letter) with every item and a bubble answer sheet and nothing of the site
 * around them; the sheets typed back in are marked as on screen.
 */
import {ALL_QUESTIONS, type BankQuestion} from './banks';
import {test, expect, type Page} from './fixtures';
import {PREMIUM, signIn} from './demo';

const BY_ID = new Map(ALL_QUESTIONS.map((q) => [q.id, q]));
const LETTERS = 'ABCDEFGH';

/** Pages in a PDF: its page objects. */
const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

async function openPaper(page: Page): Promise<void> {
  await signIn(page, PREMIUM, '/docs/mockboard');
  await page.getByRole('button', {name: 'Open the mock board'}).click();
  await page.getByRole('button', {name: 'Print a paper board'}).click();
  await expect(page.getByRole('heading', {name: 'Paper mock board'})).toBeFocused({timeout: 20_000});
}

/** The printed items, sitting by sitting: question and the letters' choice ids. */
async function printedItems(page: Page): Promise<{id: string; order: string}[][]> {
  return page.evaluate(() =>
    [1, 2].map((day) =>
      Array.from(document.querySelectorAll(`[data-sitting="${day}"] [data-question-id]`)).map((el) => ({
        id: el.getAttribute('data-question-id') ?? '',
        order: el.getAttribute('data-choice-ids') ?? '',
      })),
    ),
  );
}

/** What the candidate writes on the sheet for `q`: right, or wrong. */
function sheetEntry(q: BankQuestion, order: string, right: boolean): string {
  if (q.type === 'numeric') return right ? String(q.answer) : '1';
  if (q.type === 'classification') return right ? String(q.answer) : '999999';
  const answer = Array.isArray(q.answer) ? q.answer : [q.answer];
  const ids = right ? answer : [order.split('').find((c) => !answer.includes(c)) ?? ''];
  return ids.map((id) => LETTERS[order.indexOf(id)]).join('');
}

test('the paper board prints both sittings with every item and the answer sheets, and nothing else', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPaper(page);
  await page.emulateMedia({media: 'print'});
  const paper = page.locator('[data-paper-board]');
  await expect(paper).toBeVisible();
  await expect(page.locator('.navbar')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('heading', {name: 'Paper mock board'})).toBeHidden();
  expect(await page.locator('a:visible').count()).toBe(0);
  const items = await printedItems(page);
  expect(items.map((s) => s.length)).toEqual([200, 200]);
  expect(new Set(items.flat().map((i) => i.id)).size).toBe(400);
  for (const day of [1, 2]) {
    const sheet = page.locator(`[data-answer-sheet="${day}"]`);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveCount(200);
  }
  // Every item shows its choices lettered, as the sheet's bubbles are.
  const first = items[0]?.[0];
  const q = first ? BY_ID.get(first.id) : undefined;
  if (q?.choices) {
    const text = q.choices.find((c) => c.id === first?.order[0])?.text ?? '';
    await expect(paper.locator(`[data-question-id="${first?.id}"]`)).toContainText(text.slice(0, 30));
  }

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({format, printBackground: false});
    const pages = pageCount(pdf);
    // 400 items of a few lines each and two one-page... four-page sheets: tens of pages, not hundreds.
    expect(pages, format).toBeGreaterThanOrEqual(20);
    expect(pages, format).toBeLessThanOrEqual(160);
  }
});

test('the answer sheets typed in, keyboard only, mark the board as the screen would', async ({page}) => {
  test.setTimeout(180_000);
  await openPaper(page);
  const items = await printedItems(page);
  // Subjects 1 and 3 all right, Subjects 2 and 4 all wrong.
  const start = Date.now();
  for (const [s, list] of items.entries()) {
    await page
      .getByRole('textbox', {name: `Sitting ${s + 1}: Subjects ${s === 0 ? '1 and 2' : '3 and 4'}, item 1`, exact: true})
      .focus();
    // The whole sitting's sheet as one run of keys, as a fast typist enters it: one letter moves on by
    // itself; anything else is ended with Enter.
    let keys = '';
    for (const item of list) {
      const q = BY_ID.get(item.id);
      if (!q) throw new Error(`no bank question ${item.id}`);
      const entry = sheetEntry(q, item.order, q.subject === 1 || q.subject === 3);
      keys += q.type === 'single' && entry.length === 1 ? entry : `${entry}\n`;
    }
    await page.keyboard.type(keys);
  }
  expect(Date.now() - start, '400 answers in a few minutes').toBeLessThan(180_000);
  await page.getByRole('button', {name: 'Mark the paper board (0 items blank)'}).click();
  const verdict = page.getByRole('region', {name: 'Full mock board: both sittings'});
  await expect(verdict.getByText('200 of 400 right (50%) over the four subjects.')).toBeVisible();
  await expect(verdict.getByText('Not a pass yet under the 75/60 rule:')).toBeVisible();
  const table = verdict.getByRole('table', {name: 'Score by subject'});
  await expect(table.getByRole('row', {name: /Subject 1/})).toContainText('100%');
  await expect(table.getByRole('row', {name: /Subject 2/})).toContainText('0%');
  await expect(page.getByText('The board is saved in your history.')).toBeVisible();

  await page.goto('/quizzes');
  const rows = page.getByRole('table', {name: 'Recent attempts'}).getByRole('row', {name: /Full mock board/});
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Sittings 1 and 2');
  await expect(rows).toContainText('50% (200/400)');
});
