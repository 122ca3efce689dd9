import {wordsOf} from './normalize';
import {prepareIndex, search} from './search';
import {SYNONYMS, termsOf} from './synonyms';
import type {SearchIndex} from './types';

const needles = (query: string): string[][] => termsOf(wordsOf(query)).map((t) => t.forms.map((f) => f.needle));

/** An index of one page whose only text is `text`. */
const onePage = (text: string): SearchIndex => ({
  version: 1,
  pages: [{url: '/docs/x', title: 'Page', kind: 'doc', description: '', text, sections: []}],
});

describe('the synonym table', () => {
  it('makes the longest run of words that is a form one term, with its row', () => {
    expect(needles('bureau of customs clearance')).toEqual([
      [' boc', ' bureau of customs', ' kawanihan ng adwana'],
      [' clearance'],
    ]);
    expect(needles('RA 10863')[0]).toContain(' cmta');
    expect(needles('RA 9280')[0]).toContain(' customs brokers act');
    // "RA" alone is "Republic Act"
    expect(needles('RA')).toEqual([[' ra ', ' republic act', ' batas republika']]);
  });

  it('matches short words and numbers as whole words, longer ones as word starts', () => {
    expect(needles('eo 62 abandon')).toEqual([[' eo ', ' executive order'], [' 62 '], [' abandon']]);
  });

  it('has no form in two rows', () => {
    const forms = SYNONYMS.flat().map((f) => wordsOf(f).join(' '));
    expect(new Set(forms).size).toBe(forms.length);
  });

  // Every row, both ways: a query in any form finds text written in any other form.
  for (const row of SYNONYMS) {
    it(`finds each of ${row.map((f) => `"${f}"`).join(', ')} written as any other`, () => {
      for (const written of row) {
        const index = prepareIndex(onePage(`Notes: ${written}.`));
        for (const typed of row) expect(search(index, typed).total, `"${typed}" in "${written}"`).toBe(1);
      }
    });
  }

  it('does not join a row to text that only shares a word', () => {
    const index = prepareIndex(onePage('The bureau issued a customs order.'));
    expect(search(index, 'BOC').total).toBe(0);
    expect(search(index, 'CAO').total).toBe(0);
  });
});
