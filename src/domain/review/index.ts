/** Review scheduling (issue 28): FSRS cards replayed from the answer history, with an exam-date mode. */
export {NEXT_CBLE} from './examDate';
export {
  buildSchedule,
  dueNow,
  
  retentionFor,
  
  reviewCard,
  type ReviewAnswer,
  type ReviewCard,
  
} from './schedule';
