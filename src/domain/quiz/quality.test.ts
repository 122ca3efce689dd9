import type {Question} from './schema';
import {
  contentWords,
  hasAbsoluteWord,
  keyIsLongest,
  namesSectionNumber,
  nearDuplicates,
  qualityFailures,
  qualityFigures,
} from './quality';

function single(id: string, key: string, others: readonly string[], extra: Partial<Question> = {}): Question {
  return {
    id,
    subject: 1,
    topic: 'CMTA general provisions',
    type: 'single',
    level: 'application',
    difficulty: 'medium',
    prompt: `Prompt of ${id} about something specific`,
    choices: [key, ...others].map((text, i) => ({
      id: String.fromCharCode(97 + i),
      text,
      explanation: 'Because the law says so, in the section cited.',
    })),
    answer: 'a',
    takeaway: 'A takeaway sentence.',
    references: ['CMTA Sec. 103'],
    ...extra,
  } as Question;
}

describe('item quality', () => {
  it('sees a key that is the longest choice, ties included', () => {
    expect(keyIsLongest(single('q', 'a long right answer', ['short', 'tiny', 'wee']) as never)).toBe(true);
    expect(keyIsLongest(single('q', 'same', ['same', 'x', 'y']) as never)).toBe(true);
    expect(keyIsLongest(single('q', 'short', ['a much longer distractor', 'x', 'y']) as never)).toBe(false);
  });

  it('finds section numbers in stems but not HS section numerals', () => {
    expect(namesSectionNumber('Under CMTA Sec. 1111, who issues an alert order?')).toBe(true);
    expect(namesSectionNumber('Section 423 sets the de minimis value.')).toBe(true);
    expect(namesSectionNumber('Under Art. 8 of the Agreement ...')).toBe(true);
    expect(namesSectionNumber('Which heading of Section XVI covers it?')).toBe(false);
    expect(namesSectionNumber('Under the CMTA, who issues an alert order?')).toBe(false);
  });

  it('finds absolute words', () => {
    expect(hasAbsoluteWord('The Commissioner may never compromise')).toBe(true);
    expect(hasAbsoluteWord('Only the District Collector')).toBe(true);
    expect(hasAbsoluteWord('The District Collector, within 15 days')).toBe(false);
  });

  it('reports the figures and fails each limit it breaks', () => {
    const cueing = [1, 2, 3, 4].map((n) =>
      single(`q${n}`, 'the long and careful right answer', ['never this', 'only that', 'always so'], {
        level: 'recall',
        prompt: `Under CMTA Sec. 10${n}, what happens to item ${n}?`,
      }),
    );
    const figures = qualityFigures(cueing);
    expect(figures.longestKey).toEqual({count: 4, of: 4, share: 1});
    expect(figures.absoluteInDistractors.share).toBe(1);
    expect(figures.absoluteInKeys.share).toBe(0);
    expect(figures.sectionInStem.share).toBe(1);
    expect(figures.higherLevel.share).toBe(0);
    expect(qualityFailures(figures)).toEqual([
      'the key is the longest choice in 100.0% (4 of 4) of single-answer items; the limit is 30%',
      'absolute words are in 100.0% (12 of 12) of distractors but only 0.0% (0 of 4) of keys',
      '100.0% (4 of 4) of stems name a section number; the limit is 15%',
      'only 0.0% (0 of 4) of items are application or analysis; at least 50% must be',
    ]);
    const clean = [1, 2, 3, 4].map((n) =>
      single(`c${n}`, 'short key', ['a longer distractor here', 'another one', 'third']),
    );
    expect(qualityFailures(qualityFigures(clean))).toEqual([]);
  });

  it('fails the reverse cue too: absolute words far more common in keys than in distractors', () => {
    const reverse = [1, 2, 3, 4].map((n) =>
      single(`r${n}`, 'only the Commissioner', [
        'a much longer wrong choice',
        'the Collector',
        'the Secretary',
      ]),
    );
    expect(qualityFailures(qualityFigures(reverse))).toEqual([
      'absolute words are in 100.0% (4 of 4) of keys but only 0.0% (0 of 12) of distractors; keys may carry them at most twice as often',
    ]);
  });

  it('flags two items that test the same fact, unless the pair is allowed', () => {
    const a = single('s1-a', 'When the carrier enters Philippine territory to unload', ['x', 'y', 'z'], {
      prompt: 'Under the CMTA, when does importation begin for goods brought by a vessel?',
    });
    const b = single('s1-b', 'When the carrier enters Philippine territory to unload', ['p', 'q', 'r'], {
      prompt: 'When does importation of goods carried by a vessel begin under the CMTA?',
    });
    const c = single('s1-c', 'Fifteen days', ['p', 'q', 'r'], {
      prompt: 'Within how many days must a protest be filed after payment?',
    });
    expect(nearDuplicates([a, b, c])).toEqual([{a: 's1-a', b: 's1-b', similarity: expect.any(Number)}]);
    expect(nearDuplicates([a, b, c], new Set(['s1-a|s1-b']))).toEqual([]);
    expect(contentWords('The goods are entered')).toEqual(new Set(['good', 'entered']));
  });

  it('flags the same fact asked in other words when both cite the same section', () => {
    const a = single('s1-interest', 'Interest at 20% a year from final assessment', ['x', 'y', 'z'], {
      prompt: 'An importer has not paid duties after the final assessment. What does the unpaid amount bear?',
      references: ['CMTA Sec. 104'],
    });
    const b = single('s3-interest', 'Interest of 20% a year, from the final assessment', ['p', 'q', 'r'], {
      subject: 3,
      topic: 'Tariff basics and rates of duty',
      prompt: 'Duties stay unpaid after the final assessment. Which charge runs on them?',
      references: ['CMTA Sec. 104 (duty due)'],
    });
    expect(nearDuplicates([a, b]).map((p) => [p.a, p.b])).toEqual([['s1-interest', 's3-interest']]);
    const otherSection = {...b, references: ['CMTA Sec. 1425']} as Question;
    expect(nearDuplicates([a, otherSection])).toEqual([]);
  });
});
