import {MAX_PER_PAGE, prepareIndex, search} from './search';
import type {IndexedPage, SearchIndex} from './types';

/**
 * The rules beyond the spec's substring match (issue 17): words in any
 * order ignoring punctuation, hyphens and spacing; section queries; a
 * ranking that puts the phrase first and does not let one page fill the list.
 */

const page = (url: string, title: string, text: string, sections: [string, string, string][] = []): IndexedPage => ({
  url,
  title,
  kind: url.startsWith('/blog/') ? 'blog' : 'doc',
  description: '',
  text,
  sections: sections.map(([anchor, heading, t]) => ({anchor, heading, text: t})),
});

const INDEX: SearchIndex = {
  version: 1,
  pages: [
    page('/docs/CMTA-fulltext', 'CMTA Full-Text Navigator', 'All 315 sections of RA 10863.', [
      ['sec-423', 'Sec. 423 — De Minimis Importations', 'No duties and taxes on goods worth ₱10,000 or less.'],
      ['title-xi-chapter-6', 'Chapter 6 — Abandonment (Secs. 1129–1130)', ''],
      ['sec-1128', 'Sec. 1128 — Review', 'Appeals go to the Court of Tax Appeals. See also: Sec. 1129.'],
      ['sec-1129', 'Sec. 1129 — Abandonment, Kinds and Effects of', 'Goods left unclaimed are deemed abandoned.'],
      ['sec-1130', 'Sec. 1130 — Abandoned Goods', 'Disposal of abandoned goods. See also: Sec. 1129.'],
      ['sec-1143', 'Sec. 1143 — Auction', 'Abandoned goods go to auction. See also: Sec. 1129.'],
    ]),
    page('/docs/CMTA-highlights', 'CMTA Highlights', 'The sections asked most.', [
      ['abandonment', 'Abandonment', 'Sec. 1129 sets the kinds of abandonment.'],
    ]),
    page('/blog/de-minimis', 'De minimis, informal entries and balikbayan boxes', 'The peso ceilings.', [
      ['informal-entry', 'Informal entry: below ₱50,000', 'Commercial goods below ₱50,000 may use informal entry.'],
    ]),
    page('/docs/vat', 'VAT and Other Taxes', 'How the value-added tax is computed at the border.', [
      ['vat-on-importation', 'VAT on importation', 'Every importation pays VAT of 12%.'],
      ['the-rate-and-the-base', 'The rate and the base', 'Importations pay VAT at 12% of the landed cost.'],
      ['computing', 'Computing the tax', 'The VAT rate is applied to the landed cost.'],
    ]),
    page('/docs/brokers', 'Customs Brokers Act Highlights', 'RA 9280 governs the licence of a customs broker.'),
    page('/docs/exercises', 'Import duty exercises', 'Practice sets.', [
      ['informal', 'De minimis is not informal entry', 'A separate threshold decides the entry: below ₱50,000, informal.'],
    ]),
    page('/docs/entries', 'Entry of goods, formal or informal', 'Which declaration to lodge.'),
    page('/docs/private', 'Private rates', 'A derivative rate of private carriers.'),
  ],
};

const index = prepareIndex(INDEX);
const urls = (query: string): string[] => search(index, query).results.map((r) => r.url);

describe('word matching', () => {
  it('still finds every substring match of the spec rule', () => {
    expect(urls('andon')).toEqual(expect.arrayContaining(['/docs/CMTA-highlights#abandonment']));
    expect(urls('₱50,000')).toEqual(['/blog/de-minimis#informal-entry', '/docs/exercises#informal']);
  });

  it('ignores hyphens, spacing and punctuation: "de-minimis" = "de minimis" = "deminimis"', () => {
    const spaced = urls('de minimis');
    expect(spaced[0]).toBe('/blog/de-minimis');
    expect(urls('de-minimis')).toEqual(spaced);
    expect(urls('deminimis')).toEqual(spaced);
    expect(urls('DE—MINIMIS')).toEqual(spaced);
    expect(urls('sec.1129')).toContain('/docs/CMTA-highlights#abandonment');
  });

  it('finds all the words in any order, and not when one is missing', () => {
    expect(urls('threshold informal entry')).toEqual(['/docs/exercises#informal']);
    expect(urls('informal entry threshold')).toEqual(['/docs/exercises#informal']);
    expect(urls('informal entry zebra')).toEqual([]);
  });

  it('matches words at their start: "vat" is not in "private" or "derivative"', () => {
    expect(urls('vat rate')).not.toContain('/docs/private');
    expect(urls('abandon kinds')).toEqual(['/docs/CMTA-fulltext#sec-1129', '/docs/CMTA-highlights#abandonment']);
  });

  it('takes a plural for its singular and the other way round', () => {
    expect(urls('informal entry')).toContain('/blog/de-minimis');
    expect(urls('importations vat')).toContain('/docs/vat#vat-on-importation');
    expect(urls('taxes')).toContain('/docs/vat');
  });

  it('reads the synonym table: "broker license" finds the licence, "value added tax" finds VAT', () => {
    expect(urls('broker license')).toEqual(['/docs/brokers']);
    expect(urls('value added tax rate')[0]).toBe('/docs/vat#computing');
  });

  it("lets a section's page title supply a word, but not every word", () => {
    expect(urls('CMTA abandonment kinds')).toEqual(['/docs/CMTA-fulltext#sec-1129', '/docs/CMTA-highlights#abandonment']);
    expect(urls('CMTA auction')).toEqual(['/docs/CMTA-fulltext#sec-1143']);
    expect(urls('navigator')).toEqual(['/docs/CMTA-fulltext']);
  });

  it('marks the first word it found in the title and the text', () => {
    const [first] = search(index, 'rate vat').results;
    expect(first?.url).toBe('/docs/vat#the-rate-and-the-base');
    expect(first?.title).toEqual({before: 'The ', match: 'rate', after: ' and the base'});
    expect(first?.excerpt.match).toBe('VAT');
    const [spaced] = search(index, 'deminimis').results;
    expect(spaced?.title.match).toBe('De minimis');
  });
});

describe('section queries', () => {
  it.each(['1129', 'Sec 1129', 'section 1129', 'CMTA 1129', 'sec.1129', 'Sec. 1129'])(
    '"%s" puts Sec. 1129 of the navigator first',
    (query) => {
      expect(urls(query)[0]).toBe('/docs/CMTA-fulltext#sec-1129');
    },
  );

  it('leaves a number that is no CMTA section to the ordinary rules', () => {
    expect(urls('RA 9280')).toEqual(['/docs/brokers']);
  });
});

describe('ranking', () => {
  it('puts the phrase before scattered words, then title, heading, text', () => {
    expect(urls('informal entry')).toEqual([
      '/blog/de-minimis', // page title, the phrase (as "informal entries")
      '/blog/de-minimis#informal-entry', // heading, the phrase at its start
      '/docs/exercises#informal', // heading, the phrase at a word start
      '/docs/entries', // page title, the words apart
    ]);
    // The phrase in the text beats the words apart, even with one in a heading;
    // a word in the heading beats both words in the text.
    expect(urls('vat rate')).toEqual(['/docs/vat#computing', '/docs/vat#the-rate-and-the-base']);
    expect(urls('rate vat')).toEqual(['/docs/vat#the-rate-and-the-base', '/docs/vat#computing']);
  });

  it(`lists at most ${MAX_PER_PAGE} entries of one page before the other pages`, () => {
    const found = urls('1129');
    expect(found[0]).toBe('/docs/CMTA-fulltext#sec-1129');
    const highlights = found.indexOf('/docs/CMTA-highlights#abandonment');
    expect(highlights).toBe(MAX_PER_PAGE);
    expect(found.slice(0, highlights).every((u) => u.startsWith('/docs/CMTA-fulltext'))).toBe(true);
    // The rest of the navigator follows after the other pages.
    expect(found).toHaveLength(6);
  });
});
