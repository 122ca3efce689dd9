import {wordsOf} from './normalize';
import {isNavigatorPage, sectionNumberOf, sectionOfAnchor} from './sections';

const section = (query: string): string | null => sectionNumberOf(wordsOf(query));

describe('section queries', () => {
  it.each([
    '1129', 'Sec 1129', 'Sec. 1129', 'section 1129', 'sec.1129', 'CMTA 1129', 'CMTA Sec. 1129', 'RA 10863 Sec. 1129',
    'Republic Act No. 10863, Section 1129', '§1129', 'seksiyon 1129', 'Seksyon 1129 ng CMTA', 'Section 1129 of the CMTA',
  ])('"%s" names section 1129', (query) => {
    expect(section(query)).toBe('1129');
  });

  it.each(['abandonment 1129', '1129 1130', 'RA 9280 Sec. 27', 'RA 10863', 'Sec. 27', 'sec', '11290'])(
    '"%s" names no single CMTA section',
    (query) => {
      expect(section(query)).toBeNull();
    },
  );

  it('reads the navigator anchors and page', () => {
    expect(sectionOfAnchor('sec-1129')).toBe('1129');
    expect(sectionOfAnchor('title-xi-chapter-6')).toBeNull();
    expect(isNavigatorPage('/fil/docs/CMTA-fulltext')).toBe(true);
    expect(isNavigatorPage('/docs/CMTA-highlights')).toBe(false);
  });
});
