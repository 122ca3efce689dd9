import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {englishText} from '@site/src/domain/computation';
import {generateProblem} from '@site/src/domain/computation';
import {must} from '../../../../test/computation';
import Practice from './index';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function labelFor(id: string, label: string): string {
  return id === 'insurance' ? label : `${label} (₱)`;
}

describe('Practice', () => {
  it('reloads the problem named in the URL', async () => {
    window.history.replaceState(null, '', '/practice?seed=abc&level=intermediate');
    render(<Practice />);
    const problem = generateProblem('abc', 'intermediate');
    expect(await screen.findByRole('region', {name: problem.title})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 3, name: problem.title})).toBeInTheDocument();
    for (const fact of problem.facts) {
      expect(screen.getByText(fact)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Level')).toHaveValue('intermediate');
    expect(screen.getAllByRole('textbox')).toHaveLength(14);
  });

  it('marks only the wrong line wrong, blanks missing, and the rest correct', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/practice?seed=check-me&level=basic');
    render(<Practice />);
    const problem = generateProblem('check-me', 'basic');
    await screen.findByRole('region', {name: problem.title});

    for (const line of problem.expected.lines) {
      if (line.id === 'exciseTax') {
        continue; // left blank: missing
      }
      const input = screen.getByLabelText(labelFor(line.id, englishText(line.label)));
      await user.click(input);
      await user.paste(line.id === 'customsDuty' ? '1.00' : line.amount);
    }
    await user.click(screen.getByRole('button', {name: 'Check'}));

    for (const line of problem.expected.lines) {
      const input = screen.getByLabelText(labelFor(line.id, englishText(line.label)));
      const row = must(input.closest<HTMLElement>('[data-line]'));
      if (line.id === 'customsDuty') {
        expect(within(row).getByText('Wrong')).toBeInTheDocument();
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(/Wrong/);
        expect(input).toHaveValue('1.00'); // what was typed stays
      } else if (line.id === 'exciseTax') {
        expect(within(row).getByText('Missing')).toBeInTheDocument();
      } else {
        expect(within(row).getByText('Correct')).toBeInTheDocument();
        expect(input).not.toHaveAttribute('aria-invalid');
      }
    }
    expect(screen.getAllByText('Wrong')).toHaveLength(1);
    expect(screen.getByText('12 of 14 lines correct, 1 wrong, 1 missing.')).toHaveAttribute('role', 'status');
  });

  it('reveals the worked solution with formulas', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/practice?seed=solve&level=advanced');
    render(<Practice />);
    const problem = generateProblem('solve', 'advanced');
    await screen.findByRole('region', {name: problem.title});
    const toggle = screen.getByRole('button', {name: 'Show worked solution'});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide worked solution');
    const table = screen.getByRole('table', {name: 'Worked solution'});
    const dv = must(problem.expected.lines.find((l) => l.id === 'dutiableValue'));
    expect(within(table).getByText(englishText(dv.formula))).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(15);
  });

  it('starts a problem and writes seed and level to the URL when there are none', async () => {
    const user = userEvent.setup();
    render(<Practice />);
    await screen.findAllByRole('textbox');
    const first = new URLSearchParams(window.location.search);
    expect(first.get('level')).toBe('basic');
    expect(first.get('seed')).toMatch(/^[\w-]+$/);

    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    const second = new URLSearchParams(window.location.search);
    expect(second.get('level')).toBe('advanced');
    expect(screen.getByRole('heading', {level: 3})).toHaveTextContent(/Reverse problem|Mixed currencies/);

    await user.click(screen.getByRole('button', {name: 'New problem'}));
    const third = new URLSearchParams(window.location.search);
    expect(third.get('level')).toBe('advanced');
    expect(third.get('seed')).not.toBe(second.get('seed'));
  });

  it('copies a link that reopens the same problem at the practice anchor', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/practice?fob=5&seed=share-me&level=intermediate');
    render(<Practice shareAnchor="practice" />);
    const problem = generateProblem('share-me', 'intermediate');
    await screen.findByRole('region', {name: problem.title});
    await user.click(screen.getByRole('button', {name: 'Copy link to this problem'}));
    expect(
      await screen.findByText(
        /^(Link to this problem copied|The link to this problem is in the address bar)/,
      ),
    ).toBeInTheDocument();
    const url = new URL(await navigator.clipboard.readText());
    expect(url.pathname).toBe('/practice');
    expect(url.hash).toBe('#practice');
    expect(url.searchParams.get('seed')).toBe('share-me');
    expect(url.searchParams.get('level')).toBe('intermediate');
    expect(url.searchParams.get('fob')).toBe('5'); // other features' keys are kept
  });

  it('ignores a malformed seed or level in the URL', async () => {
    window.history.replaceState(null, '', '/practice?seed=%3Cscript%3E&level=expert');
    render(<Practice />);
    await screen.findAllByRole('textbox');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('level')).toBe('basic');
    expect(params.get('seed')).not.toBe('<script>');
  });
});
