// Front matter and blog/*.yml, read with the `yaml` package: what the old hand parser read, and
// what only a YAML parser gets right.
import {describe, expect, it} from 'vitest';
import {checkDocPage} from './docPage';
import {parseFrontMatter, parseYamlMap, readYamlMap} from './frontMatter';
import {AUTHORS, docPage} from './testing';

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

describe('front matter as YAML', () => {
  const data = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\nBody\n`).data;

  it('keeps ": " and " #" inside quotes, and drops a comment after a plain value', () => {
    expect(
      data(
        'title: "CMTA Sec. 423: the de minimis rule #1"\ndescription: Plain words # a note to editors\n' +
          "slug: 'it''s-the-rule'",
      ),
    ).toEqual({
      title: 'CMTA Sec. 423: the de minimis rule #1',
      description: 'Plain words',
      slug: "it's-the-rule",
    });
  });

  it('reads a plain value that runs on to the next line, and a literal block with its line breaks', () => {
    expect(data('description: The first line\n  and the second line.\nnote: |\n  One.\n  Two.')).toEqual({
      description: 'The first line and the second line.',
      note: 'One.\nTwo.',
    });
  });

  it('reads lists in flow style (quoted commas, over several lines) and block style (with comments)', () => {
    expect(
      data(
        'tags: ["cmta, tariff", reviewer]\nauthors: [\n  ana,\n  ben,\n]\nkeywords:\n  - de minimis # CMTA Sec. 423\n  - "informal entry"',
      ),
    ).toEqual({
      tags: ['cmta, tariff', 'reviewer'],
      authors: ['ana', 'ben'],
      keywords: ['de minimis', 'informal entry'],
    });
  });

  it('gives each key its line in the file, after a multi-line value', () => {
    const fm = parseFrontMatter('---\ndescription: >\n  One\n  two.\ntags:\n  - cmta\ntitle: T\n---\n');
    expect(fm.lines).toEqual({description: 2, tags: 5, title: 7});
  });

  it('reports a YAML syntax error on its line of the file, and the page check names it', () => {
    // An unquoted ": " is a nested map, which YAML (and the site build) refuses.
    const fm = parseFrontMatter('---\ndescription: x\ntitle: CMTA Sec. 423: de minimis\n---\nBody\n');
    expect(fm.errors).toEqual([{line: 3, message: 'Nested mappings are not allowed in compact mappings'}]);
    const text = docPage({
      frontMatter: 'title: "Fixture Page"\ndescription: "What it teaches."\ntitle: "Again"',
    });
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})).toEqual([
      'docs/x.md:4: front matter is not valid YAML (Map keys must be unique)',
    ]);
  });

  it('reads nested fields in authors.yml and counts an entry with no fields as declared', () => {
    const {map, errors} = readYamlMap(
      'ana:\n  name: Ana Cruz\n  description: "Writes on CMTA Sec. 423: de minimis"\n  socials:\n    x: anacruz\nben:\n',
    );
    expect(errors).toEqual([]);
    expect(map).toEqual({
      ana: {name: 'Ana Cruz', description: 'Writes on CMTA Sec. 423: de minimis', socials: {x: 'anacruz'}},
      ben: {},
    });
    expect(parseYamlMap('# a comment\ncmta:\n  label: CMTA # the Act\n')).toEqual({cmta: {label: 'CMTA'}});
  });
});
