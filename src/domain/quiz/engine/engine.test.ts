import type {AttemptItem, SubjectId} from '../index';
import {
  applyPassRule,
  choiceOrderFor,
  examReducer,
  examSummary,
  finishAttempt,
  isCorrect,
  missedQuestionIds,
  normaliseAmount,
  apportion,
  drawBoard,
  pickTopicQuiz,
  seededShuffle,
  summariseItems,
  weakTopics,
  withinTolerance,
  type ExamState,
} from './index';
import {multiple, numeric, single} from '@site/test/quizQuestions';

const range = (n: number): number[] => Array.from({length: n}, (_, i) => i);

describe('seeded shuffle', () => {
  it('gives the same order for the same seed', () => {
    const items = range(50);
    expect(seededShuffle(items, 'seed-a')).toEqual(seededShuffle(items, 'seed-a'));
  });

  it('gives a different order for another seed, and keeps every item once', () => {
    const items = range(50);
    const a = seededShuffle(items, 'seed-a');
    const b = seededShuffle(items, 'seed-b');
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
  });

  it('does not change its input', () => {
    const items = range(10);
    seededShuffle(items, 'x');
    expect(items).toEqual(range(10));
  });

  it('orders choices by attempt seed and question, the same on every rebuild', () => {
    const q = single('q1');
    const orders = new Set(range(20).map((i) => choiceOrderFor(q, `attempt-${i}`).join('')));
    expect(orders.size).toBeGreaterThan(1);
    expect(choiceOrderFor(q, 'attempt-1')).toEqual(choiceOrderFor(q, 'attempt-1'));
    expect([...choiceOrderFor(q, 'attempt-1')].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(choiceOrderFor(numeric('n1'), 'x')).toEqual([]);
  });

  it('picks the same topic quiz for the same seed', () => {
    const pool = range(30).map((i) =>
      single(`q${i}`, 1, i % 2 ? 'Customs Brokers Act' : 'CMTA general provisions'),
    );
    const a = pickTopicQuiz(pool, {subject: 1, topic: 'Customs Brokers Act', count: 5, seed: 's'});
    expect(a.map((q) => q.id)).toEqual(
      pickTopicQuiz(pool, {subject: 1, topic: 'Customs Brokers Act', count: 5, seed: 's'}).map((q) => q.id),
    );
    expect(a).toHaveLength(5);
    expect(a.every((q) => q.topic === 'Customs Brokers Act')).toBe(true);
  });
});

describe('scoring', () => {
  it('marks a single-answer question right only for the one right choice', () => {
    const q = single('s', 1, 'CMTA general provisions', 'c');
    expect(isCorrect(q, {kind: 'choices', ids: ['c']})).toBe(true);
    expect(isCorrect(q, {kind: 'choices', ids: ['a']})).toBe(false);
    expect(isCorrect(q, {kind: 'choices', ids: ['c', 'a']})).toBe(false);
    expect(isCorrect(q, null)).toBe(false);
  });

  it('marks a multiple-answer question right only for exactly the right set', () => {
    const q = multiple('m', ['a', 'c']);
    expect(isCorrect(q, {kind: 'choices', ids: ['c', 'a']})).toBe(true);
    expect(isCorrect(q, {kind: 'choices', ids: ['a']})).toBe(false);
    expect(isCorrect(q, {kind: 'choices', ids: ['a', 'b', 'c']})).toBe(false);
    expect(isCorrect(q, {kind: 'numeric', value: '1'})).toBe(false);
  });

  it('marks a numeric question within its tolerance, exactly', () => {
    const q = numeric('n', '61600.00', '0.01');
    expect(isCorrect(q, {kind: 'numeric', value: '61600'})).toBe(true);
    expect(isCorrect(q, {kind: 'numeric', value: '₱61,600.01'})).toBe(true);
    expect(isCorrect(q, {kind: 'numeric', value: '61599.99'})).toBe(true);
    expect(isCorrect(q, {kind: 'numeric', value: '61600.011'})).toBe(false);
    expect(isCorrect(q, {kind: 'numeric', value: '61,599.98'})).toBe(false);
    expect(isCorrect(q, {kind: 'numeric', value: 'sixty'})).toBe(false);
    expect(isCorrect(q, {kind: 'choices', ids: ['a']})).toBe(false);
  });

  it('compares decimals without floating-point error', () => {
    // 0.1 + 0.2 !== 0.3 in binary floating point; here 0.30000000000000004 is 4e-17 away.
    expect(withinTolerance('0.30000000000000004', '0.3', '0')).toBe(false);
    expect(withinTolerance('0.3', '0.30', '0')).toBe(true);
    expect(withinTolerance('-5', '5', '10')).toBe(true);
    expect(withinTolerance('1234567890123456789.5', '1234567890123456789', '0.5')).toBe(true);
  });

  it('reads typed amounts with peso signs, spaces and commas', () => {
    expect(normaliseAmount(' ₱ 1,234.50 ')).toBe('1234.50');
    expect(normaliseAmount('PHP 99')).toBe('99');
    expect(normaliseAmount('1.2.3')).toBeNull();
    expect(normaliseAmount('')).toBeNull();
  });
});

function item(subject: SubjectId, correct: boolean, topic = `Topic ${subject}`): AttemptItem {
  return {questionId: `q-${Math.random()}`, subject, topic, correct, flagged: false, response: null};
}

/** Items giving each subject the percentage asked for, out of `per` items. */
function itemsFor(percents: Record<SubjectId, number>, per = 100): AttemptItem[] {
  return ([1, 2, 3, 4] as const).flatMap((s) =>
    range(per).map((i) => item(s, i < (percents[s] * per) / 100)),
  );
}

describe('the CBLE pass rule (75% average, no subject below 60%)', () => {
  it('fails a general average of 80 with one subject at 55', () => {
    const v = applyPassRule({1: 95, 2: 90, 3: 80, 4: 55});
    expect(v.average).toBe(80);
    expect(v.passed).toBe(false);
    expect(v.belowFloor).toEqual([4]);
  });

  it('passes a general average of exactly 75 with every subject at 60 or more', () => {
    const v = applyPassRule({1: 60, 2: 90, 3: 75, 4: 75});
    expect(v.average).toBe(75);
    expect(v.passed).toBe(true);
  });

  it('fails a general average of 74.9 with every subject at 60 or more', () => {
    const v = applyPassRule({1: 74.9, 2: 74.9, 3: 74.9, 4: 74.9});
    expect(v.average).toBeCloseTo(74.9, 10);
    expect(v.passed).toBe(false);
    expect(v.belowFloor).toEqual([]);
  });

  it('applies the same rule to counted items', () => {
    // 80, 80, 80, 55 out of 20 each: average 73.75 and a subject under the floor.
    expect(summariseItems(itemsFor({1: 80, 2: 80, 3: 80, 4: 55}, 20)).verdict.passed).toBe(false);
    // 60, 90, 75, 75 out of 20 each: average 75, no subject under 60.
    expect(summariseItems(itemsFor({1: 60, 2: 90, 3: 75, 4: 75}, 20)).verdict.passed).toBe(true);
  });

  it('is configurable', () => {
    expect(applyPassRule({1: 70, 2: 70, 3: 70, 4: 70}, {minAverage: 70, minSubject: 50}).passed).toBe(true);
    expect(applyPassRule({1: 90, 2: 90, 3: 90, 4: 49}, {minAverage: 70, minSubject: 50}).passed).toBe(false);
  });

  it('does not give a verdict without all four subjects', () => {
    const v = applyPassRule({1: 100, 2: 100});
    expect(v.applicable).toBe(false);
    expect(v.passed).toBe(false);
  });
});

describe('results', () => {
  it('scores per subject and per topic, and names weak topics weakest first', () => {
    const items = [
      item(1, true, 'CMTA general provisions'),
      item(1, false, 'CMTA general provisions'),
      item(1, false, 'Customs Brokers Act'),
      item(3, true, 'Customs valuation'),
      item(3, true, 'Customs valuation'),
    ];
    const r = summariseItems(items);
    expect(r.total).toEqual({correct: 3, count: 5, percent: 60});
    expect(r.subjects.map((s) => [s.subject, s.percent, s.belowFloor])).toEqual([
      [1, (1 / 3) * 100, true],
      [3, 100, false],
    ]);
    expect(r.topics.map((t) => [t.topic, t.percent, t.doc])).toEqual([
      ['CMTA general provisions', 50, 'CMTA-highlights'],
      ['Customs Brokers Act', 0, 'CustomsBrokersAct-highlights'],
      ['Customs valuation', 100, 'valuation-methods'],
    ]);
    expect(weakTopics(r).map((t) => t.topic)).toEqual(['Customs Brokers Act', 'CMTA general provisions']);
  });

  it('records a finished attempt with marks, flags and blanks', () => {
    const questions = [single('a1', 1, 'CMTA general provisions', 'a'), numeric('n1'), multiple('m1', ['b'])];
    const attempt = finishAttempt({
      id: 'att',
      kind: 'quiz',
      subject: null,
      topic: null,
      questions,
      responses: {a1: {kind: 'choices', ids: ['a']}, n1: {kind: 'numeric', value: '  '}},
      flagged: ['m1'],
      startedAt: new Date(0),
      finishedAt: new Date(60_000),
      durationMs: 59_999.6,
    });
    expect(attempt.items.map((i) => [i.questionId, i.correct, i.response === null, i.flagged])).toEqual([
      ['a1', true, false, false],
      ['n1', false, true, false],
      ['m1', false, true, true],
    ]);
    expect(attempt.scorePercent).toBeCloseTo(100 / 3);
    expect(attempt.passed).toBeNull();
    expect(attempt.durationMs).toBe(60_000);
    expect(missedQuestionIds(attempt.items)).toEqual(['n1', 'm1']);
  });
});

describe('boards', () => {
  // Two parts: part 1 (weight 0.6) with topics A (target 2) and B (target 1), part 2 (0.4) with topic C.
  const tables = ([1, 2, 3, 4] as const).map((subject) => ({
    subject,
    parts: [
      {
        weight: 0.6,
        topics: [
          {label: `A${subject}`, target: 2},
          {label: `B${subject}`, target: 1},
        ],
      },
      {weight: 0.4, topics: [{label: `C${subject}`, target: 1}]},
    ],
  }));
  const pool = ([1, 2, 3, 4] as const).flatMap((s) =>
    ['A', 'B', 'C'].flatMap((t) => range(20).map((i) => single(`s${s}-${t}${i}`, s, `${t}${s}`))),
  );

  it('shares a number out in proportion, the shares summing to it', () => {
    expect(apportion(10, [0.6, 0.4])).toEqual([6, 4]);
    expect(apportion(5, [2, 1, 1])).toEqual([3, 1, 1]);
    expect(apportion(0, [1, 1])).toEqual([0, 0]);
  });

  it('draws each subject by the table: parts by weight, topics by target, subjects in exam order', () => {
    const {questions} = drawBoard(pool, tables, {perSubject: 10, subjects: [1, 2, 3, 4], seed: 'b'});
    expect(questions).toHaveLength(40);
    expect(questions.map((q) => q.subject)).toEqual([1, 2, 3, 4].flatMap((s) => range(10).map(() => s)));
    const s1 = questions.filter((q) => q.subject === 1);
    // Part 1 gets 6 (A 4, B 2), part 2 gets 4.
    expect(s1.filter((q) => q.topic === 'A1')).toHaveLength(4);
    expect(s1.filter((q) => q.topic === 'B1')).toHaveLength(2);
    expect(s1.filter((q) => q.topic === 'C1')).toHaveLength(4);
    const again = drawBoard(pool, tables, {perSubject: 10, subjects: [1, 2, 3, 4], seed: 'b'});
    expect(again.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
  });

  it('draws one sitting: only its subjects', () => {
    const {questions} = drawBoard(pool, tables, {perSubject: 5, subjects: [3, 4], seed: 's'});
    expect(new Set(questions.map((q) => q.subject))).toEqual(new Set([3, 4]));
  });

  it('takes unseen items first and says how many are new, so boards do not repeat until the pool runs out', () => {
    const first = drawBoard(pool, tables, {perSubject: 20, subjects: [1], seed: 'x'});
    expect(first.newCount).toBe(20);
    const seen = new Set(first.questions.map((q) => q.id));
    const second = drawBoard(pool, tables, {perSubject: 20, subjects: [1], seed: 'y', seen});
    expect(second.newCount).toBe(20);
    expect(second.questions.filter((q) => seen.has(q.id))).toEqual([]);
    // 60 items in subject 1: a third board of 30 has only 20 new left.
    for (const q of second.questions) seen.add(q.id);
    const third = drawBoard(pool, tables, {perSubject: 30, subjects: [1], seed: 'z', seen});
    expect(third.questions).toHaveLength(30);
    expect(third.newCount).toBe(20);
  });

  it('fills from other topics when a topic runs short', () => {
    const small = pool.filter((q) => !(q.subject === 1 && q.topic === 'B1'));
    const {questions} = drawBoard(small, tables, {perSubject: 10, subjects: [1], seed: 'f'});
    expect(questions).toHaveLength(10);
  });
});

describe('exam mode', () => {
  const start: ExamState = {
    questionIds: ['a', 'b', 'c'],
    responses: {},
    flagged: [],
    position: 0,
    remainingMs: 10_000,
  };

  it('changes answers until submit, flags, navigates within bounds and counts down', () => {
    let s = examReducer(start, {type: 'answer', questionId: 'a', response: {kind: 'choices', ids: ['b']}});
    s = examReducer(s, {type: 'answer', questionId: 'a', response: {kind: 'choices', ids: ['c']}});
    s = examReducer(s, {type: 'toggleFlag', questionId: 'b'});
    s = examReducer(s, {type: 'previous'});
    expect(s.position).toBe(0);
    s = examReducer(s, {type: 'goTo', index: 9});
    expect(s.position).toBe(2);
    s = examReducer(s, {type: 'tick', elapsedMs: 4_000});
    s = examReducer(s, {type: 'tick', elapsedMs: 40_000});
    expect(s.remainingMs).toBe(0);
    expect(s.responses).toEqual({a: {kind: 'choices', ids: ['c']}});
    expect(examSummary(s)).toEqual({answered: 1, unanswered: [1, 2], flagged: [1]});
    s = examReducer(s, {type: 'toggleFlag', questionId: 'b'});
    s = examReducer(s, {type: 'answer', questionId: 'a', response: {kind: 'choices', ids: []}});
    expect(examSummary(s)).toEqual({answered: 0, unanswered: [0, 1, 2], flagged: []});
  });
});
