import type {Backend, QuizSubject} from '@site/src/backend/types';
import type {Question, QuestionBank} from '../schema';
import {ALL_SUBJECTS} from '../engine';

/**
 * Question loading. Free banks ship with the site as separate chunks, one per
 * subject, fetched only when a quiz needs them (the build already validated
 * them: plugins/quiz-banks). Premium banks come through the backend and are
 * validated here, with the schema loaded on demand.
 */
type BankModule = Promise<{default: unknown}>;

const FREE_BANKS: Record<QuizSubject, () => BankModule> = {
  1: () => import('@site/quizzes/subject-1.json'),
  2: () => import('@site/quizzes/subject-2.json'),
  3: () => import('@site/quizzes/subject-3.json'),
  4: () => import('@site/quizzes/subject-4.json'),
};

const cache = new Map<QuizSubject, Promise<readonly Question[]>>();

/** The free questions of the given subjects (each bank fetched once per page). */
export async function loadFreeQuestions(
  subjects: readonly QuizSubject[] = ALL_SUBJECTS,
): Promise<Question[]> {
  const lists = await Promise.all(
    subjects.map((s) => {
      let loading = cache.get(s);
      if (!loading) {
        loading = FREE_BANKS[s]().then((m) => (m.default as QuestionBank).questions);
        // A failed download is retried on the next call.
        loading.catch(() => cache.delete(s));
        cache.set(s, loading);
      }
      return loading;
    }),
  );
  return lists.flat();
}

/** The subject an id belongs to, from its prefix (s1-, s2p- ...), or null. */
export function subjectOfId(id: string): QuizSubject | null {
  const m = /^s([1-4])p?-/.exec(id);
  return m ? (Number(m[1]) as QuizSubject) : null;
}

export const premiumBankId = (subject: QuizSubject): string => `subject-${subject}-premium`;

/** The premium questions of every subject, validated with the bank schema. Throws QuizAccessError when refused. */
export async function loadPremiumQuestions(backend: Backend): Promise<Question[]> {
  const [{bankSchema}, stored] = await Promise.all([
    import('../schema'),
    Promise.all(ALL_SUBJECTS.map((s) => backend.quizzes.get(premiumBankId(s)))),
  ]);
  return stored.flatMap((bank) => bankSchema.parse(bank).questions);
}

/** Questions by id from the free banks (and premium ones when `premium` is given), in the order of `ids`. */
export async function loadQuestionsByIds(
  ids: readonly string[],
  premium?: () => Promise<Question[]>,
): Promise<Question[]> {
  const subjects = ALL_SUBJECTS.filter((s) => ids.some((id) => subjectOfId(id) === s));
  const needsPremium = ids.some((id) => /^s[1-4]p-/.test(id));
  const [free, extra] = await Promise.all([
    loadFreeQuestions(subjects),
    needsPremium && premium ? premium().catch(() => []) : Promise.resolve([]),
  ]);
  const byId = new Map([...free, ...extra].map((q) => [q.id, q]));
  return ids.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined);
}
