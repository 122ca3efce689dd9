/** Study planning (issue 28): Today's queue, the streak, and the week-by-week plan to the exam. */
export {
  itemsFor,
  MIN_QUEUE,
  MINUTES_PER_ITEM,
  minutesPerDay,
  todayQueue,
  weakestFirst,
  type TodayInput,
  type TodayQueue,
} from './today';
export {dayNumber, studyStreak, type Streak} from './streak';
export {
  buildPlan,
  paceOf,
  READ_MINUTES,
  REVIEW_SHARE,
  type Pace,
  type PlanInput,
  type PlanTask,
  type PlanTopic,
  type PlanWeek,
  type StudyPlan,
} from './plan';
