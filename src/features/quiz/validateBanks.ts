/**
 * Whole-library checks for question banks, shared by the build plugin
 * (plugins/quiz-banks), `npm run quiz:stats` and the tests. Pure: callers read
 * the files and pass their parsed JSON. Imports are relative (no @site alias)
 * because the build loads this file outside the bundler.
 */
import type * as z from 'zod';
import {DIAGNOSTIC_QUESTION_IDS} from './diagnostic';
import {bankSchema, SUBJECTS, type QuestionBank, type SubjectId} from './schema';
import {TOPICS} from './topics';

export interface BankFile {
  /** Path as shown to the author, e.g. "quizzes/subject-1.json". */
  readonly path: string;
  readonly tier: 'free' | 'premium';
  /** Parsed JSON, or the parse error's message. */
  readonly data: unknown;
  readonly parseError?: string;
}

export interface BankProblem {
  readonly file: string;
  /** The question's id (or "#n" when it has none); null for a bank-level problem. */
  readonly questionId: string | null;
  readonly reason: string;
}

export interface ValidatedBank {
  readonly path: string;
  readonly bank: QuestionBank;
}

function questionLabel(data: unknown, index: number): string {
  const questions = (data as {questions?: unknown} | null)?.questions;
  const q = Array.isArray(questions) ? (questions[index] as {id?: unknown} | undefined) : undefined;
  return typeof q?.id === 'string' && q.id !== '' ? q.id : `#${index + 1}`;
}

function schemaProblems(file: BankFile, error: z.ZodError): BankProblem[] {
  return error.issues.map((issue) => {
    const [first, index, ...rest] = issue.path;
    if (first === 'questions' && typeof index === 'number') {
      const where = rest.length > 0 ? `${rest.join('.')}: ` : '';
      return {
        file: file.path,
        questionId: questionLabel(file.data, index),
        reason: `${where}${issue.message}`,
      };
    }
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {file: file.path, questionId: null, reason: `${where}${issue.message}`};
  });
}

function fileStem(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** Validates every bank on its own and against the others. */
export function validateBanks(files: readonly BankFile[]): {banks: ValidatedBank[]; problems: BankProblem[]} {
  const problems: BankProblem[] = [];
  const banks: ValidatedBank[] = [];
  const topicLabels = new Map<SubjectId, Set<string>>();
  for (const t of TOPICS) topicLabels.set(t.subject, (topicLabels.get(t.subject) ?? new Set()).add(t.label));

  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push({file: file.path, questionId: null, reason: `not valid JSON: ${file.parseError}`});
      continue;
    }
    const parsed = bankSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...schemaProblems(file, parsed.error));
      continue;
    }
    const bank = parsed.data;
    if (bank.id !== fileStem(file.path)) {
      problems.push({
        file: file.path,
        questionId: null,
        reason: `bank id "${bank.id}" must match the file name "${fileStem(file.path)}"`,
      });
    }
    if (bank.tier !== file.tier) {
      problems.push({
        file: file.path,
        questionId: null,
        reason: `tier is "${bank.tier}" but the file sits with the ${file.tier} banks`,
      });
    }
    for (const q of bank.questions) {
      if (!topicLabels.get(q.subject)?.has(q.topic)) {
        problems.push({
          file: file.path,
          questionId: q.id,
          reason: `topic "${q.topic}" is not a topic of Subject ${q.subject} (${SUBJECTS[q.subject]}); see src/features/quiz/topics.ts`,
        });
      }
    }
    banks.push({path: file.path, bank});
  }

  const seen = new Map<string, string>();
  for (const {path, bank} of banks) {
    for (const q of bank.questions) {
      const other = seen.get(q.id);
      if (other !== undefined)
        problems.push({file: path, questionId: q.id, reason: `id is also used in ${other}`});
      else seen.set(q.id, path);
    }
  }
  return {banks, problems};
}

/** Diagnostic ids that are not questions of a free bank. */
export function missingDiagnosticIds(
  banks: readonly ValidatedBank[],
  ids: readonly string[] = DIAGNOSTIC_QUESTION_IDS,
): string[] {
  const free = new Set(
    banks.filter((b) => b.bank.tier === 'free').flatMap((b) => b.bank.questions.map((q) => q.id)),
  );
  return ids.filter((id) => !free.has(id));
}

/** One line per problem: "file › question id: reason". */
export function formatProblems(problems: readonly BankProblem[]): string {
  return problems
    .map((p) => `  ${p.file}${p.questionId ? ` › ${p.questionId}` : ''}: ${p.reason}`)
    .join('\n');
}

export interface BankStats {
  readonly total: number;
  readonly bySubject: ReadonlyMap<SubjectId, number>;
  readonly byTopic: ReadonlyMap<string, number>;
}

/** Counts of questions per subject and per "subject|topic". */
export function bankStats(banks: readonly QuestionBank[]): BankStats {
  const bySubject = new Map<SubjectId, number>();
  const byTopic = new Map<string, number>();
  let total = 0;
  for (const bank of banks) {
    for (const q of bank.questions) {
      total += 1;
      bySubject.set(q.subject, (bySubject.get(q.subject) ?? 0) + 1);
      byTopic.set(`${q.subject}|${q.topic}`, (byTopic.get(`${q.subject}|${q.topic}`) ?? 0) + 1);
    }
  }
  return {total, bySubject, byTopic};
}

/** The bar from issue 6: at least 300 questions, at least 75 per subject. */
export const MIN_TOTAL = 300;
export const MIN_PER_SUBJECT = 75;

export function statsShortfalls(stats: BankStats): string[] {
  const out: string[] = [];
  if (stats.total < MIN_TOTAL) out.push(`only ${stats.total} questions in all; the bar is ${MIN_TOTAL}`);
  for (const s of [1, 2, 3, 4] as const) {
    const n = stats.bySubject.get(s) ?? 0;
    if (n < MIN_PER_SUBJECT) out.push(`Subject ${s} has ${n} questions; the bar is ${MIN_PER_SUBJECT}`);
  }
  return out;
}
