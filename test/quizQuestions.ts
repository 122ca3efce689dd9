import type {QuizSubject} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';

/** Small, valid questions for engine and component tests. */
const explain = (verdict: string): string => `${verdict}: a reason long enough for the schema.`;

export function single(
  id: string,
  subject: QuizSubject = 1,
  topic = 'CMTA general provisions',
  answer = 'b',
): Question {
  return {
    id,
    subject,
    topic,
    type: 'single',
    difficulty: 'easy',
    level: 'recall',
    prompt: `Prompt of ${id}?`,
    choices: ['a', 'b', 'c', 'd'].map((c) => ({
      id: c,
      text: `${id} choice ${c.toUpperCase()}`,
      explanation: explain(c === answer ? `Right ${id}/${c}` : `Wrong ${id}/${c}`),
    })),
    answer,
    takeaway: `Takeaway of ${id}.`,
    references: ['CMTA Sec. 100'],
  };
}

export function multiple(id: string, answer: string[] = ['a', 'c'], subject: QuizSubject = 2): Question {
  return {
    id,
    subject,
    topic: 'Goods declaration and entries',
    type: 'multiple',
    difficulty: 'medium',
    level: 'application',
    prompt: `Prompt of ${id}? Select all that apply.`,
    choices: ['a', 'b', 'c', 'd'].map((c) => ({
      id: c,
      text: `${id} option ${c.toUpperCase()}`,
      explanation: explain(answer.includes(c) ? `Right ${id}/${c}` : `Wrong ${id}/${c}`),
    })),
    answer,
    takeaway: `Takeaway of ${id}.`,
    references: ['CMTA Sec. 400'],
  };
}

export function numeric(
  id: string,
  answer = '61600.00',
  tolerance = '0.01',
  subject: QuizSubject = 4,
): Question {
  return {
    id,
    subject,
    topic: 'Customs duty',
    type: 'numeric',
    difficulty: 'medium',
    level: 'application',
    prompt: `Compute ${id}: dutiable value ₱616,000 at 10%.`,
    answer,
    tolerance,
    unit: 'PHP',
    explanation: `Worked solution of ${id}: 616,000 × 10% = 61,600.00.`,
    takeaway: `Takeaway of ${id}.`,
    references: ['CMTA Sec. 701'],
  };
}
