import fs from 'node:fs';
import path from 'node:path';
import {test, expect, openHydrated, DEMO_PASSWORD, type Page} from './fixtures';
// The engine and its messages only: the feature's index also holds UI that needs the Docusaurus runtime.
import {computeAssessment} from '../src/domain/computation';
import {englishText, messageId, renderMessage, type Message} from '../src/domain/computation';

/**
 * Issue 13: the Filipino site reads in Filipino. The expected texts come from
 * i18n/fil/code.json and the engine, so the test follows the content.
 */
const fil = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'i18n/fil/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

function t(id: string): string {
  const entry = fil[id];
  if (!entry) {
    throw new Error(`No Filipino entry ${id}`);
  }
  return entry.message;
}

/** A computation message as the Filipino site renders it. */
function filipino(message: Message): string {
  return renderMessage(message, (code) => t(messageId(code)));
}

test('the calculator shows its worked lines in Filipino on /fil/', async ({page}) => {
  await page.goto('/fil/docs/practical-computation-reviewer');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  const tool = page.locator('#calculator-tool');
  await tool.scrollIntoViewIfNeeded();
  await expect(tool).toHaveAttribute('data-lazy', 'ready');
  await tool.getByRole('button', {name: t('computation.calculator.example')}).click();
  await tool.getByRole('button', {name: t('computation.calculator.compute'), exact: true}).click();

  // facts.md §3.10, the worked example the button loads.
  const expected = computeAssessment({
    mode: 'sea',
    entry: 'formal',
    currency: 'USD',
    exchangeRate: '56.00',
    fob: '10000',
    freight: '800',
    dutyRate: '10',
    letterOfCredit: true,
    containers: [{size: '20', count: 1}],
  });
  const table = tool.getByRole('table', {name: t('computation.calculator.caption')});
  await expect(table).toBeVisible();
  for (const line of expected.lines) {
    const row = table.locator(`tr[data-line="${line.id}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(filipino(line.label));
    await expect(row.locator('td').first()).toHaveText(filipino(line.formula));
    // Not the English text (where the two differ).
    if (filipino(line.formula) !== englishText(line.formula)) {
      await expect(row.locator('td').first()).not.toHaveText(englishText(line.formula));
    }
  }
  await expect(table.locator('tr[data-line="bankCharge"] td').first()).not.toContainText(
    'paid by letter of credit',
  );
});

test('an untranslated reviewer page is marked as English inside the Filipino site', async ({page}) => {
  await page.goto('/fil/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
  // The default locale's html lang (en-PH).
  const body = page.locator('article [lang^="en"]').first();
  await expect(body).toBeAttached();
  await expect(body.locator('h1')).toBeVisible();

  await page.goto('/docs/intro');
  await expect(page.locator('article [lang]')).toHaveCount(0);
});

/** Fills the Filipino sign-in form on the page and submits it in `mode`. */
async function submitLogin(page: Page, email: string, mode: 'signIn' | 'signUp'): Promise<void> {
  const form = page.locator('form');
  if (mode === 'signUp') await page.getByRole('button', {name: t('login.mode.signUp')}).first().click();
  await form.getByLabel(t('login.field.email')).fill(email);
  await form.getByLabel(t('login.field.password'), {exact: true}).fill(DEMO_PASSWORD);
  if (mode === 'signUp') await form.getByLabel(t('login.field.confirmPassword')).fill(DEMO_PASSWORD);
  await form.getByRole('button', {name: t(`login.mode.${mode}`)}).click();
}

test('signing in, out and up from /fil/login stays on the Filipino site', async ({page}) => {
  await openHydrated(page, '/fil/login');
  await submitLogin(page, 'free@demo.phcustoms.test', 'signIn');
  await expect(page).toHaveURL(/\/fil\/$/);

  // A link names its target without /fil/ (/login?redirect=/pricing); the page it leads to is Filipino.
  await openHydrated(page, '/fil/login?redirect=/pricing');
  await expect(page.getByRole('link', {name: t('login.continue')})).toHaveAttribute('href', '/fil/pricing');

  await openHydrated(page, '/fil/docs/intro');
  await page.getByRole('button', {name: t('account.menu.label')}).click();
  await page.getByRole('button', {name: t('account.menu.signOut')}).click();
  await expect(page.getByRole('link', {name: t('account.login')}).first()).toBeVisible();
  await expect(page).toHaveURL(/\/fil\/docs\/intro$/);

  await openHydrated(page, '/fil/login?redirect=/docs/intro');
  await submitLogin(page, `bago-${Date.now()}@example.com`, 'signUp');
  await expect(page).toHaveURL(/\/fil\/docs\/intro$/);
});
