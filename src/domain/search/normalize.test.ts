import {gluedPattern, spreadPattern, toCompact, toWords, wordsOf} from './normalize';

describe('the word form', () => {
  it('folds case, drops accents and cuts at anything that is not a letter or digit', () => {
    expect(wordsOf('De-Minimis: Sec.1129 (Parañaque), “broker’s”')).toEqual([
      'de', 'minimis', 'sec', '1129', 'paranaque', 'broker', 's',
    ]);
    expect(wordsOf(' -- ')).toEqual([]);
  });

  it('writes the words with a space before each and after the last', () => {
    expect(toWords('Value-added  tax')).toBe(' value added tax ');
    expect(toWords('…')).toBe('');
  });

  it('runs the words together for the compact form', () => {
    expect(toCompact(toWords('de minimis'))).toBe('deminimis');
  });
});

describe('patterns', () => {
  it('finds a compact query in text as written, from a word start, with its length', () => {
    const folded = 'the de-minimis value; private vat';
    const m = spreadPattern('deminimis').exec(folded);
    expect(m?.index).toBe(4);
    expect(m?.[0]).toBe('de-minimis');
    // "vat" inside "private" is not at a word start
    expect(spreadPattern('vat').exec(folded)?.index).toBe(30);
  });

  it('confirms a glued query starts a word of the word form', () => {
    expect(gluedPattern('deminimis').test(' the de minimis value ')).toBe(true);
    expect(gluedPattern('eminimis').test(' the de minimis value ')).toBe(false);
  });
});
