// Front matter and blog/*.yml, read with the `yaml` package.
import {describe, expect, it} from 'vitest';
import {parseFrontMatter} from './frontMatter';
import {AUTHORS} from './testing';

describe('parseFrontMatter and parseYamlMap', () => {
  it('reads quoted values, inline lists, block lists and folded text', () => {
    const fm = parseFrontMatter(
      '---\ntitle: "Valuation: the six methods"\nauthors: [ana, ben]\ntags:\n  - cmta\n  - tariff\ndescription: >\n  Two lines\n  folded.\n---\n\nBody line\n',
    );
    expect(fm.data).toEqual({
      title: 'Valuation: the six methods',
      authors: ['ana', 'ben'],
      tags: ['cmta', 'tariff'],
      description: 'Two lines folded.',
    });
    expect(fm.body.trim()).toBe('Body line');
    expect(fm.bodyLine).toBe(11);
  });

  it('reads authors.yml with a folded bio', () => {
    expect(Object.keys(AUTHORS)).toEqual(['ana', 'ben']);
    expect(AUTHORS.ana?.description).toMatch(/^Ana writes about customs procedure .* deadline\.$/);
  });
});
