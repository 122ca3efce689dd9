/**
 * Editor banks in local mode: kept in this browser's localStorage under one
 * key, beside the premium data file (which stays read-only). Like the
 * Firestore rules, only admins write or list everything, and candidates see
 * a bank only when it is published, not archived and of a tier they may open.
 * Not a security boundary (DESIGN.md §4).
 */
import {
  BackendError,
  type OnlineQuizBank,
  type OnlineQuizBankInput,
  type QuizSubject,
  type QuizTier,
} from '../types';
import {decodeRecord, onlineBankSchema} from '../schemas';
import {isQuotaError} from '../storageFull';
import type {LocalStore} from './store';

/** The localStorage key of the editor banks. */
export const ONLINE_BANKS_KEY = 'pcs.quizBanks.v1';

interface StoredOnlineBank extends Omit<OnlineQuizBank, 'updatedAt'> {
  readonly updatedAt: string | null;
}

/** The stored records as they are: a damaged one is kept, so a save elsewhere does not erase it. */
function readRaw(storage: Storage): Record<string, unknown> {
  const raw = storage.getItem(ONLINE_BANKS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The banks that decode with the shared schema; the others are skipped (and logged). */
function readAll(storage: Storage): Record<string, OnlineQuizBank> {
  const banks: Record<string, OnlineQuizBank> = {};
  for (const [id, value] of Object.entries(readRaw(storage))) {
    const bank = decodeRecord(onlineBankSchema, {...(value as object), id}, 'editor quiz bank');
    if (bank) banks[id] = bank;
  }
  return banks;
}

function toStored(bank: OnlineQuizBank): StoredOnlineBank {
  return {...bank, updatedAt: bank.updatedAt ? bank.updatedAt.toISOString() : null};
}

export interface LocalOnlineBanks {
  /** Published, unarchived banks of the given tiers. */
  visible(tiers: readonly QuizTier[]): OnlineQuizBank[];
  /** A published, unarchived bank, or null when there is none; premium-required when the tier is not allowed. */
  find(id: string, tiers: readonly QuizTier[]): OnlineQuizBank | null;
  listAll(): Promise<OnlineQuizBank[]>;
  save(bank: OnlineQuizBankInput, expectedUpdatedAt: Date | null): Promise<OnlineQuizBank>;
  setArchived(id: string, archived: boolean): Promise<OnlineQuizBank>;
}

export function createLocalOnlineBanks(store: LocalStore, storage: Storage): LocalOnlineBanks {
  async function adminUid(): Promise<string> {
    const data = await store.read();
    const uid = data.sessionUid;
    if (!uid || !data.admins.includes(uid)) throw new BackendError('quizEdit', 'permission-denied');
    return uid;
  }

  function write(bank: OnlineQuizBank): OnlineQuizBank {
    try {
      storage.setItem(ONLINE_BANKS_KEY, JSON.stringify({...readRaw(storage), [bank.id]: toStored(bank)}));
    } catch (error) {
      // Nothing was written: the editor keeps the bank on screen and says the device is full.
      if (isQuotaError(error)) throw new BackendError('quizEdit', 'storage-full', String(error));
      throw error;
    }
    return bank;
  }

  function candidateView(tiers: readonly QuizTier[]): OnlineQuizBank[] {
    return Object.values(readAll(storage)).filter((b) => b.published && !b.archived && tiers.includes(b.tier));
  }

  return {
    visible: candidateView,
    find(id, tiers) {
      const stored = readAll(storage)[id];
      if (!stored || !stored.published || stored.archived) return null;
      if (!tiers.includes(stored.tier)) throw new BackendError('quizAccess', 'premium-required');
      return stored;
    },
    async listAll() {
      await adminUid();
      return Object.values(readAll(storage)).sort((a, b) => a.title.localeCompare(b.title));
    },
    async save(bank, expectedUpdatedAt) {
      const uid = await adminUid();
      const banks = readAll(storage);
      const current = banks[bank.id];
      if (expectedUpdatedAt === null && current) throw new BackendError('quizEdit', 'already-exists');
      if (expectedUpdatedAt !== null) {
        if (!current) throw new BackendError('quizEdit', 'not-found');
        if (current.updatedAt?.getTime() !== expectedUpdatedAt.getTime()) throw new BackendError('quizEdit', 'conflict');
      }
      // Strictly later than the last save, so two saves in one millisecond still differ.
      const last = current?.updatedAt?.getTime() ?? 0;
      const now = new Date(Math.max(Date.now(), last + 1));
      return write({
        id: bank.id,
        title: bank.title,
        description: bank.description,
        tier: bank.tier,
        subject: bank.subject as QuizSubject,
        published: bank.published,
        archived: bank.archived,
        questions: [...bank.questions],
        updatedAt: now,
        updatedBy: uid,
      });
    },
    async setArchived(id, archived) {
      const uid = await adminUid();
      const banks = readAll(storage);
      const current = banks[id];
      if (!current) throw new BackendError('quizEdit', 'not-found');
      return write({...current, archived, updatedAt: new Date(), updatedBy: uid});
    },
  };
}
