/**
 * Unsaved editor work kept in this browser, one entry per bank, so a closed
 * tab loses nothing. Written on every change, removed on a successful save.
 */
import type {EditorBank} from './bankModel';

const PREFIX = 'pcs.quizEditor.draft.v1.';

export interface StoredDraft {
  readonly bank: EditorBank;
  /** The `updatedAt` of the bank when the editor opened it (ISO), null for a new bank. */
  readonly baseUpdatedAt: string | null;
  readonly savedAt: string;
}

/** The draft key of a bank: its id, or "new" for a bank not saved yet. */
export const draftKey = (openedId: string | null): string => `${PREFIX}${openedId ?? 'new'}`;

export function readDraft(key: string, storage: Storage = localStorage): StoredDraft | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    return draft.bank && Array.isArray(draft.bank.questions) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage must not stop editing; the unsaved-changes prompt still guards the work.
  }
}

export function clearDraft(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
}
