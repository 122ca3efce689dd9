/** Review scheduling (issue 28): FSRS cards replayed from the answer history, with an exam-date mode. */
export {NEXT_CBLE} from './examDate';
export {
  buildSchedule,
  dueNow,
  gradeOf,
  retentionFor,
  RETENTION_BY_DAYS_LEFT,
  reviewCard,
  type ReviewAnswer,
  type ReviewCard,
  type ScheduleOptions,
} from './schedule';
