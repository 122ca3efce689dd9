import {
  QuizAccessError,
  type QuizBankSummary,
  type QuizTier,
  type QuizzesService,
  type StoredQuizBank,
} from '../types';
import type {FirestoreSdk as FirestoreHandle} from './sdk';

/**
 * Online banks in `quizzes/{id}` (DESIGN.md §5): {title, description, tier
 * (or `visibility`), questions}. Rules let anyone read free banks and only
 * premium users and admins read premium ones; a refusal becomes
 * QuizAccessError('premium-required').
 */
function tierOf(data: Record<string, unknown>): QuizTier {
  return (data.tier ?? data.visibility) === 'premium' ? 'premium' : 'free';
}

function toBank(id: string, data: Record<string, unknown>): StoredQuizBank {
  return {
    id,
    title: String(data.title ?? id),
    description: String(data.description ?? ''),
    tier: tierOf(data),
    questions: Array.isArray(data.questions) ? (data.questions as unknown[]) : [],
  };
}

function isDenied(error: unknown): boolean {
  return (error as {code?: unknown} | null)?.code === 'permission-denied';
}

export function createQuizzesService(firestore: () => Promise<FirestoreHandle>): QuizzesService {
  async function listTier(tier: QuizTier): Promise<QuizBankSummary[]> {
    const {collection, getDocs, query, where, db} = await firestore();
    const snapshot = await getDocs(query(collection(db, 'quizzes'), where('tier', '==', tier)));
    return snapshot.docs.map((d) => {
      const bank = toBank(d.id, d.data());
      return {
        id: bank.id,
        title: bank.title,
        description: bank.description,
        tier: bank.tier,
        questionCount: bank.questions.length,
      };
    });
  }
  return {
    async list(options) {
      if (options?.tier) {
        try {
          return await listTier(options.tier);
        } catch (error) {
          if (isDenied(error)) return [];
          throw new QuizAccessError('unavailable', String(error));
        }
      }
      const free = await listTier('free');
      const premium = await listTier('premium').catch((error: unknown) => {
        if (isDenied(error)) return [];
        throw error;
      });
      return [...free, ...premium];
    },
    async get(id) {
      const {doc, getDoc, db} = await firestore();
      let snapshot;
      try {
        snapshot = await getDoc(doc(db, 'quizzes', id));
      } catch (error) {
        if (isDenied(error)) throw new QuizAccessError('premium-required');
        throw new QuizAccessError('unavailable', String(error));
      }
      if (!snapshot.exists()) throw new QuizAccessError('not-found', `No quiz bank "${id}"`);
      return toBank(snapshot.id, snapshot.data());
    },
  };
}
