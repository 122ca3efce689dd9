/** Study planning (issue 28): Today's queue, the streak, and the week-by-week plan to the exam. */
export {
  itemsFor,
  
  
  minutesPerDay,
  todayQueue,
  
  
  type TodayQueue,
} from './today';
export {dayNumber, studyStreak, type Streak} from './streak';
export {
  buildPlan,
  
  
  
  type Pace,
  
  type PlanTask,
  type PlanTopic,
  
  type StudyPlan,
} from './plan';
