import {
  QuizAccessError,
  QuizEditError,
  type OnlineQuizBank,
  type OnlineQuizBankInput,
  type QuizBankSummary,
  type QuizSubject,
  type QuizTier,
  type QuizzesService,
  type StoredQuizBank,
} from '../types';
import type {FirestoreSdk as FirestoreHandle} from './sdk';

/**
 * Online banks in `quizzes/{id}` (DESIGN.md §5): {title, description, tier
 * (or `visibility`), subject, published, archived, questions, updatedAt,
 * updatedBy}. Rules let anyone read published, unarchived free banks and only
 * premium users read premium ones; admins read and write everything. The
 * candidate queries name `published == true` and `archived == false` so the
 * rules can prove them. A refusal becomes QuizAccessError('premium-required').
 */
function tierOf(data: Record<string, unknown>): QuizTier {
  return (data.tier ?? data.visibility) === 'premium' ? 'premium' : 'free';
}

function subjectOf(data: Record<string, unknown>): QuizSubject {
  const s = Number(data.subject);
  return s === 2 || s === 3 || s === 4 ? s : 1;
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

function toDate(value: unknown): Date | null {
  const toDateFn = (value as {toDate?: unknown} | null)?.toDate;
  return typeof toDateFn === 'function' ? (toDateFn.call(value) as Date) : null;
}

function toOnlineBank(id: string, data: Record<string, unknown>): OnlineQuizBank {
  return {
    ...toBank(id, data),
    subject: subjectOf(data),
    published: data.published === true,
    archived: data.archived === true,
    updatedAt: toDate(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

function isDenied(error: unknown): boolean {
  return (error as {code?: unknown} | null)?.code === 'permission-denied';
}

function editError(error: unknown): QuizEditError {
  if (error instanceof QuizEditError) return error;
  return new QuizEditError(isDenied(error) ? 'permission-denied' : 'unavailable', String(error));
}

export function createQuizzesService(
  firestore: () => Promise<FirestoreHandle>,
  currentUid: () => string | null = () => null,
): QuizzesService {
  async function listTier(tier: QuizTier): Promise<QuizBankSummary[]> {
    const {collection, getDocs, query, where, db} = await firestore();
    const snapshot = await getDocs(
      query(
        collection(db, 'quizzes'),
        where('tier', '==', tier),
        where('published', '==', true),
        where('archived', '==', false),
      ),
    );
    return snapshot.docs.map((d) => {
      const data = d.data();
      const bank = toBank(d.id, data);
      return {
        id: bank.id,
        title: bank.title,
        description: bank.description,
        tier: bank.tier,
        questionCount: bank.questions.length,
        ...(data.subject !== undefined ? {subject: subjectOf(data)} : {}),
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
    async listAll() {
      try {
        const {collection, getDocs, db} = await firestore();
        const snapshot = await getDocs(collection(db, 'quizzes'));
        return snapshot.docs
          .map((d) => toOnlineBank(d.id, d.data()))
          .sort((a, b) => a.title.localeCompare(b.title));
      } catch (error) {
        throw editError(error);
      }
    },
    async save(bank, expectedUpdatedAt) {
      const uid = currentUid();
      if (!uid) throw new QuizEditError('permission-denied');
      const {doc, runTransaction, serverTimestamp, getDoc, db} = await firestore();
      const ref = doc(db, 'quizzes', bank.id);
      try {
        await runTransaction(db, async (tx) => {
          const current = await tx.get(ref);
          if (expectedUpdatedAt === null) {
            if (current.exists()) throw new QuizEditError('already-exists');
          } else {
            if (!current.exists()) throw new QuizEditError('not-found');
            const stored = toDate(current.data().updatedAt);
            if (stored?.getTime() !== expectedUpdatedAt.getTime()) throw new QuizEditError('conflict');
          }
          const fields: Omit<OnlineQuizBankInput, 'id'> = {
            title: bank.title,
            description: bank.description,
            tier: bank.tier,
            subject: bank.subject,
            published: bank.published,
            archived: bank.archived,
            questions: bank.questions,
          };
          tx.set(ref, {...fields, updatedAt: serverTimestamp(), updatedBy: uid});
        });
        const saved = await getDoc(ref);
        return toOnlineBank(saved.id, saved.data() ?? {});
      } catch (error) {
        throw editError(error);
      }
    },
    async setArchived(id, archived) {
      const uid = currentUid();
      if (!uid) throw new QuizEditError('permission-denied');
      const {doc, updateDoc, serverTimestamp, getDoc, db} = await firestore();
      const ref = doc(db, 'quizzes', id);
      try {
        await updateDoc(ref, {archived, updatedAt: serverTimestamp(), updatedBy: uid});
        const saved = await getDoc(ref);
        return toOnlineBank(saved.id, saved.data() ?? {});
      } catch (error) {
        throw editError(error);
      }
    },
  };
}
