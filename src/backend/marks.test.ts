// @vitest-environment jsdom
import {LIMITS} from '@site/src/lib/limits';
import {createBrowserProgress} from './browserProgress';
import {capMarks, mergeMarks, withMark} from './marks';
import type {StudyMark} from './types';

const mark = (ref: string, at: number, over: Partial<StudyMark> = {}): StudyMark => ({
  target: 'item',
  ref,
  label: ref,
  subject: 2,
  topic: 'Valuation',
  flagged: true,
  note: '',
  updatedAt: new Date(Date.UTC(2026, 10, 1) + at * 1000),
  ...over,
});

describe('flags and notes as one set', () => {
  it('merges two sets by what each mark is on, keeping the newer copy', () => {
    const merged = mergeMarks([mark('q1', 1), mark('q2', 5, {note: 'new'})], [mark('q1', 3, {flagged: false}), mark('q2', 2)]);
    expect(merged.map((m) => [m.ref, m.flagged, m.note])).toEqual([
      ['q2', true, 'new'],
      ['q1', false, ''],
    ]);
  });

  it('tells an item from a section with the same ref', () => {
    expect(mergeMarks([mark('x', 1)], [mark('x', 2, {target: 'section'})])).toHaveLength(2);
  });

  it('drops cleared marks before live ones once past the limit', () => {
    const n = LIMITS.marks.countMax;
    const live = Array.from({length: n}, (_, i) => mark(`live${i}`, i));
    const cleared = mark('cleared', n + 10, {flagged: false});
    const kept = capMarks([cleared, ...live]);
    expect(kept).toHaveLength(n);
    expect(kept.some((m) => m.ref === 'cleared')).toBe(false);
    expect(withMark(kept, mark('live0', n + 20, {note: 'edited'}))[0]?.note).toBe('edited');
  });

  it('keeps marks in this browser and skips a bad stored one', async () => {
    const progress = createBrowserProgress('marks-test');
    await progress.saveMarks([mark('q1', 1, {note: 'Remember the 15-day rule'})]);
    expect(await progress.listMarks()).toEqual([mark('q1', 1, {note: 'Remember the 15-day rule'})]);
    const raw = JSON.parse(localStorage.getItem('pcs.quizProgress.v1.marks-test') ?? '{}') as {marks: unknown[]};
    raw.marks.push({target: 'item', ref: 'q9', note: 'x'.repeat(LIMITS.marks.noteMax + 1)}, null);
    localStorage.setItem('pcs.quizProgress.v1.marks-test', JSON.stringify(raw));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await progress.listMarks()).map((m) => m.ref)).toEqual(['q1']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
