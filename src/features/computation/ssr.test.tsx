import type {ReactElement} from 'react';
import Calculator from './Calculator';
import Practice from './Practice';

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
});
