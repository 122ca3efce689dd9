import {safeSitePath} from './safePath';

/** The payloads of issue 12 (item 2), and their relatives. */
const OFF_SITE_PATHS = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example/x',
  '/%2E%2E//evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/%252e//evil.example',
  '//evil.example',
  'https://evil.example/docs',
  'javascript:alert(1)',
] as const;

describe('safeSitePath', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/payment?plan=premium#top', '/payment?plan=premium#top'],
    ['/docs/./intro', '/docs/intro'],
    ['/docs/../pricing', '/pricing'],
    ['/fil/docs/intro', '/fil/docs/intro'],
  ])('keeps %s as the on-site path %s', (raw, expected) => {
    expect(safeSitePath(raw)).toBe(expected);
  });

  it.each(OFF_SITE_PATHS)('refuses %s, which resolves off the site', (raw) => {
    expect(safeSitePath(raw)).toBeNull();
  });

  it('resolves a relative link against the page it is on', () => {
    expect(safeSitePath('./CMTA-fulltext#sec-100', '/docs/premium-reviewer')).toBe(
      '/docs/CMTA-fulltext#sec-100',
    );
    expect(safeSitePath('../pricing', '/docs/premium-reviewer')).toBe('/pricing');
    expect(safeSitePath('.//evil.example', '/')).toBeNull();
    expect(safeSitePath('../..//evil.example', '/docs/x')).toBeNull();
  });
});
