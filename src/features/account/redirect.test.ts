import {safeRedirect} from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/payment?plan=premium#top', '/payment?plan=premium#top'],
    ['/fil/docs/intro', '/fil/docs/intro'],
  ])('keeps the on-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '//evil.example/docs',
    'javascript:alert(1)',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example/x',
    '/%5Cevil.example',
    'docs/intro',
    '',
    null,
    undefined,
  ])('sends %s to the home page', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});
