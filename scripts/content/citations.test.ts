// CMTA section links and citations.
import {describe, expect, it} from 'vitest';
import {checkCitations, findCmtaCitations} from './citations';
import {SECTIONS} from './testing';

describe('CMTA citations', () => {
  it('finds plain-text citations in their usual forms', () => {
    const found = (t: string) => findCmtaCitations(t).map((c) => c.number);
    expect(found('under CMTA Sec. 423, no duty')).toEqual([423]);
    expect(found('CMTA (RA 10863) Secs. 700–708 and 1106')).toEqual([700, 708, 1106]);
    expect(found('CMTA Sec. 800(f), (g)')).toEqual([800]);
    expect(found('CMTA Section 402 and Sec. 407 of the CMTA')).toEqual([402, 407]);
    expect(found('RA 9280 Sec. 17, NIRC Sec. 107(A), Sec. 999 of PD 1464')).toEqual([]);
  });

  it('passes links and citations of sections that exist', () => {
    const text =
      'See [CMTA Sec. 423](./CMTA-fulltext.md#sec-423), [Sec. 1106](/docs/CMTA-fulltext#sec-1106), ' +
      '[Title IV](./CMTA-fulltext.mdx#title-iv) and CMTA Secs. 700–708.';
    expect(
      checkCitations({
        file: 'docs/x.md',
        text,
        sectionNumbers: SECTIONS,
        navigatorAnchors: new Set(['title-iv']),
      }),
    ).toEqual([]);
  });

  it('fails a link to #sec-999 and a citation of CMTA Sec. 1999', () => {
    const text = 'Line one.\nSee [the rule](./CMTA-fulltext.md#sec-999).\nAnd CMTA Sec. 1999 says so.\n';
    expect(checkCitations({file: 'docs/x.md', text, sectionNumbers: SECTIONS})).toEqual([
      'docs/x.md:2: links to #sec-999, but the CMTA has no Sec. 999',
      'docs/x.md:3: cites CMTA Sec. 1999, which does not exist (the Act runs Sec. 100 to Sec. 1805)',
    ]);
  });

  it('fails a link to an anchor the navigator does not have, and checks same-page links on the navigator', () => {
    expect(
      checkCitations({
        file: 'blog/x.md',
        text: '[x](/docs/CMTA-fulltext#title-xix)',
        sectionNumbers: SECTIONS,
        navigatorAnchors: new Set(['title-xviii']),
      }),
    ).toEqual(['blog/x.md:1: links to #title-xix, which is not an anchor of the CMTA navigator']);
    expect(
      checkCitations({
        file: 'docs/CMTA-fulltext.md',
        text: 'See also: [Sec. 901](#sec-901).',
        sectionNumbers: SECTIONS,
        isNavigator: true,
      }),
    ).toEqual(['docs/CMTA-fulltext.md:1: links to #sec-901, but the CMTA has no Sec. 901']);
    // On any other page, a same-page #sec- link is that page's own business.
    expect(checkCitations({file: 'docs/x.md', text: '[x](#sec-901)', sectionNumbers: SECTIONS})).toEqual([]);
  });
});
