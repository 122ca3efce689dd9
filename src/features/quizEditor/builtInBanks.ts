/** The git banks that ship with the site, loaded on demand for the editor's read-only list. */
import {bankSchema, type QuestionBank} from '../quiz/schema';

const LOADERS: readonly (() => Promise<{default: unknown}>)[] = [
  () => import('@site/quizzes/subject-1.json'),
  () => import('@site/quizzes/subject-2.json'),
  () => import('@site/quizzes/subject-3.json'),
  () => import('@site/quizzes/subject-4.json'),
];

export async function loadBuiltInBanks(): Promise<QuestionBank[]> {
  const modules = await Promise.all(LOADERS.map((load) => load()));
  return modules.map((m) => bankSchema.parse(m.default));
}
