import type {ReactElement} from 'react';
import Calculator from './Calculator';
import LazyCalculator from './LazyCalculator';
import Practice from './Practice';
import ValuationDrill from './ValuationDrill';

// react-dom ships no type declarations here (no @types/react-dom), so type the one function used.
const serverModule = 'react-dom/server';
const {renderToString} = (await import(/* @vite-ignore */ serverModule)) as {
  renderToString: (element: ReactElement) => string;
};

// The doc pages are pre-rendered: the components must render on the server
// without touching the URL, and wait for the browser to read it.
describe('server rendering', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/calc?fob=999&seed=abc&level=advanced');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('renders the calculator with an empty form', () => {
    const html = renderToString(<Calculator />);
    expect(html).toContain('Compute');
    expect(html).not.toContain('999');
  });

  it('renders the practice placeholder until the browser picks the problem', () => {
    const html = renderToString(<Practice />);
    expect(html).toContain('Preparing a problem');
  });

  it('renders the lazy wrapper as a placeholder that keeps its space', () => {
    const html = renderToString(<LazyCalculator />);
    expect(html).toContain('id="calculator-tool"');
    expect(html).toContain('data-lazy="waiting"');
    expect(html).toContain('Loading the duty and tax calculator');
  });

  it('renders the valuation drills with the first case', () => {
    const html = renderToString(<ValuationDrill />);
    expect(html).toContain('Two agents and a truck');
  });
});
