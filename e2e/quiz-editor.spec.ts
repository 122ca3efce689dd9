import {freeBanks, type GitBank} from './banks';
import {test, expect, type Page} from './fixtures';

/**
 * The admin quiz editor in local mode (issue 9): an admin writes and publishes
 * banks, candidates find the ones their tier allows, admin-written markdown
 * stays harmless, and a non-admin gets nothing. Each test starts from the
 * seeded demo accounts in a fresh browser context.
 */
const PASSWORD = 'reviewer-demo-2025';
const FREE = 'free@demo.phcustoms.test';
const ADMIN = 'admin@demo.phcustoms.test';
const BANKS_KEY = 'pcs.quizBanks.v1';

const subject1 = freeBanks().find((b) => b.file === 'quizzes/subject-1/general-provisions.json')
  ?.bank as GitBank;
const singles = subject1.questions.filter((q) => q.type === 'single');

async function signIn(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Account'}).click();
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page.locator('#account-status-badge [role="status"]')).toHaveText(/Guest/);
}

/** Fills question `n` (1-based) of the open bank with a complete single-answer question. */
async function writeQuestion(page: Page, n: number): Promise<void> {
  await page.getByLabel('Question id (kebab-case)').fill(`e2e-q-${n}`);
  await page.getByLabel('Prompt (markdown)').fill(`Question ${n}: which **one** of these is right?`);
  for (const letter of ['A', 'B', 'C', 'D']) {
    await page.getByLabel(`Choice ${letter}`, {exact: true}).fill(`Option ${letter} of ${n}`);
    await page
      .getByLabel(`Why choice ${letter} is right or wrong (markdown)`)
      .fill(
        letter === 'A'
          ? 'Right: this is the option the test marks.'
          : 'Wrong: only option A is marked right.',
      );
  }
  await page.getByLabel('Takeaway (markdown)').fill('Option A is the right one in these test questions.');
  await page.getByLabel('References, one per line').fill('CMTA Sec. 103');
}

/** Imports `bank` as a new online bank, publishes it and saves. */
async function importAndPublish(page: Page, bank: GitBank): Promise<void> {
  await page.getByLabel('Import a bank from JSON').setInputFiles({
    name: `${bank.id}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bank)),
  });
  await expect(page.getByLabel('Bank id (kebab-case)')).toHaveValue(bank.id);
  await page.getByRole('checkbox', {name: /^Published/}).check();
  await page.getByRole('button', {name: 'Save bank'}).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('button', {name: 'Back to the banks'}).click();
}

test('the admin creates and publishes a free bank of three questions; the free user takes it and is not offered a premium bank', async ({
  page,
}) => {
  // A long journey: two accounts, three questions typed field by field.
  test.setTimeout(120_000);
  await signIn(page, ADMIN, '/admin/quiz-editor');
  await page.getByRole('button', {name: 'New bank'}).click();
  await page.getByLabel('Bank id (kebab-case)').fill('e2e-free-bank');
  await page.getByLabel('Title').fill('E2E free bank');
  await page.getByLabel('Description').fill('Three questions written in the browser test.');
  await writeQuestion(page, 1);
  for (const n of [2, 3]) {
    await page.getByRole('button', {name: 'Add a question'}).click();
    await expect(page.getByRole('heading', {name: `Question ${n}`, exact: true})).toBeVisible();
    await writeQuestion(page, n);
  }
  // The preview renders the prompt's markdown as the quiz does.
  await expect(page.getByRole('region', {name: 'Preview'}).locator('strong', {hasText: 'one'})).toBeVisible();
  await page.getByRole('checkbox', {name: /^Published/}).check();
  await page.getByRole('button', {name: 'Save bank'}).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('button', {name: 'Back to the banks'}).click();
  await expect(page.getByRole('rowheader', {name: /E2E free bank/})).toBeVisible();

  await importAndPublish(page, {
    ...subject1,
    id: 'e2e-premium-bank',
    title: 'E2E premium bank',
    tier: 'premium',
    questions: singles.slice(0, 2),
  });
  await expect(page.getByRole('rowheader', {name: /E2E premium bank/})).toBeVisible();
  await signOut(page);

  await signIn(page, FREE, '/quizzes');
  // "More quizzes" lists the online banks once it nears the screen (issue 30).
  await page.getByRole('heading', {name: 'More quizzes'}).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', {name: 'E2E free bank'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'E2E premium bank'})).toHaveCount(0);
  await page.getByRole('link', {name: 'E2E free bank'}).click();
  for (const n of [1, 2, 3]) {
    const card = page.getByRole('article', {name: `Question ${n} of 3`});
    await expect(card.getByText(`Question ${n}: which one of these is right?`)).toBeVisible();
    await card.getByRole('button', {name: new RegExp(`Option A of ${n}`)}).click();
    await page.getByRole('button', {name: n < 3 ? 'Next question' : 'See my results'}).click();
  }
  await expect(page.getByRole('heading', {name: /^Results/})).toBeVisible();
  await expect(page.getByText('Saved. It shows on the Quizzes page.')).toBeVisible();

  // The premium bank is refused by address too.
  await page.goto('/docs/quiz?bank=e2e-premium-bank');
  await expect(page.getByText(/That quiz is for premium users/)).toBeVisible();
});

test('admin-written script, event handlers and javascript: links render harmlessly in the preview and the quiz', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const [first] = singles;
  if (!first?.choices) throw new Error('subject 1 has no single-answer question');
  const hostile = {
    ...first,
    prompt:
      'Hostile <script>window.__pwned = 1</script> prompt <img src="x" onerror="window.__pwned = 2"> with [x](javascript:window.__pwned=3)',
    choices: first.choices.map((c) => ({
      ...c,
      explanation: `${c.explanation} <img src="y" onerror="window.__pwned = 4"> [see](javascript:alert(1))`,
    })),
  };
  await signIn(page, ADMIN, '/admin/quiz-editor');
  await page.getByLabel('Import a bank from JSON').setInputFiles({
    name: 'hostile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({...subject1, id: 'e2e-hostile', title: 'E2E hostile bank', questions: [hostile]}),
    ),
  });
  const preview = page.getByRole('region', {name: 'Preview'});
  await expect(preview.getByText(/Hostile/)).toBeVisible();
  await expect(preview.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0);
  await page.getByRole('checkbox', {name: /^Published/}).check();
  await page.getByRole('button', {name: 'Save bank'}).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await signOut(page);

  await page.goto('/docs/quiz?bank=e2e-hostile');
  const card = page.getByRole('article', {name: 'Question 1 of 1'});
  await expect(card.getByText(/Hostile/)).toBeVisible();
  await card.getByRole('button').first().click();
  await expect(page.getByText('see').first()).toBeVisible();
  const main = page.locator('main');
  await expect(main.locator('img, [onerror], a[href^="javascript"]')).toHaveCount(0);
  await expect(main.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('a non-admin at /admin/quiz-editor sees access denied and no bank data is read', async ({page}) => {
  // Records every localStorage key the page reads, from before any script runs.
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as {__reads?: string[]}).__reads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
    };
  });
  await signIn(page, FREE, '/quizzes');
  await page.goto('/admin/quiz-editor');
  await expect(page.getByRole('heading', {name: 'Access denied'})).toBeVisible();
  await expect(page.getByText('This area is for administrators only.')).toBeVisible();
  await expect(page.getByRole('button', {name: 'New bank'})).toHaveCount(0);
  const reads = await page.evaluate(() => (window as {__reads?: string[]}).__reads ?? []);
  // The spy works (the account state was read) and the banks were not.
  expect(reads).toContain('pcs.localBackend.v1');
  expect(reads).not.toContain(BANKS_KEY);
  expect(reads.some((k) => k.startsWith('pcs.quizEditor.draft'))).toBe(false);
});
