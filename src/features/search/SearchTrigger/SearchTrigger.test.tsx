import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {TEST_INDEX} from '../../../../test/searchIndex';
import {setSearchOpen} from './openState';
import SearchTrigger from '.';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(TEST_INDEX))));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => setSearchOpen(false));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SearchTrigger', () => {
  it('is a button named "Search" with the Ctrl K hint kept out of its name', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    render(<SearchTrigger />);
    const button = screen.getByRole('button', {name: 'Search'});
    expect(button).toHaveTextContent('SearchCtrl K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  });

  it('shows ⌘ K on Apple devices', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<SearchTrigger />);
    expect(screen.getByRole('button', {name: 'Search'})).toHaveTextContent('⌘ K');
  });

  it('loads nothing until the reader shows interest, then loads the modal and index without opening it', async () => {
    // Test files share modules (isolate: false): start from a module graph whose index cache is empty.
    vi.resetModules();
    const {default: FreshTrigger} = await import('.');
    const user = userEvent.setup();
    render(<FreshTrigger />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes Ctrl+K from the browser but leaves Ctrl+Shift+K and plain K alone', async () => {
    render(<SearchTrigger />);
    expect(fireEvent.keyDown(document, {key: 'k'})).toBe(true);
    expect(fireEvent.keyDown(document, {key: 'K', ctrlKey: true, shiftKey: true})).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // fireEvent returns false when the handler called preventDefault()
    expect(fireEvent.keyDown(document, {key: 'k', ctrlKey: true})).toBe(false);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps search open when the navbar is mounted again (Ctrl+K pressed while a page of another layout loads)', async () => {
    const before = render(<SearchTrigger />);
    fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
    before.unmount(); // the docs layout's navbar goes; the blog layout brings its own
    render(<SearchTrigger />);
    expect(await screen.findByRole('combobox')).toHaveValue('');
  });
});
