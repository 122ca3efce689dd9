// The confirmed amounts: every FACTS entry reads a right statement as right and a planted one as wrong.
import {describe, expect, it} from 'vitest';
import {checkFacts, factStatements} from './factCheck';
import {FACTS} from './facts';
import {markdownSegments} from './segments';

describe('confirmed amounts', () => {
  const segs = (md: string) => markdownSegments(md, 1, {rows: true});
  const problemsFor = (md: string) => checkFacts({file: 'docs/x.md', segments: segs(md)});

  it('catches a planted wrong de minimis amount, and leaves examples alone', () => {
    expect(
      problemsFor('The de minimis value is ₱10,000: at ₱10,000 or below no duties and taxes are due.'),
    ).toEqual([]);
    expect(problemsFor('A parcel worth ₱10,001 is not de minimis; one worth ₱9,800 is.')).toEqual([]);
    expect(problemsFor('Para one.\n\nUnder CMTA Sec. 423 the de minimis value is ₱20,000.')).toEqual([
      'docs/x.md:3: states the de minimis value as 20,000 ("de minimis value is ₱20,000"); facts.md confirms 10,000 (CMTA Sec. 423)',
    ]);
    expect(problemsFor('| De minimis | ₱5,000 or below | Sec. 423 |')).toHaveLength(1);
  });

  it('skips a sentence that discusses the recorded lodgement conflict, but not a bare wrong period', () => {
    expect(
      problemsFor('CMO No. 27-2019 cut the period to 7 days from discharge of the last package.'),
    ).toEqual([]);
    expect(problemsFor('Lodge within 7 days from discharge of the last package.')).toHaveLength(2);
  });

  it('pairs each returning-resident ceiling with its own length of stay', () => {
    const right =
      'Ceilings: ₱350,000 (abroad 10 years or more), ₱250,000 (5 to 10 years), ₱150,000 (under 5 years).';
    expect(problemsFor(right)).toEqual([]);
    const swapped =
      'Ceilings: ₱250,000 (abroad 10 years or more), ₱350,000 (5 to 10 years), ₱150,000 (under 5 years).';
    expect(problemsFor(swapped)).toHaveLength(2);
  });

  // One right and one wrong statement per fact: every pattern in FACTS is live.
  const CASES: Record<string, [string, string]> = {
    'de-minimis': ['no duties and taxes at ₱10,000 or below', 'no duties and taxes at ₱15,000 or below'],
    'informal-entry-ceiling': [
      'informal entry covers goods below ₱50,000',
      'informal entry covers goods below ₱60,000',
    ],
    'vat-rate': ['VAT is 12% of the landed cost', 'VAT is 10% of the landed cost'],
    'lodgement-period': ['Lodge within 15 days', 'Lodge within 30 days'],
    'protest-period': [
      'A protest is filed at payment or within 15 days after',
      'A protest is filed at payment or within 30 days after',
    ],
    'final-assessment': [
      'An assessment becomes final 15 days after receipt',
      'An assessment becomes final 30 days after receipt',
    ],
    'balikbayan-value': ['Balikbayan boxes: FCA up to ₱150,000', 'Balikbayan boxes: FCA up to ₱200,000'],
    'balikbayan-times': ['Balikbayan boxes, up to 3 times a year', 'Balikbayan boxes, up to 4 times a year'],
    'returning-resident-10': [
      '| Abroad at least 10 years | ₱350,000 |',
      '| Abroad at least 10 years | ₱300,000 |',
    ],
    'returning-resident-5-10': ['| Abroad 5 to 10 years | ₱250,000 |', '| Abroad 5 to 10 years | ₱200,000 |'],
    'returning-resident-under-5': [
      '| Abroad less than 5 years | ₱150,000 |',
      '| Abroad less than 5 years | ₱100,000 |',
    ],
    'brokerage-base': ['Brokerage: ₱5,300 on the first ₱200,000', 'Brokerage: ₱5,000 on the first ₱200,000'],
    'brokerage-threshold': [
      'Brokerage: 5,300 + 0.125% × (DV − ₱200,000)',
      'Brokerage: 5,300 + 0.125% × (DV − ₱100,000)',
    ],
    'marking-duty': [
      'a marking duty of 5% of the dutiable value',
      'a marking duty of 10% of the dutiable value',
    ],
    interest: ['Unpaid duties earn interest of 20% a year', 'Unpaid duties earn interest of 12% a year'],
    'misdeclaration-surcharge': [
      'a surcharge of 250% of the duty and tax due',
      'a surcharge of 200% of the duty and tax due',
    ],
    'settlement-fine': [
      'a seizure case settled by a fine of 30% of the landed cost',
      'a seizure case settled by a fine of 20% of the landed cost',
    ],
    redemption: [
      'or by redemption at 100% of the landed cost',
      'or by redemption at 110% of the landed cost',
    ],
    'audit-negligence': [
      'negligence draws a fine of 125% of the revenue loss',
      'negligence draws a fine of 100% of the revenue loss',
    ],
    'brokerage-corporation-capital': [
      'a minimum paid-up capital of ₱1,000,000',
      'a minimum paid-up capital of ₱500,000',
    ],
    'passing-average': ['a general average of at least 75%', 'a general average of at least 70%'],
    'passing-floor': ['and no subject below 60%', 'and no subject below 50%'],
  };

  it('has a right and a wrong case for every fact', () => {
    expect(Object.keys(CASES).sort()).toEqual(FACTS.map((f) => f.id).sort());
  });

  for (const fact of FACTS) {
    it(`${fact.id}: reads the right amount as right and the planted one as wrong`, () => {
      const [right, wrong] = CASES[fact.id] ?? ['', ''];
      const statements = (t: string) => factStatements({segments: segs(t), facts: [fact]});
      expect(statements(right).map((s) => s.ok)).toEqual([true]);
      expect(statements(wrong).map((s) => s.ok)).toEqual([false]);
    });
  }
});
