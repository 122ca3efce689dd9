import type {QuizBankSummary, QuizSubject, StoredQuizBank} from './types';

/** What a bank list shows of a bank (both adapters): its question count in place of its questions. */
export function bankSummary(bank: StoredQuizBank & {readonly subject?: QuizSubject}): QuizBankSummary {
  return {
    id: bank.id,
    title: bank.title,
    description: bank.description,
    tier: bank.tier,
    questionCount: bank.questions.length,
    ...(bank.subject !== undefined ? {subject: bank.subject} : {}),
  };
}
