/**
 * The default exam date of exam-date mode: the next regular CBLE sitting.
 * PRC has held the CBLE in mid-November each year since the CMTA syllabi; the
 * 2026 sitting was 17-18 November 2026 (domain/facts.md §1.3a, CONFIRMED-
 * SECONDARY). PRC has not announced the 2027 dates, so this is INFERRED: the
 * Tuesday of the same week, 16 November 2027 (Subjects 1 and 2; 3 and 4 the
 * next day). The candidate can set their own date; change this constant when
 * PRC publishes its 2027 schedule.
 */
export const NEXT_CBLE = {
  /** Day 1 of the sitting, 8:00 in Manila (UTC+8). */
  at: Date.UTC(2027, 10, 16, 0, 0),
  label: '16-17 November 2027',
  confidence: 'INFERRED',
  source:
    'PRC mid-November pattern (2026 sitting: 17-18 November, PRC Program 2026 CBLE); 2027 dates not yet announced',
  checked: '2026-11-28',
} as const;
