import {isUntranslated} from './index';

describe('isUntranslated', () => {
  it('is false on the default locale, whatever the source', () => {
    expect(isUntranslated('@site/docs/intro.md', 'en', 'en')).toBe(false);
  });

  it('is true on another locale when the page comes from the default folders', () => {
    expect(isUntranslated('@site/docs/intro.md', 'fil', 'en')).toBe(true);
    expect(isUntranslated('@site/blog/2026-01-10-welcome.md', 'fil', 'en')).toBe(true);
  });

  it('is false when the page has its own translation under i18n/<locale>/', () => {
    expect(
      isUntranslated('@site/i18n/fil/docusaurus-plugin-content-docs/current/intro.md', 'fil', 'en'),
    ).toBe(false);
    expect(isUntranslated('@site/i18n/es/docusaurus-plugin-content-docs/current/intro.md', 'fil', 'en')).toBe(
      true,
    );
  });
});
