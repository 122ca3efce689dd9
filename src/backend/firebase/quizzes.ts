import {bankSummary} from '../bankSummary';
import {bankStampSchema, decodeRecord, decodeRecords, onlineBankSchema, storedBankSchema} from '../schemas';
import {
  BackendError,
  isBackendError,
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
 * Online banks in `quizzes/{id}` (DESIGN.md §5): {title, description, tier,
 * subject, published, archived, questions, updatedAt, updatedBy}. Rules let
 * anyone read published, unarchived free banks and only premium users read
 * premium ones; admins read and write everything. The candidate queries name
 * `published == true` and `archived == false` so the rules can prove them. A
 * refusal becomes BackendError('quizAccess', 'premium-required').
 *
 * Every document is decoded with the shared schemas (`../schemas`): a bank
 * stored in a shape the site cannot read is left out of lists (and logged),
 * and opening it directly reads as 'not-found', never a crashed page.
 */
interface Snapshot {
  readonly id: string;
  data(): Record<string, unknown> | undefined;
}

function decodeBank(snapshot: Snapshot): StoredQuizBank & {readonly subject?: QuizSubject} {
  const bank = decodeRecord(storedBankSchema, {...snapshot.data(), id: snapshot.id}, 'quiz bank');
  if (!bank) throw new BackendError('quizAccess', 'not-found', `Quiz bank "${snapshot.id}" is stored in a shape this site cannot read`);
  return bank;
}

function decodeOnlineBank(snapshot: Snapshot): OnlineQuizBank | null {
  return decodeRecord(onlineBankSchema, {...snapshot.data(), id: snapshot.id}, 'editor quiz bank');
}

/** A bank just written: it must read back, or the write is reported as failed. */
function savedBank(snapshot: Snapshot): OnlineQuizBank {
  const bank = decodeOnlineBank(snapshot);
  if (!bank) throw new BackendError('quizEdit', 'unavailable', `Quiz bank "${snapshot.id}" did not read back after saving`);
  return bank;
}

/** When the stored bank was saved, read on its own so that even a damaged bank can be saved over. */
function updatedAtOf(snapshot: Snapshot): number | undefined {
  return decodeRecord(bankStampSchema, snapshot.data(), 'quiz bank stamp')?.updatedAt?.getTime();
}

function isDenied(error: unknown): boolean {
  return (error as {code?: unknown} | null)?.code === 'permission-denied';
}

function editError(error: unknown): BackendError<'quizEdit'> {
  if (isBackendError(error, 'quizEdit')) return error;
  return new BackendError('quizEdit', isDenied(error) ? 'permission-denied' : 'unavailable', String(error));
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
    const banks = decodeRecords(
      storedBankSchema,
      snapshot.docs.map((d) => ({...d.data(), id: d.id})),
      'quiz bank',
    );
    return banks.map(bankSummary);
  }
  return {
    async list(options) {
      if (options?.tier) {
        try {
          return await listTier(options.tier);
        } catch (error) {
          if (isDenied(error)) return [];
          throw new BackendError('quizAccess', 'unavailable', String(error));
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
        if (isDenied(error)) throw new BackendError('quizAccess', 'premium-required');
        throw new BackendError('quizAccess', 'unavailable', String(error));
      }
      if (!snapshot.exists()) throw new BackendError('quizAccess', 'not-found', `No quiz bank "${id}"`);
      return decodeBank(snapshot);
    },
    async listAll() {
      try {
        const {collection, getDocs, db} = await firestore();
        const snapshot = await getDocs(collection(db, 'quizzes'));
        return decodeRecords(
          onlineBankSchema,
          snapshot.docs.map((d) => ({...d.data(), id: d.id})),
          'editor quiz bank',
        ).sort((a, b) => a.title.localeCompare(b.title));
      } catch (error) {
        throw editError(error);
      }
    },
    async save(bank, expectedUpdatedAt) {
      const uid = currentUid();
      if (!uid) throw new BackendError('quizEdit', 'permission-denied');
      const {doc, runTransaction, serverTimestamp, getDoc, db} = await firestore();
      const ref = doc(db, 'quizzes', bank.id);
      try {
        await runTransaction(db, async (tx) => {
          const current = await tx.get(ref);
          if (expectedUpdatedAt === null) {
            if (current.exists()) throw new BackendError('quizEdit', 'already-exists');
          } else {
            if (!current.exists()) throw new BackendError('quizEdit', 'not-found');
            if (updatedAtOf(current) !== expectedUpdatedAt.getTime()) throw new BackendError('quizEdit', 'conflict');
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
        return savedBank(saved);
      } catch (error) {
        throw editError(error);
      }
    },
    async setArchived(id, archived) {
      const uid = currentUid();
      if (!uid) throw new BackendError('quizEdit', 'permission-denied');
      const {doc, updateDoc, serverTimestamp, getDoc, db} = await firestore();
      const ref = doc(db, 'quizzes', id);
      try {
        await updateDoc(ref, {archived, updatedAt: serverTimestamp(), updatedBy: uid});
        const saved = await getDoc(ref);
        return savedBank(saved);
      } catch (error) {
        throw editError(error);
      }
    },
  };
}
