// Segments from the real markdown parser: what the old line-by-line reader got wrong, and how
// Docusaurus's own syntax (admonitions, heading ids, MDX) is read.
import {describe, expect, it} from 'vitest';
import {checkFacts} from './factCheck';
import {markdownSegments} from './segments';

const texts = (md: string, options: {rows?: boolean; mdx?: boolean} = {}) =>
  markdownSegments(md, 1, options).map((s) => [s.line, s.kind, s.text]);

describe('markdownSegments', () => {
  it('skips an HTML comment, even one with blank lines inside', () => {
    const md = 'Intro.\n\n<!--\nDraft note.\n\nThe de minimis value is ₱20,000.\n-->\n\nAfter.\n';
    expect(texts(md)).toEqual([
      [1, 'paragraph', 'Intro.'],
      [9, 'paragraph', 'After.'],
    ]);
    expect(checkFacts({file: 'docs/x.md', segments: markdownSegments(md, 1, {rows: true})})).toEqual([]);
  });

  it('skips an MDX import over several lines and JSX attributes, and keeps the markdown inside JSX', () => {
    const mdx =
      "import {\n  LazyCalculator,\n} from '@site/src/features/computation';\n\n" +
      '<LazyCalculator\n  note="the de minimis value is ₱20,000"\n/>\n\n' +
      '<Tabs>\n<TabItem value="a">\n\nThe de minimis value is ₱10,000.\n\n</TabItem>\n</Tabs>\n\n{/* truncate */}\n';
    expect(texts(mdx, {mdx: true})).toEqual([[12, 'paragraph', 'The de minimis value is ₱10,000.']]);
  });

  it('reads a GFM table without outer pipes as rows, on the line of each row', () => {
    const md = 'Fact | Amount\n--- | ---\nDe minimis | ₱5,000 or below\n';
    expect(texts(md, {rows: true})).toEqual([
      [1, 'row', 'Fact | Amount'],
      [3, 'row', 'De minimis | ₱5,000 or below'],
    ]);
    expect(texts(md)).toEqual([
      [1, 'cell', 'Fact'],
      [1, 'cell', 'Amount'],
      [3, 'cell', 'De minimis'],
      [3, 'cell', '₱5,000 or below'],
    ]);
    expect(checkFacts({file: 'docs/x.md', segments: markdownSegments(md, 1, {rows: true})})).toEqual([
      expect.stringMatching(/^docs\/x\.md:3: states the de minimis value as 5,000/),
    ]);
  });

  it('reads each paragraph of a block quote on its own line', () => {
    expect(texts('> **TLC = DV + duty**\n>\n> **VAT = 12% × VAT base**\n')).toEqual([
      [1, 'paragraph', 'TLC = DV + duty'],
      [3, 'paragraph', 'VAT = 12% × VAT base'],
    ]);
  });

  it('reads code in a fence as code, whatever fence it is in', () => {
    const md = '````md\n```\n## Sources\n```\n````\n\nProse.\n';
    expect(texts(md)).toEqual([
      [2, 'code', '```'],
      [3, 'code', '## Sources'],
      [4, 'code', '```'],
      [7, 'paragraph', 'Prose.'],
    ]);
  });

  it('reads an admonition title as a heading, its body as prose, and heading ids as no text', () => {
    const md =
      '## Lodgement {#lodgement}\n\n:::caution[Sources disagree]\nThe Act says 15 days.\n:::\n\nAfter.\n';
    const expected = [
      [1, 'heading', 'Lodgement'],
      [3, 'heading', 'Sources disagree'],
      [4, 'paragraph', 'The Act says 15 days.'],
      [7, 'paragraph', 'After.'],
    ];
    expect(texts(md)).toEqual(expected);
    // In MDX a bare {#id} would be a JavaScript expression; it is read as Docusaurus reads it.
    expect(texts(md, {mdx: true})).toEqual(expected);
    expect(markdownSegments(md)[2]?.section).toBe('Lodgement');
  });

  it('reads a summary in raw HTML and in JSX alike', () => {
    const details =
      '<details>\n<summary>1. Which section?</summary>\n\n**Answer:** CMTA Sec. 423.\n\n</details>\n';
    const expected = [
      [2, 'summary', '1. Which section?'],
      [4, 'paragraph', 'Answer: CMTA Sec. 423.'],
    ];
    expect(texts(details)).toEqual(expected);
    expect(texts(details, {mdx: true})).toEqual(expected);
  });
});
