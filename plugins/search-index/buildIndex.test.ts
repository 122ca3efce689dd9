import {parseSearchIndex, type SearchIndex} from '../../src/domain/search';
import {serializeIndex} from './buildIndex';

const INDEX: SearchIndex = {
  version: 1,
  pages: [
    {
      url: '/docs/CMTA-fulltext',
      title: 'CMTA Full-Text Navigator',
      kind: 'doc',
      description: '',
      text: '',
      sections: [
        {anchor: 'sec-1129', heading: 'Sec. 1129 — Abandonment, Kinds and Effects of', text: 'Deemed abandoned.'},
        {anchor: 'title-xi-chapter-6', heading: 'Chapter 6 — Abandonment (Secs. 1129–1130)', text: ''},
        {anchor: 'check-yourself', heading: 'Check yourself', text: 'Five questions.'},
        {anchor: 'the-rate-and-the-base-nirc-sec-107a', heading: 'The rate and the base (NIRC Sec. 107(A))', text: ''},
        {anchor: 'check-yourself-1', heading: 'Check yourself', text: 'Again.'},
      ],
    },
  ],
};

describe('the index file', () => {
  it('leaves out only the anchors the client derives from the heading, and reads back the same index', () => {
    const json = serializeIndex(INDEX);
    const sections = (JSON.parse(json) as {pages: {sections: {anchor?: string}[]}[]}).pages[0]?.sections;
    expect(sections?.map((s) => s.anchor)).toEqual([
      undefined,
      'title-xi-chapter-6',
      undefined,
      undefined,
      'check-yourself-1',
    ]);
    expect(parseSearchIndex(JSON.parse(json))).toEqual(INDEX);
  });
});
