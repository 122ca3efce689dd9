import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ReactNode} from 'react';
import {manyPages, TEST_INDEX} from '../testIndex';
import type {SearchIndex} from '../types';

/**
 * The search modal as a reader meets it: through the navbar button (or
 * Cmd/Ctrl+K), over a fetched index (spec §2, §4, §5).
 */

type Trigger = () => ReactNode;

let fetchMock: ReturnType<typeof vi.fn>;

function serve(index: SearchIndex): void {
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(index), {status: 200})));
  vi.stubGlobal('fetch', fetchMock);
}

async function setup(index: SearchIndex = TEST_INDEX): Promise<ReturnType<typeof userEvent.setup>> {
  serve(index);
  // A fresh module graph per test: the index cache and the lazily loaded modal start empty.
  vi.resetModules();
  const {default: SearchTrigger} = (await import('../SearchTrigger')) as {default: Trigger};
  const page = document.createElement('div');
  page.id = '__docusaurus';
  document.body.append(page);
  render(<SearchTrigger />, {container: page});
  return userEvent.setup();
}

async function openByButton(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', {name: 'Search'}));
  return screen.findByRole('combobox', {name: 'Search documentation'});
}

const options = (): HTMLElement[] => within(screen.getByRole('listbox')).getAllByRole('option');

// Transform the modules once up front: on a busy machine the first transform
// can take seconds, which would otherwise count against the first test.
beforeAll(async () => {
  await import('../SearchTrigger');
  await import('.');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.getElementById('__docusaurus')?.remove();
});

describe('SearchModal', () => {
  it('opens from the button as a labelled modal dialog with the spec placeholder and hints', async () => {
    const user = await setup();
    const input = await openByButton(user);
    const dialog = screen.getByRole('dialog', {name: 'Search documentation'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveAttribute('placeholder', 'Search documentation...');
    expect(input).toHaveFocus();
    for (const hint of ['to navigate', 'to select', 'to close']) {
      expect(within(dialog).getByText(hint)).toBeInTheDocument();
    }
    expect(document.getElementById('__docusaurus')).toHaveAttribute('inert');
    expect(fetchMock).toHaveBeenCalledWith('/search-index.json');
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('opens with %s', async (_name, keys) => {
    const user = await setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard(keys);
    expect(await screen.findByRole('dialog', {name: 'Search documentation'})).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('shows no results and no message for an empty or blank query', async () => {
    const user = await setup();
    const input = await openByButton(user);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, '    ');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('matches titles and excerpts case-insensitively, titles first, with the match marked', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'DE MINIMIS');
    const found = await waitFor(() => {
      const list = options();
      expect(list).toHaveLength(3);
      return list;
    });
    // a page title, then a section heading, then body text only
    expect(found.map((o) => o.getAttribute('href'))).toEqual([
      '/blog/de-minimis-guide',
      '/docs/CMTA-highlights#de-minimis',
      '/docs/tariff-basics#rates',
    ]);
    expect(found[0]?.querySelector('mark')).toHaveTextContent('De minimis');
    // The body match shows the text around it, with what matched marked.
    expect(found[2]).toHaveTextContent('The DE MINIMIS ceiling is a value, not a tariff rate.');
    expect(found[2]?.querySelector('mark')).toHaveTextContent('DE MINIMIS');
    // A section says which page it is on.
    expect(found[1]).toHaveTextContent('CMTA Highlights');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('finds a word that is only in an excerpt', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'unclaimed');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Abandonment');
    expect(options()[0]?.querySelector('mark')).toHaveTextContent('unclaimed');
  });

  it('says "No results found for" the query when nothing matches', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'zzqxj');
    expect(await screen.findByText('No results found for "zzqxj"')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves the selection with the arrow keys, wrapping at both ends', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'de minimis');
    await waitFor(() => expect(options()).toHaveLength(3));
    const selected = (): number => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    const active = (): string | null => input.getAttribute('aria-activedescendant');

    expect(selected()).toBe(0);
    expect(active()).toBe(options()[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    expect(active()).toBe(options()[2]?.id);
  });

  it('opens the selected result with Enter, closes, and clears the query', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'de minimis');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(window.location.pathname + window.location.hash).toBe('/docs/CMTA-highlights#de-minimis');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('__docusaurus')).not.toHaveAttribute('inert');

    const again = await openByButton(user);
    expect(again).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens a clicked result, closes, and clears the query', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'passing');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(options()[0] as HTMLElement);
    expect(window.location.pathname + window.location.hash).toBe('/docs/intro#the-passing-rule');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await openByButton(user)).toHaveValue('');
  });

  it('closes with Escape and gives focus back to the search button', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'tariff');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Search'})).toHaveFocus();
    expect(window.location.pathname).toBe('/');
  });

  it('gives focus back to the search button after Ctrl+K from the page', async () => {
    const user = await setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', {name: 'Search'})).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = await setup();
    await openByButton(user);
    await user.click(screen.getByRole('button', {name: 'Close search'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Search'})).toHaveFocus();
  });

  it('closes on a click on the overlay but not on a click inside the dialog', async () => {
    const user = await setup();
    await openByButton(user);
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a dismissed query for next time', async () => {
    const user = await setup();
    const input = await openByButton(user);
    await user.type(input, 'abandon');
    await user.keyboard('{Escape}');
    expect(await openByButton(user)).toHaveValue('abandon');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await setup();
    const input = await openByButton(user);
    const close = screen.getByRole('button', {name: 'Close search'});
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({shift: true});
    expect(close).toHaveFocus();
  });

  it('lists at most 20 results and says how many there are', async () => {
    const user = await setup(manyPages(35));
    const input = await openByButton(user);
    await user.type(input, 'lesson');
    await waitFor(() => expect(options()).toHaveLength(20));
    expect(
      screen.getByText('Showing the first 20 of 35 results. Type more to narrow them down.'),
    ).toBeInTheDocument();
  });

  it('shows a failed index load and loads it again on "Try again"', async () => {
    const user = await setup();
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('gone', {status: 503})));
    const input = await openByButton(user);
    expect(await screen.findByText(/search index could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    await user.type(input, 'abandonment');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says plainly when the index cannot load offline because search was never kept on this device', async () => {
    const user = await setup();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
      await openByButton(user);
      expect(
        await screen.findByText(/^You are offline, and search has not been kept on this device yet\./),
      ).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says the index is loading while it is on its way', async () => {
    const user = await setup();
    let finish: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    const input = await openByButton(user);
    await user.type(input, 'abandonment');
    expect(screen.getByText('Loading the search index…')).toBeInTheDocument();
    finish(new Response(JSON.stringify(TEST_INDEX)));
    await waitFor(() => expect(options()).toHaveLength(1));
  });
});
