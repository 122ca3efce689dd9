import type {Backend, QuizSubject} from '@site/src/backend/types';
import {DATA_FILES, fetchDataFile} from '@site/src/config/dataFiles';
import {ALL_SUBJECTS, type Question, type QuestionBank, TOPICS} from '@site/src/domain/quiz';

/**
 * Question loading. Free banks ship with the site as static files, one per
 * topic (quizzes/subject-<n>/<slug>.json, content-hashed by plugins/data-files),
 * fetched only when a quiz needs them:
 * a topic drill downloads its topic, a board every topic of its subjects (the
 * build already validated them: plugins/quiz-banks). Premium banks come
 * through the backend and are validated here, with the schema loaded on demand.
 */
const loadTopicBank = (subject: QuizSubject, slug: string): Promise<QuestionBank> =>
  fetchDataFile<QuestionBank>(DATA_FILES.banks[`${subject}/${slug}`]);

const cache = new Map<string, Promise<readonly Question[]>>();

function topicQuestions(subject: QuizSubject, slug: string): Promise<readonly Question[]> {
  const key = `${subject}/${slug}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = loadTopicBank(subject, slug).then((bank) => bank.questions);
    // A failed download is retried on the next call.
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return loading;
}

/**
 * The free questions of the given subjects (each topic bank fetched once per
 * page), or of one topic of a subject when `topic` (its label) is given.
 */
export async function loadFreeQuestions(
  subjects: readonly QuizSubject[] = ALL_SUBJECTS,
  topic: string | null = null,
): Promise<Question[]> {
  const wanted = TOPICS.filter((t) => subjects.includes(t.subject) && (topic === null || t.label === topic));
  const lists = await Promise.all(wanted.map((t) => topicQuestions(t.subject, t.slug)));
  return lists.flat();
}

/** The subject an id belongs to, from its prefix (s1-, s2p- ...), or null. */
function subjectOfId(id: string): QuizSubject | null {
  const m = /^s([1-4])p?-/.exec(id);
  return m ? (Number(m[1]) as QuizSubject) : null;
}

const premiumBankId = (subject: QuizSubject): string => `subject-${subject}-premium`;

/** The premium questions of every subject, validated with the bank schema. Throws BackendError('quizAccess') when refused. */
export async function loadPremiumQuestions(backend: Backend): Promise<Question[]> {
  const [{bankSchema}, stored] = await Promise.all([
    import('@site/src/domain/quiz'),
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
