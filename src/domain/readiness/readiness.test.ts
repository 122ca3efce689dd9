// @vitest-environment node
import {
  blueprintFromTable,
  estimateReadiness,
  MIN_EVIDENCE,
  predictBoard,
  weighAnswers,
  type AnswerEvent,
  type ItemInfo,
  type SpecificationTable,
  type Subject,
} from '.';

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 5, 1);

/** A bank of 200 medium application items per subject, two topics each; `typed` items have no guessing floor. */
function bank(typed = false): ItemInfo[] {
  return ([1, 2, 3, 4] as const).flatMap((subject) =>
    Array.from({length: 200}, (_, i) => ({
      id: `s${subject}-${i}`,
      subject,
      topic: `S${subject} topic ${i % 2 === 0 ? 'A' : 'B'}`,
      difficulty: 'medium' as const,
      level: 'application' as const,
      guess: typed ? 0 : 0.25,
    })),
  );
}

const TABLES: SpecificationTable[] = ([1, 2, 3, 4] as const).map((subject) => ({
  subject,
  parts: [
    {
      weight: 1,
      topics: [
        {label: `S${subject} topic A`, target: 1},
        {label: `S${subject} topic B`, target: 1},
      ],
    },
  ],
}));

/** `n` first answers to distinct items of a subject, a share `right` of them right, spread over the last days. */
function answers(subject: Subject, n: number, right: number, from = 0, at = NOW): AnswerEvent[] {
  return Array.from({length: n}, (_, i) => ({
    itemId: `s${subject}-${from + i}`,
    // Right answers spread evenly over both topics (items alternate between them).
    correct: Math.floor(((i >> 1) + 1) * right) > Math.floor((i >> 1) * right),
    at: at - (n - i) * 60_000,
    mode: 'exam' as const,
  }));
}

const items = (list: ItemInfo[]): Map<string, ItemInfo> => new Map(list.map((i) => [i.id, i]));
const subjectOf = (e: ReturnType<typeof estimateReadiness>, s: Subject) =>
  e.subjects.find((x) => x.subject === s);

describe('the readiness estimate', () => {
  it('counts a retake of the same items far less than new items (repeats do not inflate it)', () => {
    const once = answers(1, 40, 0.75);
    // The same 40 items answered right four more times, each after seeing the explanation.
    const retakes = [1, 2, 3, 4].flatMap((k) =>
      answers(1, 40, 1).map((a) => ({...a, at: a.at + k * 3_600_000, afterExplanation: true})),
    );
    const fresh = [...once, ...answers(1, 160, 1, 40)];
    const m = items(bank());
    const base = subjectOf(estimateReadiness(once, m, NOW + DAY), 1);
    const retaken = subjectOf(estimateReadiness([...once, ...retakes], m, NOW + DAY), 1);
    const learned = subjectOf(estimateReadiness(fresh, m, NOW + DAY), 1);
    // 160 more right answers on retakes move the estimate a little; on new items, a lot.
    expect((retaken?.ability ?? 0) - (base?.ability ?? 0)).toBeLessThan(
      0.35 * ((learned?.ability ?? 0) - (base?.ability ?? 0)),
    );
    expect(retaken?.evidence).toBeLessThan((base?.evidence ?? 0) + 0.3 * 160);
  });

  it('weighs a repeat months later almost as a first answer (memory of one item fades)', () => {
    const first: AnswerEvent = {itemId: 'x', correct: true, at: NOW - 200 * DAY, mode: 'exam'};
    const soon: AnswerEvent = {...first, at: NOW - 199 * DAY};
    const late: AnswerEvent = {...first, at: NOW - 20 * DAY};
    const [, w1] = weighAnswers([first, soon], NOW);
    const [, w2] = weighAnswers([first, late], NOW);
    const [w3] = weighAnswers([late], NOW);
    expect(w1?.weight).toBeLessThan(0.5 * (w3?.weight ?? 0));
    expect(w2?.weight).toBeGreaterThan(0.95 * (w3?.weight ?? 0));
  });

  it('forgets: the same answers months old count less, leave it less sure, and lower mastery', () => {
    const m = items(bank());
    const history = answers(2, 120, 0.97);
    const today = estimateReadiness(history, m, NOW);
    const later = estimateReadiness(history, m, NOW + 150 * DAY);
    expect(subjectOf(later, 2)?.evidence).toBeLessThan(0.1 * (subjectOf(today, 2)?.evidence ?? 0));
    expect(subjectOf(later, 2)?.sd).toBeGreaterThan(2 * (subjectOf(today, 2)?.sd ?? 0));
    const topic = (e: typeof today) => e.topics.find((t) => t.topic === 'S2 topic A');
    expect(topic(today)?.mastery).toBe('mastered');
    expect(topic(later)?.mastery).not.toBe('mastered');
    expect(topic(later)?.pKnow).toBeLessThan(topic(today)?.pKnow ?? 0);
  });

  it('gives no credit for the 25% a blind guess earns on four choices, and none owed on typed answers', () => {
    const mc = estimateReadiness(answers(3, 100, 0.25), items(bank()), NOW);
    const typed = estimateReadiness(answers(3, 100, 0.25), items(bank(true)), NOW);
    // 25% right on four choices is what knowing nothing earns; on typed answers it is real knowledge.
    expect(subjectOf(mc, 3)?.ability).toBeLessThan((subjectOf(typed, 3)?.ability ?? 0) - 1);
    expect(mc.topics.find((t) => t.topic === 'S3 topic A')?.pKnow).toBeLessThan(0.2);
  });

  it('lowers a topic after wrong answers', () => {
    const m = items(bank());
    const good = answers(4, 40, 0.9);
    const then = [...good, ...answers(4, 40, 0, 40).map((a) => ({...a, at: a.at + 3_600_000}))];
    const topicA = (e: ReturnType<typeof estimateReadiness>) =>
      e.topics.find((t) => t.topic === 'S4 topic A');
    expect(topicA(estimateReadiness(then, m, NOW + DAY))?.ability).toBeLessThan(
      (topicA(estimateReadiness(good, m, NOW + DAY))?.ability ?? 0) - 0.5,
    );
  });

  it('skips answers to items no longer in the bank', () => {
    const e = estimateReadiness([{itemId: 'gone', correct: true, at: NOW, mode: 'exam'}], items(bank()), NOW);
    expect(e.subjects.every((s) => s.answers === 0)).toBe(true);
  });
});

describe('the board prediction', () => {
  const list = bank();
  const blueprint = blueprintFromTable(TABLES, 100);

  it('says what is missing instead of a number below the minimum of evidence', () => {
    const history = [
      ...answers(1, 60, 0.8),
      ...answers(2, 60, 0.8),
      ...answers(3, 12, 0.8),
      ...answers(4, 60, 0.8),
    ];
    const estimate = estimateReadiness(history, items(list), NOW);
    const p = predictBoard(estimate, list, blueprint, {draws: 500});
    const s3 = p.subjects.find((s) => s.subject === 3);
    expect(s3?.enough).toBe(false);
    expect(s3?.expected).toBeNull();
    expect(s3?.missing).toBe(MIN_EVIDENCE - 12);
    expect(p.passProbability).toBeNull();
    expect(p.subjects.find((s) => s.subject === 1)?.expected).not.toBeNull();
  });

  it('predicts a likely pass for a strong candidate and a likely fail for a weak one, with intervals', () => {
    const history = (right: number) => ([1, 2, 3, 4] as const).flatMap((s) => answers(s, 150, right));
    const strong = predictBoard(estimateReadiness(history(0.92), items(list), NOW), list, blueprint, {
      draws: 1000,
    });
    const weak = predictBoard(estimateReadiness(history(0.55), items(list), NOW), list, blueprint, {
      draws: 1000,
    });
    expect(strong.passProbability).toBeGreaterThan(0.9);
    expect(weak.passProbability).toBeLessThan(0.05);
    for (const s of strong.subjects) {
      expect(s.expected).toBeGreaterThan(85);
      expect(s.low).toBeLessThan(s.expected ?? 0);
      expect(s.high).toBeGreaterThan(s.expected ?? 0);
    }
  });

  it('fails a candidate who is strong on average but below 60 in one subject', () => {
    const history = [
      ...answers(1, 150, 0.97),
      ...answers(2, 150, 0.97),
      ...answers(3, 150, 0.97),
      ...answers(4, 150, 0.45),
    ];
    const p = predictBoard(estimateReadiness(history, items(list), NOW), list, blueprint, {draws: 1000});
    expect(p.averageProbability).toBeGreaterThan(0.8);
    expect(p.floorProbability).toBeLessThan(0.2);
    expect(p.passProbability).toBeLessThan(0.2);
  });

  it('shares a subject among its topics by the table of specifications', () => {
    const bp = blueprintFromTable(
      [
        {
          subject: 1,
          parts: [
            {
              weight: 0.4,
              topics: [
                {label: 'a', target: 30},
                {label: 'b', target: 10},
              ],
            },
            {weight: 0.6, topics: [{label: 'c', target: 5}]},
          ],
        },
      ],
      100,
    );
    const shares = bp.subjects[0]?.topics.map((t) => [t.label, Math.round(t.share * 1000) / 1000]);
    expect(shares).toEqual([
      ['a', 0.3],
      ['b', 0.1],
      ['c', 0.6],
    ]);
  });
});
