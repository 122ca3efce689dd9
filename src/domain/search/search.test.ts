import {excerptAround, foldCase, MAX_QUERY_LENGTH, MAX_RESULTS, normalizeQuery, prepareIndex, search, type Highlighted} from './search';
import {manyPages, TEST_INDEX} from '../../../test/searchIndex';
import {parseSearchIndex} from './types';

const index = prepareIndex(TEST_INDEX);
const text = (h: Highlighted): string => h.before + h.match + h.after;

describe('search', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(search(index, '')).toEqual({results: [], total: 0});
    expect(search(index, '   \t ')).toEqual({results: [], total: 0});
  });

  it('matches case-insensitively', () => {
    const lower = search(index, 'abandonment').results.map((r) => r.url);
    expect(lower).toEqual(['/docs/CMTA-highlights#abandonment']);
    expect(search(index, 'ABANDONMENT').results.map((r) => r.url)).toEqual(lower);
    expect(search(index, 'AbAnDoNmEnT').results.map((r) => r.url)).toEqual(lower);
  });

  it('matches a title or the text, and nothing else', () => {
    // only in a section's text
    expect(search(index, 'Sec. 1129').results.map((r) => r.url)).toEqual(['/docs/CMTA-highlights#abandonment']);
    // only in a page title
    expect(search(index, 'getting started').results.map((r) => r.url)).toEqual(['/docs/intro']);
    // only in a page description
    expect(search(index, 'candidates mix up').results.map((r) => r.url)).toEqual(['/blog/de-minimis-guide']);
    // a URL is not text
    expect(search(index, 'docs/tariff-basics').results).toEqual([]);
  });

  it('ranks page titles, then section headings, then text', () => {
    const {results, total} = search(index, 'de minimis');
    expect(results.map((r) => [r.url, r.field])).toEqual([
      ['/blog/de-minimis-guide', 'title'],
      ['/docs/CMTA-highlights#de-minimis', 'heading'],
      ['/docs/tariff-basics#rates', 'text'],
    ]);
    expect(total).toBe(3);
  });

  it('ranks a match at the start of a title before one inside a word', () => {
    const ranked = prepareIndex({
      version: 1,
      pages: [
        {url: '/a', title: 'Interest on late payment', kind: 'doc', description: '', text: '', sections: []},
        {url: '/b', title: 'Paying rest days', kind: 'doc', description: '', text: '', sections: []},
        {url: '/c', title: 'Rest of the Act', kind: 'doc', description: '', text: '', sections: []},
      ],
    });
    expect(search(ranked, 'rest').results.map((r) => r.url)).toEqual(['/c', '/b', '/a']);
  });

  it('cuts a matching title into the part before, the match as written, and the rest', () => {
    const [first] = search(index, 'MINIMIS').results;
    expect(first?.title).toEqual({before: 'De ', match: 'minimis', after: ' and balikbayan boxes'});
  });

  it('shows the text around a body match with the match marked', () => {
    const [hit] = search(index, 'or below').results;
    expect(hit?.excerpt.match).toBe('or below');
    expect(text(hit?.excerpt ?? {before: '', match: '', after: ''})).toContain('₱10,000 or below pay no duties');
  });

  it('gives a section its page title and a page none', () => {
    const {results} = search(index, 'passing rule');
    expect(results[0]).toMatchObject({url: '/docs/intro#the-passing-rule', page: 'Getting Started', kind: 'doc'});
    expect(search(index, 'Getting Started').results[0]?.page).toBeNull();
  });

  it(`lists at most ${MAX_RESULTS} results and counts them all`, () => {
    const big = prepareIndex(manyPages(45));
    const {results, total} = search(big, 'lesson');
    expect(results).toHaveLength(MAX_RESULTS);
    expect(total).toBe(45);
    expect(search(big, 'lesson', 5).results).toHaveLength(5);
  });

  it('treats runs of spaces in the query as one space', () => {
    expect(search(index, '  de    minimis ').total).toBe(3);
  });

  it('finds a straight apostrophe in text written with a curly one', () => {
    const curly = prepareIndex({
      version: 1,
      pages: [{url: '/x', title: 'The broker’s oath', kind: 'doc', description: '', text: '', sections: []}],
    });
    expect(search(curly, "broker's").results).toHaveLength(1);
  });
});

describe('foldCase', () => {
  it('lower-cases without changing the length', () => {
    expect(foldCase('Sec. 423 — “De Minimis”')).toBe('sec. 423 — "de minimis"');
    const turkish = 'İstanbul';
    expect(foldCase(turkish)).toHaveLength(turkish.length);
  });

  it('normalises a query', () => {
    expect(normalizeQuery('  Sec.\u00a0 1129 ')).toBe('sec. 1129');
  });
});

describe('excerptAround', () => {
  const long = `${'word '.repeat(40)}the de minimis value is ten thousand pesos ${'more '.repeat(60)}`.trim();

  it('keeps the match and cuts long text at spaces, with ellipses', () => {
    const at = long.indexOf('de minimis');
    const e = excerptAround(long, at, 'de minimis'.length);
    expect(e.match).toBe('de minimis');
    expect(e.before.startsWith('…')).toBe(true);
    expect(e.before.startsWith('… ')).toBe(false);
    expect(e.after.endsWith('…')).toBe(true);
    expect(text(e).length).toBeLessThan(200);
  });

  it('shows short text whole and long text from its start when nothing matched', () => {
    expect(excerptAround('Short text.', -1, 0)).toEqual({before: 'Short text.', match: '', after: ''});
    const e = excerptAround(long, -1, 0);
    expect(e.before.startsWith('word word')).toBe(true);
    expect(e.before.endsWith('…')).toBe(true);
  });
});

describe('parseSearchIndex', () => {
  it('accepts an index and rejects other versions and bad fields', () => {
    expect(parseSearchIndex(JSON.parse(JSON.stringify(TEST_INDEX)))).toEqual(TEST_INDEX);
    expect(() => parseSearchIndex({version: 2, pages: []})).toThrow(/version 2/);
    expect(() => parseSearchIndex({version: 1, pages: [{url: '/a'}]})).toThrow(/pages\[0\]\.kind/);
    expect(() => parseSearchIndex(null)).toThrow(/not an object/);
  });
});

describe('a pasted page as a query', () => {
  it('is cut to MAX_QUERY_LENGTH characters, so searching it stays quick', () => {
    const pasted = 'protest '.repeat(1250);
    const started = performance.now();
    const outcome = search(index, pasted);
    expect(performance.now() - started).toBeLessThan(500);
    expect(outcome).toEqual(search(index, pasted.slice(0, MAX_QUERY_LENGTH)));
  });
});
