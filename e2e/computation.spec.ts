import {test, expect, type Page} from './fixtures';
import {generateProblem, type PracticeLevel} from '../src/features/computation/practice';

/**
 * Issue 7, Done-when 3: the calculator, the practice generator and its shared
 * link, on the built site. The engine is the oracle for expected figures.
 */
const PAGE = '/docs/practical-computation-reviewer';

function money(amount: string): string {
  const [whole = '0', frac = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** Opens a page, waits for hydration, scrolls to a lazy tool and waits until its code has loaded. */
async function openTool(page: Page, url: string, id: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  const tool = page.locator(`#${id}`);
  await tool.scrollIntoViewIfNeeded();
  await expect(tool).toHaveAttribute('data-lazy', 'ready');
  return tool;
}

function rowOf(tool: ReturnType<Page['locator']>, lineId: string) {
  return tool.locator(`tr[data-line="${lineId}"]`);
}

test.describe('duty and tax calculator', () => {
  test('loads only when the reader nears it, then shows the worked lines for a typed shipment', async ({
    page,
  }) => {
    await page.goto(PAGE, {waitUntil: 'networkidle'});
    // Not in the first load: still a placeholder after the network is idle.
    const tool = page.locator('#calculator-tool');
    await expect(tool).toHaveAttribute('data-lazy', 'waiting');
    await expect(tool.getByRole('status')).toHaveText('Loading the duty and tax calculator…');

    await tool.scrollIntoViewIfNeeded();
    await expect(tool).toHaveAttribute('data-lazy', 'ready');
    // facts.md §3.10
    await tool.getByLabel('Exchange rate (₱ per unit)', {exact: true}).fill('56.00');
    await tool.getByLabel('FOB value').fill('10,000');
    await tool.getByLabel('Freight', {exact: true}).fill('800');
    await tool.getByLabel('Duty rate (%)').fill('10');
    await tool.getByLabel('Paid by letter of credit (adds the bank charge)').check();
    await tool.getByRole('button', {name: 'Add a container row'}).click();
    await tool.getByRole('button', {name: 'Compute'}).click();

    const table = tool.getByRole('table', {name: 'Every line of the assessment, in order'});
    await expect(table).toBeVisible();
    await expect(rowOf(tool, 'insurance')).toContainText('USD 200.00');
    await expect(rowOf(tool, 'dutiableValue')).toContainText('(10,000.00 + 800.00 + 200.00) × 56.0000');
    const expected: [string, string, string][] = [
      ['dutiableValue', 'Dutiable value', '₱616,000.00'],
      ['customsDuty', 'Customs duty', '₱61,600.00'],
      ['bankCharge', 'Bank charge', '₱770.00'],
      ['brokerageFee', 'Brokerage fee', '₱5,820.00'],
      ['arrastre', 'Arrastre charge', '₱3,727.00'],
      ['wharfage', 'Wharfage dues', '₱519.35'],
      ['documentaryStamps', 'Documentary stamps (CDS + DST)', '₱130.00'],
      ['importProcessingCharge', 'Import processing charge (IPC)', '₱1,500.00'],
      ['landedCost', 'Total landed cost', '₱690,066.35'],
      ['vat', 'VAT', '₱82,807.96'],
      ['totalPayable', 'Total payable to BOC', '₱146,037.96'],
    ];
    for (const [id, label, amount] of expected) {
      await expect(rowOf(tool, id).getByRole('rowheader')).toHaveText(label);
      await expect(rowOf(tool, id).locator('td').last()).toHaveText(amount);
    }
    await expect(rowOf(tool, 'brokerageFee')).toContainText('5,300.00 + 0.125% × (616,000.00 − 200,000.00)');
    await expect(tool.getByText(/Rate set: Current \(CAO 02-2024 IPC and stamps\)/)).toBeVisible();
    await expect(tool.getByText(/rounded to the centavo, half up/)).toBeVisible();
  });

  test('shows each problem beside its field and keeps what was typed', async ({page}) => {
    const tool = await openTool(page, PAGE, 'calculator-tool');
    await tool.getByLabel('Invoice currency').fill('us$');
    await tool.getByLabel('Exchange rate (₱ per unit)', {exact: true}).fill('abc');
    await tool.getByLabel('FOB value').fill('-5');
    await tool.getByLabel('Freight', {exact: true}).fill('800');
    await tool.getByLabel('Duty rate (%)').fill('150');
    await tool.getByLabel('Mode of transport').selectOption('air');
    await tool.getByRole('button', {name: 'Compute'}).click();

    const summary = tool.getByRole('alert');
    await expect(summary).toContainText('Please fix 4 problems before computing:');
    await expect(summary).toBeFocused();
    const checks: [string, string, RegExp][] = [
      ['Invoice currency', 'us$', /three-letter ISO 4217 code/],
      ['Exchange rate (₱ per unit)', 'abc', /must be a plain number/],
      ['FCA value', '-5', /cannot be negative/],
      ['Duty rate (%)', '150', /cannot be more than 100/],
    ];
    for (const [label, value, message] of checks) {
      const field = tool.getByLabel(label, {exact: true});
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      // The message sits right under the field.
      const fieldBox = await field.boundingBox();
      const messageBox = await tool.locator('p', {hasText: message}).last().boundingBox();
      expect(fieldBox && messageBox && messageBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
    }
    await expect(tool.getByLabel('Freight', {exact: true})).not.toHaveAttribute('aria-invalid', 'true');
    await expect(tool.getByRole('table')).toHaveCount(0);
  });

  test('a shared calculator link reopens the same calculation', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tool = await openTool(page, PAGE, 'calculator-tool');
    await tool.getByRole('button', {name: 'Load the worked example'}).click();
    await tool.getByLabel('Rate set').selectOption('cao-2-2001');
    await tool.getByRole('button', {name: 'Copy link'}).click();
    await expect(tool.getByText(/Link copied|address bar/)).toBeVisible();
    const url = page.url();
    expect(url).toContain('#calculator-tool');

    const other = await context.newPage();
    await other.goto(url);
    const shared = other.locator('#calculator-tool');
    await expect(shared).toHaveAttribute('data-lazy', 'ready');
    await expect(rowOf(shared, 'totalPayable').locator('td').last()).toHaveText('₱145,365.96');
    await expect(shared.getByLabel('FOB value')).toHaveValue('10000');
  });
});

test.describe('practice problems', () => {
  async function answer(
    tool: ReturnType<Page['locator']>,
    seed: string,
    level: PracticeLevel,
    wrong: string,
  ) {
    const problem = generateProblem(seed, level);
    await expect(tool.getByRole('heading', {level: 3, name: problem.title})).toBeVisible();
    for (const line of problem.expected.lines) {
      const input = tool.locator(`[data-line="${line.id}"] input`);
      await input.fill(line.id === wrong ? money(String(Number(line.amount) + 1)) : money(line.amount));
    }
    await tool.getByRole('button', {name: 'Check'}).click();
    return problem;
  }

  test('a generated problem checked with one wrong line marks only that line', async ({page}) => {
    const seed = 'e2e-one-wrong';
    const tool = await openTool(
      page,
      `${PAGE}?seed=${seed}&level=intermediate#practice-tool`,
      'practice-tool',
    );
    const problem = await answer(tool, seed, 'intermediate', 'customsDuty');
    for (const line of problem.expected.lines) {
      const row = tool.locator(`[data-line="${line.id}"]`);
      const input = row.locator('input');
      if (line.id === 'customsDuty') {
        await expect(row).toContainText('Wrong');
        await expect(input).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expect(row).toContainText('Correct');
        await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      }
    }
    await expect(tool.getByText('13 of 14 lines correct, 1 wrong, 0 missing.')).toBeVisible();
    await expect(tool.locator('[data-line]', {hasText: 'Wrong'})).toHaveCount(1);

    await tool.getByRole('button', {name: 'Show worked solution'}).click();
    const solution = tool.getByRole('table', {name: 'Worked solution'});
    const duty = problem.expected.lines.find((l) => l.id === 'customsDuty');
    await expect(solution.locator('tr[data-line="customsDuty"]')).toContainText(
      `₱${money(duty?.amount ?? '')}`,
    );
  });

  test('the shared URL reproduces the same problem', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tool = await openTool(page, PAGE, 'practice-tool');
    await tool.getByLabel('Level').selectOption('advanced');
    await tool.getByRole('button', {name: 'New problem'}).click();
    const title = await tool.getByRole('heading', {level: 3}).textContent();
    const facts = await tool.locator('section li').allTextContents();
    await tool.getByRole('button', {name: 'Copy link to this problem'}).click();
    await expect(
      tool.getByText(/^(Link to this problem copied|The link to this problem is in the address bar)/),
    ).toBeVisible();
    const url = page.url();
    const params = new URL(url).searchParams;
    const seed = params.get('seed') ?? '';
    expect(params.get('level')).toBe('advanced');
    expect(new URL(url).hash).toBe('#practice-tool');

    // The same link in a fresh page shows the same problem, which is the generator's problem for that seed.
    const other = await context.newPage();
    await other.goto(url);
    const shared = other.locator('#practice-tool');
    await expect(shared).toHaveAttribute('data-lazy', 'ready');
    await expect(shared.getByRole('heading', {level: 3})).toHaveText(title ?? '');
    await expect(shared.locator('section li')).toHaveText(facts);
    const problem = generateProblem(seed, 'advanced');
    expect(title).toBe(problem.title);
    expect(facts).toEqual(problem.facts);
    // And it is checked the same way: one wrong line, only that line marked.
    await answer(shared, seed, 'advanced', 'vat');
    await expect(shared.locator('[data-line="vat"]')).toContainText('Wrong');
    await expect(shared.getByText('13 of 14 lines correct, 1 wrong, 0 missing.')).toBeVisible();
  });
});

test.describe('loading on demand', () => {
  // An array option must be wrapped ([value, options]), or Playwright reads the first regex as the value.
  test.use({
    allowedConsoleErrors: [[/Failed to load resource|ChunkLoadError|Loading chunk/], {scope: 'test'}],
  });

  test('a failed download shows an error with Retry, and Retry loads the calculator', async ({page}) => {
    await page.goto(PAGE, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
    // From now on the network refuses scripts, as a dropped mobile connection would.
    await page.route('**/assets/js/**', (route) => route.abort());
    const tool = page.locator('#calculator-tool');
    await tool.scrollIntoViewIfNeeded();
    const alert = tool.getByRole('alert');
    await expect(alert).toContainText('Could not load the duty and tax calculator.');
    await page.unroute('**/assets/js/**');
    await tool.getByRole('button', {name: 'Retry'}).click();
    await expect(tool).toHaveAttribute('data-lazy', 'ready');
    await expect(tool.getByRole('button', {name: 'Compute'})).toBeVisible();
    await expect(tool).toBeFocused();
  });
});

test.describe('valuation drills', () => {
  test('asks which method applies and which Sec. 701 costs go in, and explains', async ({page}) => {
    const tool = await openTool(page, '/docs/valuation-methods', 'drill-tool');
    const form = tool.getByRole('form', {name: 'Case: Two agents and a truck'});
    await form.getByLabel('Method 1: transaction value (CMTA Sec. 701)').check();
    await form.getByLabel(/^Commission to the seller's sales agent/).check();
    await form.getByLabel(/^Ocean freight/).check();
    await form.getByLabel(/^Marine insurance/).check();
    await form.getByLabel(/^Dutiable value in USD/).fill('13620');
    await form.getByRole('button', {name: 'Check'}).click();
    await expect(form.getByText('All correct.')).toBeVisible();
    await form.getByRole('button', {name: 'Show explanation'}).click();
    await expect(form.getByText(/= USD 13,620\.00/)).toBeVisible();

    await tool.getByLabel(/^Case 1 of/).selectOption('swap-fails');
    await expect(page).toHaveURL(/drill=swap-fails/);
    const swap = tool.getByRole('form', {name: 'Case: The swap that did not work'});
    await swap.getByLabel(/^Method 6:/).check();
    await swap.getByRole('button', {name: 'Check'}).click();
    await expect(swap.getByText('Not this method: see the explanation.')).toBeVisible();
  });
});
