import {render, screen} from '@testing-library/react';
import QuizText from './index';

const ATTACKS = [
  'Before <script>window.__pwned = 1</script> after',
  'An image <img src="x" onerror="window.__pwned = 1"> here',
  'A [x](javascript:window.__pwned=1) link and a [safe one](https://www.customs.gov.ph/)',
].join('\n\n');

describe('QuizText', () => {
  it('renders markdown emphasis and lists', () => {
    render(<QuizText markdown={'The **landed cost** has:\n\n- duty\n- VAT'} />);
    expect(screen.getByText('landed cost').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['duty', 'VAT']);
  });

  it('lets no script, event handler or javascript: link through', () => {
    const {container} = render(<QuizText markdown={ATTACKS} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    // The javascript: link is left as its harmless text; a real link stays a link.
    expect(screen.getByText('x').closest('a')).toBeNull();
    expect(screen.getByRole('link', {name: 'safe one'})).toHaveAttribute(
      'href',
      'https://www.customs.gov.ph/',
    );
    expect(screen.getByText(/Before/)).toBeInTheDocument();
    expect((window as {__pwned?: number}).__pwned).toBeUndefined();
  });
});
