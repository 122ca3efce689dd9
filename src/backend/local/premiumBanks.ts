/**
 * The local backend's premium banks: a local data file, imported only by the
 * local adapter (itself loaded only in local builds, see
 * plugins/backend-choice). A Firebase build has none of this: premium banks
 * live in Firestore behind rules (DESIGN.md §7).
 */
import subject1 from '@site/premium/quizzes/subject-1-premium.json';
import subject2 from '@site/premium/quizzes/subject-2-premium.json';
import subject3 from '@site/premium/quizzes/subject-3-premium.json';
import subject4 from '@site/premium/quizzes/subject-4-premium.json';
import {questionSchema} from '@site/src/domain/quiz';
import {decodeRecords} from '../schemas';
import type {StoredQuizBank} from '../types';

interface RawBank {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: string;
  readonly questions: readonly unknown[];
}

function stored(raw: RawBank): StoredQuizBank {
  // The build validated these files (plugins/quiz-banks); each question is read with the same schema
  // as a stored bank's (one that does not fit is skipped and logged); the tier is premium.
  return {
    ...raw,
    tier: 'premium',
    questions: decodeRecords(questionSchema, raw.questions, 'premium quiz question'),
  };
}

export const PREMIUM_BANKS: readonly StoredQuizBank[] = [subject1, subject2, subject3, subject4].map(stored);
