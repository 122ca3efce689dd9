/**
 * The one check of a single question bank, shared by the build (validateBanks, for the git banks) and the
 * quiz editor (while an admin types): the shared schema, topics that are not topics of their subject, and a
 * question id used twice. Pure; imports are relative because the build loads it outside the bundler.
 */
import {bankSchema, SUBJECTS, type QuestionBank, type SubjectId} from './schema';
import {TOPICS} from './topics';

/** A problem found in a bank: where it is and what is wrong. */
export interface BankIssue {
  /** Index of the question, or null for a bank-level problem. */
  readonly question: number | null;
  /** The question's id as typed (or "#n" when it has none), null for a bank-level problem. */
  readonly questionId: string | null;
  /** The field path inside the question or bank, e.g. "choices.1.explanation"; "" for the whole. */
  readonly field: string;
  readonly message: string;
}

function questionLabel(questions: readonly unknown[], index: number): string {
  const id = (questions[index] as {id?: unknown} | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : `#${index + 1}`;
}

const isTopicOf = (subject: unknown, topic: string): boolean =>
  TOPICS.some((t) => t.subject === subject && t.label === topic);

/** The problems of one bank, found by the schema and by the rules beyond it. */
export interface BankCheck {
  /** The bank as the schema reads it; null when it does not match (it may still break a rule). */
  readonly bank: QuestionBank | null;
  /** The schema's messages, which do not name their field. */
  readonly schema: readonly BankIssue[];
  /** Rules beyond the schema (topics, ids used twice): each message names its field. */
  readonly rules: readonly BankIssue[];
  /** Both, ordered by question (bank-level first). */
  readonly all: readonly BankIssue[];
}

/** Every problem of one bank on its own. */
export function bankIssues(data: unknown): BankCheck {
  const parsed = bankSchema.safeParse(data);
  const questions = (data as {questions?: unknown} | null)?.questions;
  const list: readonly unknown[] = Array.isArray(questions) ? questions : [];
  const schema: BankIssue[] = (parsed.success ? [] : parsed.error.issues).map((issue) => {
    const [first, index, ...rest] = issue.path;
    return first === 'questions' && typeof index === 'number'
      ? {
          question: index,
          questionId: questionLabel(list, index),
          field: rest.join('.'),
          message: issue.message,
        }
      : {question: null, questionId: null, field: issue.path.join('.'), message: issue.message};
  });
  const rules: BankIssue[] = [];
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const q = raw as {id?: unknown; subject?: unknown; topic?: unknown} | null;
    if (typeof q?.id === 'string' && q.id !== '') {
      if (seen.has(q.id))
        rules.push({question: index, questionId: q.id, field: 'id', message: `id "${q.id}" is used twice`});
      seen.add(q.id);
    }
    if (typeof q?.topic === 'string' && !isTopicOf(q.subject, q.topic)) {
      const name = SUBJECTS[q.subject as SubjectId] as string | undefined;
      rules.push({
        question: index,
        questionId: questionLabel(list, index),
        field: 'topic',
        message: `topic "${q.topic}" is not a topic of Subject ${String(q.subject)}${name ? ` (${name})` : ''}`,
      });
    }
  });
  const all = [...schema, ...rules].sort((a, b) => (a.question ?? -1) - (b.question ?? -1));
  return {bank: parsed.success ? parsed.data : null, schema, rules, all};
}

/** The problems of a check as lines of a list (no control beside them): a schema message after its field. */
export function issueLines(check: BankCheck): {readonly issue: BankIssue; readonly text: string}[] {
  const schema = new Set(check.schema);
  return check.all.map((issue) => ({
    issue,
    text: schema.has(issue) && issue.field ? `${issue.field}: ${issue.message}` : issue.message,
  }));
}
