// @vitest-environment jsdom
import {shareLink} from './shareLink';

describe('shareLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the link in the address bar and copies the full address', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {...navigator, clipboard: {writeText}});
    expect(await shareLink('/docs/quiz?problem=abc#practice')).toBe('copied');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/docs/quiz?problem=abc#practice',
    );
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    vi.unstubAllGlobals();
  });

  it('says the link is in the address bar when the clipboard refuses or is missing', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: {writeText: vi.fn(async () => Promise.reject(new Error('denied')))},
    });
    expect(await shareLink('/docs/x?a=1')).toBe('in-bar');
    vi.stubGlobal('navigator', {...navigator, clipboard: undefined});
    expect(await shareLink('/docs/x?a=2')).toBe('in-bar');
    expect(window.location.search).toBe('?a=2');
    vi.unstubAllGlobals();
  });
});
