// @vitest-environment node
import {createRng, type Rng} from '../../lib/random';
import {cueFailures, cueFigures} from './cueCheck';
import {choiceViews, CUE_FEATURES, type MultipleQuestion, type SingleQuestion} from './cueFeatures';
import {crossValidateCueModel, lengthRankShares, longChoicePrecision, pickCredit} from './cueModel';

const WORDS = (
  'duty tariff goods importer broker collector entry warehouse manifest vessel cargo release seizure protest ' +
  'refund drawback valuation invoice freight insurance origin certificate permit license bond appeal hearing ' +
  'period days notice payment assessment examination carrier declaration transit zone ruling board commission'
).split(' ');

function words(rng: Rng, n: number): string {
  return Array.from({length: n}, () => rng.pick(WORDS)).join(' ');
}

/**
 * A planted bank of single-answer items with random words. `keyRank` says at
 * which length rank (1 = longest) the key sits, or 'random'.
 */
function plantedBank(seed: string, n: number, keyRank: number | 'random'): SingleQuestion[] {
  const rng = createRng(seed);
  return Array.from({length: n}, (_, i) => {
    // Four texts of distinct lengths in characters, longest first.
    let texts: string[] = [];
    do {
      texts = [14, 11, 8, 5].map((w) => words(rng, w + rng.int(0, 2))).sort((a, b) => b.length - a.length);
    } while (new Set(texts.map((t) => t.length)).size < 4);
    const rank = keyRank === 'random' ? rng.int(1, 4) : keyRank;
    const keyText = texts[rank - 1] ?? '';
    const distractors = texts.filter((_, j) => j !== rank - 1);
    // The key goes to a random position; the others fill the rest in random order.
    const slot = rng.int(0, 3);
    const order = [...distractors.slice(0, slot), keyText, ...distractors.slice(slot)];
    return {
      id: `t-${i}`,
      subject: ((i % 4) + 1) as 1 | 2 | 3 | 4,
      topic: 'CMTA general provisions',
      type: 'single',
      level: 'application',
      difficulty: 'medium',
      prompt: `A case about ${words(rng, 10)}. What follows?`,
      choices: order.map((text, j) => ({
        id: 'abcd'.charAt(j),
        text,
        explanation: 'Because the section cited says so.',
      })),
      answer: 'abcd'.charAt(slot),
      takeaway: 'A takeaway.',
      references: ['CMTA Sec. 103'],
    } as SingleQuestion;
  });
}

describe('the cue check', () => {
  it('fails a bank whose key is always the second-longest choice', () => {
    const failures = cueFailures(cueFigures(plantedBank('cued', 600, 2)));
    expect(failures.join('\n')).toMatch(/bank: the cue model picks the key in 100\.0%/);
    expect(failures.join('\n')).toMatch(/bank: the key is the 2nd-longest choice in 100\.0%/);
    expect(failures.join('\n')).toMatch(/bank: the key is the longest choice in 0\.0%/);
    // Each subject of 150 items is held to the limits too.
    expect(failures.some((f) => f.startsWith('Subject 3: the cue model'))).toBe(true);
  });

  it('passes a bank whose key sits at a random length rank', () => {
    // The size of the real bank: 300 single items a subject.
    const figures = cueFigures(plantedBank('fair', 1200, 'random'));
    expect(cueFailures(figures)).toEqual([]);
    const bank = figures.groups[0];
    expect(bank?.label).toBe('bank');
    expect(bank?.modelHitRate).toBeLessThan(0.3);
    expect(bank?.rankShares).toHaveLength(4);
  }, 30_000); // fits a cue model over a 1,200-item planted bank: seconds on a loaded machine

  it('does not hold a subject of fewer than 100 items to the limits', () => {
    const small = plantedBank('small', 80, 2).map((q) => ({...q, subject: 4 as const}));
    const fair = plantedBank('fair', 800, 'random').map((q) => ({
      ...q,
      id: `f-${q.id}`,
      subject: 1 as const,
    }));
    const failures = cueFailures(cueFigures([...fair, ...small]));
    expect(failures.filter((f) => f.startsWith('Subject 4'))).toEqual([]);
  });
});

describe('the cue model', () => {
  it('finds a cue it was never told about, once it is a feature', () => {
    // Keys end with a full stop, distractors do not: no built-in feature sees it...
    const bank = plantedBank('dot', 400, 'random').map((q) => ({
      ...q,
      choices: q.choices.map((c) => (c.id === q.answer ? {...c, text: `${c.text}.`} : c)),
    }));
    const plain = crossValidateCueModel(bank);
    expect(plain.hitRate).toBeLessThan(0.35);
    // ...until it is one more entry in the feature list.
    const withDot = crossValidateCueModel(bank, {
      features: [
        ...CUE_FEATURES,
        {name: 'ends with a full stop', value: (c) => (c.text.endsWith('.') ? 1 : 0)},
      ],
    });
    expect(withDot.hitRate).toBeGreaterThan(0.95);
    expect(withDot.weights.at(-1)?.name).toBe('ends with a full stop');
    expect(withDot.weights.at(-1)?.weight).toBeGreaterThan(1);
  });

  it('scores a tie at the top as a random pick among the tied', () => {
    expect(pickCredit([1, 1, 0, 0], 0)).toBe(0.5);
    expect(pickCredit([1, 2, 0, 0], 1)).toBe(1);
    expect(pickCredit([1, 2, 0, 0], 0)).toBe(0);
  });

  it('ranks choices by length, ties sharing the better rank, and sees stem overlap and odd yes/no', () => {
    const views = choiceViews('Is the importer liable for the duty?', [
      'Yes, the importer is liable for the duty',
      'No, the carrier pays',
      'No, the broker pays',
      'No, the bank pays it',
    ]);
    expect(views.map((v) => v.lengthRank)).toEqual([1, 2, 4, 2]);
    expect(views[0]?.mostStemOverlap).toBe(true);
    const odd = CUE_FEATURES.find((f) => f.name === 'odd yes or no');
    expect(views.map((v) => odd?.value(v))).toEqual([1, 0, 0, 0]);
  });

  it('tables the length rank of the key', () => {
    expect(lengthRankShares(plantedBank('r', 100, 3))).toEqual([0, 0, 1, 0]);
  });

  it('shares the ranks of a key tied in length, as a guesser breaking the tie at random', () => {
    const [q] = plantedBank('tie', 1, 4);
    if (!q) throw new Error('no item');
    // The key (a) and b are the two shortest, both 5 characters long.
    const texts = ['aaaaa', 'bbbbb', 'a longer choice here', 'the longest choice of the four'];
    const tied = {
      ...q,
      answer: 'a',
      choices: q.choices.map((c, i) => ({...c, text: texts[i] ?? ''})),
    } as SingleQuestion;
    expect(lengthRankShares([tied])).toEqual([0, 0, 0.5, 0.5]);
  });

  it('measures how often the long choices of multiple-answer items are keys', () => {
    const q = {
      id: 'm',
      subject: 1,
      topic: 'CMTA general provisions',
      type: 'multiple',
      level: 'application',
      difficulty: 'medium',
      prompt: 'Select all that apply.',
      choices: ['a long right answer here', 'another long right one', 'short', 'tiny'].map((text, i) => ({
        id: 'abcd'.charAt(i),
        text,
        explanation: 'Because.',
      })),
      answer: ['a', 'b'],
      takeaway: 'T.',
      references: ['CMTA Sec. 103'],
    } as MultipleQuestion;
    expect(longChoicePrecision([q])).toEqual({long: 1, base: 0.5});
    const failures = cueFailures({...cueFigures([q]), groups: []});
    expect(failures[0]).toMatch(/ticking every long choice may beat chance by at most 5 points/);
    // The reverse: the keys are the short choices.
    const reversed = {...q, answer: ['c', 'd']} as MultipleQuestion;
    expect(longChoicePrecision([reversed])).toEqual({long: 0, base: 0.5});
    expect(cueFailures({...cueFigures([reversed]), groups: []})[0]).toMatch(
      /ticking every short choice beats chance/,
    );
  });
});
