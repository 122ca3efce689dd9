import {describe, expect, it} from 'vitest';
import {assetRefs, buildOf, filesToKeep} from './cacheRules.mjs';

const SCOPE = 'https://site.test/';
const PAGE = 'https://site.test/docs/intro';

describe('assetRefs', () => {
  it('lists the files under assets/ a page names, quoted or not, and no premium, foreign or non-asset file', () => {
    const html = [
      '<link rel=stylesheet href=/assets/css/styles.1a2b.css>',
      '<script src=/assets/js/runtime~main.31522d4e.js defer></script>',
      '<script src="/assets/js/main.e6408cf6.js" defer></script>',
      "<link rel='preload' href='/assets/js/17896441.0a1b.js' as=script>",
      '<script src=/assets/js/premium-abc.1234.js></script>',
      '<script src=https://other.test/assets/js/x.js></script>',
      '<link rel=manifest href=/manifest.json>',
      '<img src=/assets/images/a.png>',
    ].join('');
    expect(assetRefs(html, PAGE, SCOPE)).toEqual([
      'https://site.test/assets/css/styles.1a2b.css',
      'https://site.test/assets/js/17896441.0a1b.js',
      'https://site.test/assets/js/main.e6408cf6.js',
      'https://site.test/assets/js/runtime~main.31522d4e.js',
    ]);
  });

  it('keeps to the scope of a locale', () => {
    const html = '<script src=/fil/assets/js/main.aa.js></script><script src=/assets/js/main.bb.js></script>';
    expect(assetRefs(html, 'https://site.test/fil/docs/intro', 'https://site.test/fil/')).toEqual([
      'https://site.test/fil/assets/js/main.aa.js',
    ]);
  });
});

describe('buildOf', () => {
  it("names a page's build by its runtime bundle, or null", () => {
    expect(
      buildOf([
        'https://site.test/assets/js/main.aa.js',
        'https://site.test/assets/js/runtime~main.31522d4e.js',
      ]),
    ).toBe('https://site.test/assets/js/runtime~main.31522d4e.js');
    expect(buildOf(['https://site.test/assets/js/main.aa.js'])).toBeNull();
  });
});

describe('filesToKeep', () => {
  const v1 = {runtime: 'r1', files: ['r1', 'main1', 'css1', 'lazy1', 'shared']};
  const v2 = {runtime: 'r2', files: ['r2', 'main2', 'css2', 'lazy2', 'shared']};
  const builds = new Map([
    [v1.runtime, v1.files],
    [v2.runtime, v2.files],
  ]);

  it('keeps an earlier build while a saved page belongs to it, lazily loaded chunks included', () => {
    const keep = filesToKeep({
      current: v2.files,
      pages: [{refs: ['r1', 'main1', 'css1'], build: 'r1'}],
      builds,
    });
    expect([...keep].sort()).toEqual([...new Set([...v1.files, ...v2.files])].sort());
  });

  it('drops an earlier build once every page saved under it was refreshed', () => {
    const keep = filesToKeep({current: v2.files, pages: [{refs: ['r2', 'main2'], build: 'r2'}], builds});
    expect(keep.has('main1')).toBe(false);
    expect(keep.has('lazy1')).toBe(false);
    expect(keep.has('shared')).toBe(true);
  });

  it("keeps the files a page names even when its build's list was never recorded", () => {
    const keep = filesToKeep({current: [], pages: [{refs: ['r0', 'main0'], build: 'r0'}], builds});
    expect([...keep].sort()).toEqual(['main0', 'r0']);
  });
});
