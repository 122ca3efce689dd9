// The copy check against a made-up fingerprint.
import {describe, expect, it} from 'vitest';
import {decodeFingerprint, fingerprintTexts} from '../fingerprint-references.mjs';
import {findCopiedRuns} from './copies';
import {markdownSegments} from './segments';

describe('copy check', () => {
  // A made-up "law" for the fixture, so the test does not depend on ../shared/reference.
  const LAW =
    'SEC. 9. Keeping of Records. – Every importer of record shall keep the commercial invoice and the packing list ' +
    'for a period of five (5) years counted from the date of release of the goods, and shall produce them upon demand.';
  const fingerprint = decodeFingerprint(fingerprintTexts({'law.txt': LAW}));
  const check = (md: string, allowed?: Set<number>) =>
    findCopiedRuns({file: 'docs/x.md', segments: markdownSegments(md), fingerprint, allowed});

  it('flags a planted copied sentence, with its line and words', () => {
    const md =
      'Own words here.\n\nThe law says every importer of record shall keep the commercial invoice and the packing list safely.\n';
    expect(check(md)).toEqual([
      'docs/x.md:3: 13 words match the reference text of the law; rewrite in your own words: "every importer of record shall keep the commercial invoice and the packing list"',
    ]);
  });

  it('sees through formatting, figures and case', () => {
    const md = '- **For a period of 5 years** counted from the date of release of the goods.';
    expect(check(md)).toHaveLength(1);
  });

  it('passes a paraphrase and a shorter quotation', () => {
    expect(
      check('An importer must hold on to the invoice and packing list for five years after release.'),
    ).toEqual([]);
    expect(check('The Act uses the phrase "keep the commercial invoice and the packing list" here.')).toEqual(
      [],
    );
  });

  it('does not join words across table cells or headings', () => {
    // A GFM table needs its delimiter row: a lone `| a | b |` line is a paragraph.
    expect(
      check(
        '| Who | Duty |\n|---|---|\n| every importer of record shall | keep the commercial invoice and the packing list |',
      ),
    ).toEqual([]);
  });
});
