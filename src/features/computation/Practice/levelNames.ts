import {translate} from '@docusaurus/Translate';
import type {PracticeLevel} from '@site/src/domain/computation';

/** Each practice level's name, as the level picker and the problem line show it. */
export const LEVEL_NAMES: Record<PracticeLevel, () => string> = {
  basic: () => translate({id: 'computation.practice.basic', message: 'Basic'}),
  intermediate: () => translate({id: 'computation.practice.intermediate', message: 'Intermediate'}),
  advanced: () =>
    translate({
      id: 'computation.practice.advanced',
      message: 'Advanced (reverse and mixed-currency problems)',
    }),
};
