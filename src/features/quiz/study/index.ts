/** The study system on top of the quizzes (issue 28): FSRS review, Today's queue, study settings. */
export {cramItems, examAtOf,  reviewAnswersFromAttempts, reviewState} from './reviewAnswers';
export {topicAccuracy, topicStrength} from './strength';
export {DEFAULT_HOURS_PER_WEEK, hoursOf,  todayFor, type TodayView} from './today';
