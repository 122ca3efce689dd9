/** The git banks that ship with the site (one per topic), loaded on demand for the editor's read-only list. */
import {bankSchema, type QuestionBank} from '../quiz/schema';
import {TOPICS} from '../quiz/topics';

export async function loadBuiltInBanks(): Promise<QuestionBank[]> {
  const modules = await Promise.all(
    TOPICS.map(
      (t) => import(`@site/quizzes/subject-${t.subject}/${t.slug}.json`) as Promise<{default: unknown}>,
    ),
  );
  return modules.map((m) => bankSchema.parse(m.default));
}
