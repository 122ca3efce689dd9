import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Calculator from './index';
import {formToInput, formToQuery, queryToForm, WORKED_EXAMPLE} from './form';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function row(table: HTMLElement, lineId: string): HTMLElement {
  const found = table.querySelector<HTMLElement>(`tr[data-line="${lineId}"]`);
  if (!found) {
    throw new Error(`no row ${lineId}`);
  }
  return found;
}

async function typeIllustration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Exchange rate (₱ per unit)'), '56.00');
  await user.type(screen.getByLabelText('FOB value'), '10,000');
  await user.type(screen.getByLabelText('Freight'), '800');
  await user.type(screen.getByLabelText('Duty rate (%)'), '10');
  await user.click(screen.getByLabelText('Paid by letter of credit (adds the bank charge)'));
  await user.click(screen.getByRole('button', {name: 'Add a container row'}));
}

describe('Calculator', () => {
  it('computes a typed shipment and shows every worked line (facts.md §3.10)', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await typeIllustration(user);
    // The new row gets focus, with 20-ft × 1 already filled in.
    expect(screen.getByLabelText('Row 1: size')).toHaveFocus();
    expect(screen.getByLabelText('Row 1: number of containers')).toHaveValue('1');
    await user.click(screen.getByRole('button', {name: 'Compute'}));

    const table = screen.getByRole('table', {name: 'Every line of the assessment, in order'});
    expect(within(row(table, 'insurance')).getByText('USD 200.00')).toBeInTheDocument();
    expect(
      within(row(table, 'dutiableValue')).getByText('(10,000.00 + 800.00 + 200.00) × 56.0000'),
    ).toBeInTheDocument();
    const expected: [string, string][] = [
      ['dutiableValue', '₱616,000.00'],
      ['customsDuty', '₱61,600.00'],
      ['bankCharge', '₱770.00'],
      ['brokerageFee', '₱5,820.00'],
      ['arrastre', '₱3,727.00'],
      ['wharfage', '₱519.35'],
      ['documentaryStamps', '₱130.00'],
      ['importProcessingCharge', '₱1,500.00'],
      ['landedCost', '₱690,066.35'],
      ['vat', '₱82,807.96'],
      ['totalPayable', '₱146,037.96'],
    ];
    for (const [id, amount] of expected) {
      expect(within(row(table, id)).getByText(amount)).toBeInTheDocument();
    }
    expect(within(row(table, 'totalPayable')).getByRole('rowheader')).toHaveTextContent(
      'Total payable to BOC',
    );
    expect(screen.getAllByRole('row')).toHaveLength(15);
    expect(screen.getByText('cao-02-2024')).toBeInTheDocument();
    expect(screen.getByText(/rounded to the centavo, half up/)).toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'Assessment'})).toHaveFocus();
    expect(screen.getByRole('heading', {level: 3, name: 'Assessment'})).toBeInTheDocument();
  });

  it('shows each problem beside its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.type(screen.getByLabelText('Exchange rate (₱ per unit)'), 'abc');
    await user.type(screen.getByLabelText('FOB value'), '-5');
    await user.type(screen.getByLabelText('Duty rate (%)'), '150');
    await user.click(screen.getByRole('button', {name: 'Add a container row'}));
    const count = screen.getByLabelText('Row 1: number of containers');
    await user.clear(count);
    await user.type(count, '1.5');
    await user.click(screen.getByRole('button', {name: 'Compute'}));

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please fix 5 problems before computing:');

    const checks: [HTMLElement, string, RegExp][] = [
      [screen.getByLabelText('Exchange rate (₱ per unit)'), 'abc', /must be a plain number/],
      [screen.getByLabelText('FOB value'), '-5', /cannot be negative/],
      [screen.getByLabelText('Freight'), '', /Enter the freight/],
      [screen.getByLabelText('Duty rate (%)'), '150', /cannot be more than 100/],
      [count, '1.5', /whole number/],
    ];
    for (const [control, value, message] of checks) {
      expect(control).toHaveValue(value);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    // Fields without problems are not marked.
    expect(screen.getByLabelText('Invoice currency')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Invoice currency')).toHaveValue('USD');

    // The summary links move focus to the field.
    await user.click(within(summary).getByText(/cannot be negative/));
    expect(screen.getByLabelText('FOB value')).toHaveFocus();

    // Fixing the input and computing again clears the messages.
    await user.clear(screen.getByLabelText('Exchange rate (₱ per unit)'));
    await user.type(screen.getByLabelText('Exchange rate (₱ per unit)'), '56');
    await user.clear(screen.getByLabelText('FOB value'));
    await user.type(screen.getByLabelText('FOB value'), '10000');
    await user.type(screen.getByLabelText('Freight'), '800');
    await user.clear(screen.getByLabelText('Duty rate (%)'));
    await user.type(screen.getByLabelText('Duty rate (%)'), '10');
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', {name: 'Compute'}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('₱145,945.56')).toBeInTheDocument(); // §3.10 without the L/C bank charge
  });

  it('adds and removes container rows; air hides them', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.click(screen.getByRole('button', {name: 'Add a container row'}));
    await user.click(screen.getByRole('button', {name: 'Add a container row'}));
    await user.selectOptions(screen.getByLabelText('Row 2: size'), '40');
    expect(screen.getAllByRole('button', {name: /Remove container row/})).toHaveLength(2);
    await user.click(screen.getByRole('button', {name: 'Remove container row 1'}));
    expect(screen.getByLabelText('Row 1: size')).toHaveValue('40');
    expect(screen.getByRole('button', {name: 'Add a container row'})).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Mode of transport'), 'air');
    expect(screen.queryByLabelText('Row 1: size')).not.toBeInTheDocument();
    expect(screen.getByLabelText('FCA value')).toBeInTheDocument();
    // Switching back restores the row: nothing typed is lost.
    await user.selectOptions(screen.getByLabelText('Mode of transport'), 'sea');
    expect(screen.getByLabelText('Row 1: size')).toHaveValue('40');
  });

  it('puts the inputs in the URL with Copy link', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await typeIllustration(user);
    await user.click(screen.getByRole('button', {name: 'Copy link'}));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('fob')).toBe('10,000');
    expect(params.get('exchangeRate')).toBe('56.00');
    expect(params.get('letterOfCredit')).toBe('1');
    expect(params.get('containers')).toBe('20x1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Link copied|address bar/));
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
  });

  it('keeps other keys in the shared link and points it at the calculator', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/page?seed=abc&level=basic');
    render(<Calculator shareAnchor="calculator" />);
    await typeIllustration(user);
    await user.click(screen.getByRole('button', {name: 'Copy link'}));
    expect(window.location.hash).toBe('#calculator');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('seed')).toBe('abc');
    expect(params.get('level')).toBe('basic');
    expect(params.get('fob')).toBe('10,000');
  });

  it('computes freight billed in a second currency', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    const currency = screen.getByLabelText('Invoice currency');
    await user.clear(currency);
    await user.type(currency, 'jpy');
    await user.type(screen.getByLabelText('Exchange rate (₱ per unit)'), '0.3850');
    await user.type(screen.getByLabelText('FOB value'), '1000000');
    await user.type(screen.getByLabelText('Freight'), '800');
    await user.type(screen.getByLabelText('Freight currency (optional)'), 'USD');
    await user.type(screen.getByLabelText('Duty rate (%)'), '5');
    await user.click(screen.getByRole('button', {name: 'Compute'}));
    // The exchange rate for the freight is missing: shown beside that field.
    expect(screen.getByLabelText('Freight exchange rate (₱ per unit)')).toHaveAccessibleDescription(
      /Enter the freight exchange rate/,
    );
    await user.type(screen.getByLabelText('Freight exchange rate (₱ per unit)'), '56');
    await user.click(screen.getByRole('button', {name: 'Compute'}));
    const table = screen.getByRole('table', {name: 'Every line of the assessment, in order'});
    expect(within(row(table, 'insurance')).getByText('JPY 20,000.00')).toBeInTheDocument();
    expect(within(row(table, 'dutiableValue')).getByText('₱437,500.00')).toBeInTheDocument();
    expect(
      within(row(table, 'dutiableValue')).getByText(
        '(JPY 1,000,000.00 + JPY 20,000.00) × 0.3850 + USD 800.00 × 56.0000',
      ),
    ).toBeInTheDocument();
  });

  it('reads a shared calculation from the URL on load and computes it', async () => {
    window.history.replaceState(null, '', `/calc?${formToQuery(WORKED_EXAMPLE)}`);
    render(<Calculator />);
    expect(await screen.findByText('₱146,037.96')).toBeInTheDocument();
    expect(screen.getByLabelText('FOB value')).toHaveValue('10000');
    expect(screen.getByLabelText('Row 1: number of containers')).toHaveValue('1');
    expect(screen.getByLabelText('Paid by letter of credit (adds the bank charge)')).toBeChecked();
  });

  it('loads the worked example', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.click(screen.getByRole('button', {name: 'Load the worked example'}));
    await user.click(screen.getByRole('button', {name: 'Compute'}));
    expect(screen.getAllByText('₱690,066.35', {selector: 'td'})).toHaveLength(2); // landed cost = VAT base
  });
});

describe('calculator form helpers', () => {
  it('round-trips the form through the query string', () => {
    const form = {
      ...WORKED_EXAMPLE,
      freightCurrency: 'EUR',
      freightExchangeRate: '63.15',
      insurance: '150',
      exciseTax: '1000',
      dangerousCargo: true,
      rateSet: 'cao-2-2001',
    };
    const back = queryToForm(formToQuery(form));
    expect(back).toEqual({...form, containers: [{key: 1, size: '20', count: '1'}]});
    expect(queryToForm('?utm_source=x')).toBeNull();
    expect(queryToForm('?fob=1&rateSet=nope')?.rateSet).toBe('cao-02-2024');
  });

  it('turns typed counts into numbers the engine can check', () => {
    const input = formToInput({
      ...WORKED_EXAMPLE,
      currency: ' usd ',
      containers: [
        {key: 1, size: '40', count: ' 2 '},
        {key: 2, size: '20', count: '1.5'},
      ],
    });
    expect(input.currency).toBe('USD');
    expect(input.containers?.[0]).toEqual({size: '40', count: 2});
    expect(Number.isNaN(input.containers?.[1]?.count)).toBe(true);
    expect(formToInput({...WORKED_EXAMPLE, mode: 'air'}).containers).toEqual([]);
    expect(formToInput(WORKED_EXAMPLE).insurance).toBeUndefined();
  });
});
