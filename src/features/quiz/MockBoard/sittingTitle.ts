import {translate} from '@docusaurus/Translate';

/** A full board's sitting by its day, as its heading reads. */
export function sittingTitle(day: 1 | 2): string {
  return day === 1
    ? translate({id: 'quiz.mock.sitting1', message: 'Sitting 1: Subjects 1 and 2'})
    : translate({id: 'quiz.mock.sitting2', message: 'Sitting 2: Subjects 3 and 4'});
}
