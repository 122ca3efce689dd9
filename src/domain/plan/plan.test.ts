// @vitest-environment node
import {buildPlan, dayNumber, itemsFor, minutesPerDay, studyStreak, todayQueue, type PlanTopic} from '.';

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 9, 1);

const topics: PlanTopic[] = Array.from({length: 12}, (_, i) => ({
  subject: ((i % 4) + 1) as 1 | 2 | 3 | 4,
  label: `T${i}`,
  doc: 'CMTA-highlights',
  anchor: `t-${i}`,
  target: 30,
}));

describe("Today's queue", () => {
  it('sizes the queue to the minutes a day from the hours a week', () => {
    expect(minutesPerDay(4)).toBe(34);
    expect(itemsFor(34)).toBe(22);
    expect(itemsFor(0)).toBe(5);
  });

  it('puts due reviews first, then new items from the weakest topics in turn', () => {
    const q = todayQueue({
      due: ['r1', 'r2'],
      unseen: [
        {id: 's1', topic: 'strong'},
        {id: 'w1', topic: 'weak'},
        {id: 'w2', topic: 'weak'},
        {id: 'm1', topic: 'mid'},
        {id: 'x1', topic: 'fourth'},
      ],
      strength: new Map([
        ['strong', 0.9],
        ['weak', 0.2],
        ['mid', 0.5],
        ['fourth', 0.95],
      ]),
      minutes: 9,
    });
    expect(q.reviews).toEqual(['r1', 'r2']);
    expect(q.fresh).toEqual(['w1', 'm1', 's1', 'w2']);
    expect(q.topics).toEqual(['weak', 'mid', 'strong']);
    expect(q.dueCount).toBe(2);
  });

  it('counts every due review even when they do not all fit today', () => {
    const due = Array.from({length: 40}, (_, i) => `r${i}`);
    const q = todayQueue({due, unseen: [{id: 'n', topic: 't'}], strength: new Map(), minutes: 15});
    expect(q.reviews).toHaveLength(10);
    expect(q.fresh).toEqual([]);
    expect(q.dueCount).toBe(40);
  });
});

describe('the study streak', () => {
  const today = 20_000;
  it('counts the days in a row, today included once studied', () => {
    expect(studyStreak([today, today - 1, today - 2], today)).toMatchObject({days: 3, studiedToday: true});
    // Today is not over: not yet studied does not end it.
    expect(studyStreak([today - 1, today - 2], today)).toMatchObject({days: 2, studiedToday: false});
  });

  it('keeps one missed day a week, but not two', () => {
    // Missed today - 2: a rest day.
    expect(studyStreak([today, today - 1, today - 3, today - 4], today).days).toBe(4);
    // Missed today - 2 and today - 5: two rest days within seven, the streak stops at the second.
    expect(studyStreak([today, today - 1, today - 3, today - 4, today - 6], today).days).toBe(4);
    // Rest days eight days apart: both kept.
    const spaced = Array.from({length: 20}, (_, i) => today - i).filter(
      (d) => d !== today - 2 && d !== today - 10,
    );
    expect(studyStreak(spaced, today).days).toBe(18);
    // Two missed days in a row end it.
    expect(studyStreak([today, today - 3], today).days).toBe(1);
  });

  it('reads days in the candidate’s time zone', () => {
    // 23:30 UTC is the next morning in Manila (UTC+8).
    const late = Date.UTC(2027, 0, 1, 23, 30);
    expect(dayNumber(late, 480)).toBe(dayNumber(Date.UTC(2027, 0, 2, 12), 0));
  });
});

describe('the study plan', () => {
  const strength = new Map(topics.map((t, i) => [t.label, i / 12]));

  it('plans week by week up to the exam, weakest topics first, with a mock board the last week', () => {
    const plan = buildPlan({
      now: NOW,
      examAt: NOW + 21 * DAY,
      hoursPerWeek: 4,
      topics,
      strength,
      planFrom: NOW,
      answeredSince: 0,
    });
    expect(plan.weeks).toHaveLength(3);
    expect(plan.weeks[2]?.mock).toBe(true);
    expect(plan.weeks[0]?.tasks[0]?.topic.label).toBe('T0');
    expect(plan.weeks[0]?.tasks[0]?.read).toBe(true);
    for (const w of plan.weeks) {
      expect(w.end).toBeLessThanOrEqual(NOW + 21 * DAY);
      expect(w.tasks.reduce((n, t) => n + t.minutes, 0) + w.reviewMinutes).toBeLessThanOrEqual(4 * 60);
    }
    // Two study weeks of 4 hours do not hold twelve topics: the strongest are left out, not crammed in.
    expect(plan.leftOut.length).toBeGreaterThan(0);
    expect(plan.leftOut.map((t) => t.label)).toContain('T11');
    const planned = new Set(plan.weeks.flatMap((w) => w.tasks.map((t) => t.topic.label)));
    for (const t of plan.leftOut) expect(planned.has(t.label)).toBe(false);
  });

  it('fits every topic given a year, links each to its section, and spreads the spare time on the weakest', () => {
    const plan = buildPlan({
      now: NOW,
      examAt: NOW + 52 * 7 * DAY,
      hoursPerWeek: 6,
      topics,
      strength,
      planFrom: NOW,
      answeredSince: 0,
    });
    expect(plan.leftOut).toEqual([]);
    const tasks = plan.weeks.flatMap((w) => w.tasks);
    expect(new Set(tasks.map((t) => t.topic.anchor)).size).toBe(12);
    const items = (label: string): number =>
      tasks.filter((t) => t.topic.label === label).reduce((n, t) => n + t.items, 0);
    expect(items('T0')).toBeGreaterThan(items('T11'));
  });

  it('re-plans: says when the candidate is behind or ahead of what the hours promised', () => {
    const base = {examAt: NOW + 60 * DAY, hoursPerWeek: 7, topics, strength, planFrom: NOW};
    // 7 hours a week: 60 minutes a day, 40 items a day; ten days in, 400 items promised.
    expect(buildPlan({...base, now: NOW + DAY, answeredSince: 0}).pace).toBe('new');
    expect(buildPlan({...base, now: NOW + 10 * DAY, answeredSince: 100})).toMatchObject({
      pace: 'behind',
      expectedSoFar: 400,
    });
    expect(buildPlan({...base, now: NOW + 10 * DAY, answeredSince: 400}).pace).toBe('on-track');
    expect(buildPlan({...base, now: NOW + 10 * DAY, answeredSince: 600}).pace).toBe('ahead');
    // Learnt topics move out of the first week.
    const learnt = new Map(strength);
    learnt.set('T0', 0.95);
    const after = buildPlan({...base, strength: learnt, now: NOW + 10 * DAY, answeredSince: 400});
    expect(after.weeks[0]?.tasks[0]?.topic.label).toBe('T1');
  });

  it('has no weeks once the exam has passed', () => {
    const plan = buildPlan({
      now: NOW,
      examAt: NOW - DAY,
      hoursPerWeek: 4,
      topics,
      strength,
      planFrom: NOW,
      answeredSince: 0,
    });
    expect(plan.weeks).toEqual([]);
  });
});
