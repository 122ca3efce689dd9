import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {
  isBackendError,
  type ErrorCode,
  type OnlineQuizBank,
  type QuizzesService,
} from '@site/src/backend/types';
import {
  checkEditorBank,
  duplicateAt,
  move,
  newQuestion,
  validateEditorBank,
  type BankIssue,
  type EditorBank,
  type EditorQuestion,
} from './bankModel';
import {clearDraft, draftKey, readDraft, writeDraft, type StoredDraft} from './draftStore';
import {useSettled} from './useSettled';

/**
 * How long typing must pause before the whole bank is checked again and its
 * draft written (issue 25: with a 1 MB prompt, doing both on every key made
 * each edit take seconds).
 */
export const SETTLE_MS = 300;

/** What the editor was opened with. */
export interface OpenedBank {
  readonly bank: EditorBank;
  /** The stored bank's `updatedAt` when opened; null for a bank not saved yet. */
  readonly updatedAt: Date | null;
}

export type SaveState =
  | {readonly kind: 'idle'}
  | {readonly kind: 'saving'}
  | {readonly kind: 'saved'}
  | {readonly kind: 'invalid'}
  | {readonly kind: 'failed'; readonly code: ErrorCode<'quizEdit'> | 'unknown'};

interface DeletedQuestion {
  readonly question: EditorQuestion;
  readonly index: number;
}

export interface BankEditor {
  readonly bank: EditorBank;
  /** The bank as it stood when typing last paused: what the preview shows. */
  readonly settledBank: EditorBank;
  /** The problems of `settledBank` (save checks the bank as it is). */
  readonly issues: readonly BankIssue[];
  readonly dirty: boolean;
  /** Not saved yet: its id can still change. */
  readonly isNew: boolean;
  readonly saveState: SaveState;
  /** Set when unsaved work from an earlier visit was restored. */
  readonly restoredAt: Date | null;
  readonly lastDeleted: DeletedQuestion | null;
  update(patch: Partial<Omit<EditorBank, 'questions'>>): void;
  updateQuestion(index: number, patch: Partial<EditorQuestion>): void;
  addQuestion(): number;
  deleteQuestion(index: number): void;
  undoDelete(): number | null;
  moveQuestion(from: number, to: number): void;
  duplicateQuestion(index: number): void;
  discardDraft(): void;
  save(): Promise<OnlineQuizBank | null>;
}

const same = (a: EditorBank, b: EditorBank): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Asks before the page is left (closed, reloaded or navigated away) while `dirty`. */
function useLeaveGuard(dirty: boolean): void {
  const history = useHistory();
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unblock = history.block(
      translate({
        id: 'quizEditor.leavePrompt',
        message:
          'You have unsaved changes in the quiz editor. Leave anyway? (A draft is kept in this browser.)',
      }),
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unblock();
    };
  }, [dirty, history]);
}

/**
 * The state of one bank in the editor: edits, validation as you type, a
 * local draft, undo for a deleted question, and saving with the `updatedAt`
 * check (a bank saved by someone else since it was opened is refused).
 */
export function useBankEditor(quizzes: QuizzesService, opened: OpenedBank): BankEditor {
  const openedKey = draftKey(opened.updatedAt ? opened.bank.id : null);
  const [initial] = useState(() => {
    const draft = readDraft(openedKey);
    return draft && !same(draft.bank, opened.bank)
      ? {
          bank: draft.bank,
          base: draft.baseUpdatedAt ? new Date(draft.baseUpdatedAt) : null,
          restoredAt: new Date(draft.savedAt),
        }
      : {bank: opened.bank, base: opened.updatedAt, restoredAt: null};
  });
  const [bank, setBank] = useState<EditorBank>(initial.bank);
  const [saved, setSaved] = useState<{bank: EditorBank; updatedAt: Date | null}>({
    bank: opened.bank,
    updatedAt: initial.base,
  });
  const [restoredAt, setRestoredAt] = useState<Date | null>(initial.restoredAt);
  const [saveState, setSaveState] = useState<SaveState>({kind: 'idle'});
  const [lastDeleted, setLastDeleted] = useState<DeletedQuestion | null>(null);
  // The whole-bank work (the schema check, the draft) follows the bank once typing pauses.
  const settledBank = useSettled(bank, SETTLE_MS);
  const [savedIssues, setSavedIssues] = useState<{bank: EditorBank; issues: BankIssue[]} | null>(null);
  const settledIssues = useMemo(() => validateEditorBank(settledBank), [settledBank]);
  // A save checks the bank as typed; its answer stands until the bank changes.
  const issues = savedIssues?.bank === bank ? savedIssues.issues : settledIssues;
  // A bank never saved (new, imported or copied) counts as unsaved work from the start.
  const dirty = useMemo(
    () => saved.updatedAt === null || (bank !== saved.bank && !same(bank, saved.bank)),
    [bank, saved],
  );
  // A new bank keeps its draft under "new" until its first save, then under its id.
  const key = saved.updatedAt ? draftKey(bank.id) : openedKey;
  const savingRef = useRef(false);

  // The draft to write, kept so a pending one is written when the editor closes before typing pauses.
  const pendingDraft = useRef<{key: string; draft: StoredDraft | null} | null>(null);
  const flushDraft = useCallback(() => {
    const pending = pendingDraft.current;
    if (!pending) return;
    pendingDraft.current = null;
    if (pending.draft) writeDraft(pending.key, pending.draft);
    else clearDraft(pending.key);
  }, []);
  useEffect(() => {
    pendingDraft.current = {
      key,
      draft: dirty
        ? {bank, baseUpdatedAt: saved.updatedAt?.toISOString() ?? null, savedAt: new Date().toISOString()}
        : null,
    };
    const timer = window.setTimeout(flushDraft, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [bank, dirty, key, saved.updatedAt, flushDraft]);
  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      flushDraft();
    };
  }, [flushDraft]);

  useLeaveGuard(dirty);

  const edit = useCallback((change: (b: EditorBank) => EditorBank) => {
    setBank(change);
    setSaveState((s) => (s.kind === 'saved' || s.kind === 'invalid' ? {kind: 'idle'} : s));
  }, []);

  const setQuestions = useCallback(
    (change: (qs: readonly EditorQuestion[]) => EditorQuestion[]) =>
      edit((b) => ({...b, questions: change(b.questions)})),
    [edit],
  );

  return {
    bank,
    settledBank,
    issues,
    dirty,
    isNew: saved.updatedAt === null,
    saveState,
    restoredAt,
    lastDeleted,
    update: (patch) => edit((b) => ({...b, ...patch})),
    updateQuestion: (index, patch) =>
      setQuestions((qs) => qs.map((q, i) => (i === index ? {...q, ...patch} : q))),
    addQuestion() {
      const index = bank.questions.length;
      const ids = new Set(bank.questions.map((q) => q.id));
      let n = index + 1;
      while (ids.has(`q-${n}`)) n += 1;
      setQuestions((qs) => [...qs, newQuestion(bank.subject, n)]);
      return index;
    },
    deleteQuestion(index) {
      const question = bank.questions[index];
      if (!question) return;
      setLastDeleted({question, index});
      setQuestions((qs) => qs.filter((_, i) => i !== index));
    },
    undoDelete() {
      if (!lastDeleted) return null;
      const {question, index} = lastDeleted;
      setQuestions((qs) => [...qs.slice(0, index), question, ...qs.slice(index)]);
      setLastDeleted(null);
      return index;
    },
    moveQuestion: (from, to) => setQuestions((qs) => move(qs, from, to)),
    duplicateQuestion: (index) => setQuestions((qs) => duplicateAt(qs, index)),
    discardDraft() {
      clearDraft(openedKey);
      setBank(opened.bank);
      setSaved({bank: opened.bank, updatedAt: opened.updatedAt});
      setRestoredAt(null);
    },
    async save() {
      if (savingRef.current) return null;
      const {issues: current, questions} = checkEditorBank(bank);
      setSavedIssues({bank, issues: current});
      if (current.length > 0 || !questions) {
        setSaveState({kind: 'invalid'});
        return null;
      }
      savingRef.current = true;
      setSaveState({kind: 'saving'});
      try {
        const stored = await quizzes.save(
          {
            id: bank.id,
            title: bank.title,
            description: bank.description,
            tier: bank.tier,
            subject: bank.subject,
            published: bank.published,
            archived: bank.archived,
            questions,
          },
          saved.updatedAt,
        );
        if (saved.updatedAt === null) clearDraft(openedKey);
        setSaved({bank, updatedAt: stored.updatedAt});
        setRestoredAt(null);
        setSaveState({kind: 'saved'});
        return stored;
      } catch (error) {
        setSaveState({kind: 'failed', code: isBackendError(error, 'quizEdit') ? error.code : 'unknown'});
        return null;
      } finally {
        savingRef.current = false;
      }
    },
  };
}
