import {translate} from '@docusaurus/Translate';
import type {Level} from '@site/src/features/quiz';
import type {EditorQuestion} from '../bankModel';

/** A question type as the Type list names it. */
export function typeName(type: EditorQuestion['type']): string {
  switch (type) {
    case 'single':
      return translate({id: 'quizEditor.type.single', message: 'One correct answer'});
    case 'multiple':
      return translate({id: 'quizEditor.type.multiple', message: 'Several correct answers'});
    case 'numeric':
      return translate({id: 'quizEditor.type.numeric', message: 'Numeric answer'});
    case 'classification':
      return translate({id: 'quizEditor.type.classification', message: 'Classification drill (HS code)'});
  }
}

/** A cognitive level as the Cognitive level list names it, with what it asks of the learner. */
export function levelName(level: Level): string {
  switch (level) {
    case 'recall':
      return translate({
        id: 'quizEditor.level.recall',
        message: 'Recall: states a rule, number or definition',
      });
    case 'application':
      return translate({
        id: 'quizEditor.level.application',
        message: 'Application: applies a rule to a situation',
      });
    case 'analysis':
      return translate({id: 'quizEditor.level.analysis', message: 'Analysis: weighs several facts or rules'});
  }
}

/** A difficulty as the Difficulty list names it. */
export function difficultyName(difficulty: EditorQuestion['difficulty']): string {
  return difficulty === 'easy'
    ? translate({id: 'quizEditor.easy', message: 'Easy'})
    : difficulty === 'medium'
      ? translate({id: 'quizEditor.medium', message: 'Medium'})
      : translate({id: 'quizEditor.hard', message: 'Hard'});
}
