import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {must} from '../../../../test/computation';
import {findDrill, VALUATION_DRILLS} from '@site/src/domain/computation';
import ValuationDrill from './index';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function itemRow(label: RegExp): HTMLElement {
  return must(screen.getByLabelText(label).closest<HTMLElement>('[data-item]'));
}

describe('ValuationDrill', () => {
  it('marks the method, each cost and the value, and explains the ladder', async () => {
    const user = userEvent.setup();
    render(<ValuationDrill />);
    const form = screen.getByRole('form', {name: 'Case: Two agents and a truck'});
    await user.click(within(form).getByLabelText('Method 1: transaction value (CMTA Sec. 701)'));
    // Tick the buying commission (wrong) and leave out the selling commission (wrong).
    await user.click(screen.getByLabelText(/^Fee to the buyer's own buying agent/));
    await user.click(screen.getByLabelText(/^Ocean freight/));
    await user.click(screen.getByLabelText(/^Marine insurance/));
    await user.type(screen.getByLabelText(/^Dutiable value in USD/), '13,620.00');
    await user.click(within(form).getByRole('button', {name: 'Check'}));

    expect(within(form).getByRole('group', {name: /Which valuation method/})).toHaveAccessibleDescription(
      /Correct/,
    );
    expect(
      within(itemRow(/^Commission to the seller's sales agent/)).getByText(/this one goes in/),
    ).toBeVisible();
    expect(
      within(itemRow(/^Fee to the buyer's own buying agent/)).getByText(/this one stays out/),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Fee to the buyer's own buying agent/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(itemRow(/^Ocean freight/)).getByText('Correct')).toBeVisible();
    expect(within(itemRow(/^Trucking from the Port/)).getByText('Correct')).toBeVisible();
    expect(screen.getByLabelText(/^Dutiable value in USD/)).toHaveAccessibleDescription(/Correct/);
    expect(screen.getByLabelText(/^Dutiable value in USD/)).toHaveValue('13,620.00');
    expect(screen.getByText(/Some answers are not right yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Show explanation'}));
    expect(screen.getByText(/12,000\.00 \+ 600\.00 \+ 900\.00 \+ 120\.00 = USD 13,620\.00/)).toBeVisible();
    expect(screen.getByText(/Sources: CMTA Sec\. 700/)).toBeVisible();
    expect(
      screen.getByText(/buying commission is the one commission Sec\. 701\(1\)\(a\) excludes/),
    ).toBeVisible();
  });

  it('moves between cases, asks about costs only under Method 1, and puts the case in the URL', async () => {
    const user = userEvent.setup();
    render(<ValuationDrill />);
    const warranty = must(findDrill('warranty'));
    await user.selectOptions(screen.getByLabelText(/^Case 1 of/), warranty.id);
    expect(new URLSearchParams(window.location.search).get('drill')).toBe('warranty');
    const form = screen.getByRole('form', {name: `Case: ${warranty.title}`});
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(form).getByLabelText(/^Method 2:/));
    await user.click(within(form).getByRole('button', {name: 'Check'}));
    expect(within(form).getByText('Not this method: see the explanation.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText(/^Method 3:/));
    await user.click(within(form).getByRole('button', {name: 'Check'}));
    expect(within(form).getByText('All correct.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Next case'}));
    const next = must(VALUATION_DRILLS[VALUATION_DRILLS.indexOf(warranty) + 1]);
    expect(screen.getByRole('form', {name: `Case: ${next.title}`})).toBeInTheDocument();
    // Answers start afresh.
    expect(screen.getByLabelText(/^Method 3:/)).not.toBeChecked();
  });

  it('opens the case named in the URL', () => {
    window.history.replaceState(null, '', '/valuation?drill=swap-fails');
    render(<ValuationDrill />);
    expect(screen.getByRole('form', {name: 'Case: The swap that did not work'})).toBeInTheDocument();
  });

  it('checks the order of the six methods', async () => {
    const user = userEvent.setup();
    render(<ValuationDrill />);
    const ladder = screen.getByRole('form', {name: 'Order of the valuation methods'});
    const names = [
      'transaction value (CMTA Sec. 701)',
      'transaction value of identical goods (CMTA Sec. 702)',
      'transaction value of similar goods (CMTA Sec. 703)',
      'computed value (CMTA Sec. 705)',
      'deductive value (CMTA Sec. 704)',
      'fallback value (CMTA Sec. 706)',
    ];
    for (const [i, name] of names.entries()) {
      await user.selectOptions(within(ladder).getByLabelText(`Rung ${i + 1}`), name);
    }
    await user.click(within(ladder).getByRole('button', {name: 'Check the order'}));
    expect(within(ladder).getByText(/^4 of 6 rungs right/)).toBeInTheDocument();
    expect(within(ladder).getByLabelText('Rung 4')).toHaveAccessibleDescription(
      'Should be: Method 4: deductive value (CMTA Sec. 704)',
    );
    expect(within(ladder).getByLabelText('Rung 1')).toHaveAccessibleDescription('Correct');
  });
});
