/**
 * Whole-library checks for question banks, shared by the build plugin
 * (plugins/quiz-banks), `npm run check:bank` and the tests. Pure: callers read
 * the files and pass their parsed JSON. Imports are relative (no @site alias)
 * because the build loads this file outside the bundler.
 */
import {DIAGNOSTIC_QUESTION_IDS} from './diagnostic';
import {bankIssues, issueLines} from './bankIssues';
import {type QuestionBank, type SubjectId} from './schema';
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

function fileStem(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

export interface ValidateOptions {
  /**
   * Every code of the HS 2022 nomenclature (data/hs). When given, a drill whose
   * answer or wrong path is not a code of it is a problem: the build fails.
   */
  readonly hsCodes?: ReadonlySet<string> | null;
}

/** The free bank a topic's questions live in: quizzes/subject-<n>/<slug>.json. */
export const topicBankPath = (subject: SubjectId, slug: string): string =>
  `quizzes/subject-${subject}/${slug}.json`;

/** Problems of a free topic bank's placement: its folder and file name fix the subject and topic of every question. */
function placementProblems(path: string, bank: QuestionBank): BankProblem[] {
  const m = /(?:^|\/)subject-([1-4])\/([a-z0-9-]+)\.json$/.exec(path);
  if (!m) return [];
  const subject = Number(m[1]) as SubjectId;
  const topic = TOPICS.find((t) => t.subject === subject && t.slug === m[2]);
  if (!topic) {
    return [
      {
        file: path,
        questionId: null,
        reason: `"${m[2]}" is not a topic slug of Subject ${subject} (src/features/quiz/tos.ts)`,
      },
    ];
  }
  return bank.questions
    .filter((q) => q.subject !== subject || q.topic !== topic.label)
    .map((q) => ({
      file: path,
      questionId: q.id,
      reason: `this file holds Subject ${subject}, "${topic.label}"; the question says Subject ${q.subject}, "${q.topic}"`,
    }));
}

/** Drills whose answer or wrong path is not a code of HS 2022 (`codes`, from data/hs). */
export function hsProblems(
  path: string,
  questions: readonly QuestionBank['questions'][number][],
  codes: ReadonlySet<string>,
): BankProblem[] {
  const out: BankProblem[] = [];
  for (const q of questions) {
    if (q.type !== 'classification') continue;
    if (!codes.has(q.answer)) {
      out.push({
        file: path,
        questionId: q.id,
        reason: `answer ${q.answer} is not a subheading of HS 2022 (data/hs)`,
      });
    }
    for (const w of q.wrongPaths) {
      if (!codes.has(w.code)) {
        out.push({
          file: path,
          questionId: q.id,
          reason: `wrong path ${w.code} is not a code of HS 2022 (data/hs)`,
        });
      }
    }
  }
  return out;
}

/** Validates every bank on its own and against the others. */
export function validateBanks(
  files: readonly BankFile[],
  options: ValidateOptions = {},
): {banks: ValidatedBank[]; problems: BankProblem[]} {
  const problems: BankProblem[] = [];
  const banks: ValidatedBank[] = [];
  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push({file: file.path, questionId: null, reason: `not valid JSON: ${file.parseError}`});
      continue;
    }
    const check = bankIssues(file.data);
    const {bank} = check;
    problems.push(
      ...issueLines(check).map(({issue, text}) => ({
        file: file.path,
        questionId: issue.questionId,
        reason: text,
      })),
    );
    if (!bank) continue;
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
    problems.push(...placementProblems(file.path, bank));
    if (options.hsCodes) problems.push(...hsProblems(file.path, bank.questions, options.hsCodes));
    else if (options.hsCodes === null && bank.questions.some((q) => q.type === 'classification')) {
      problems.push({
        file: file.path,
        questionId: null,
        reason: 'holds drills, but the HS 2022 data (data/hs) is missing',
      });
    }
    banks.push({path: file.path, bank});
  }

  const seen = new Map<string, string>();
  for (const {path, bank} of banks) {
    // An id used twice in one bank is bankIssues' to report; here, ids taken by another bank.
    for (const q of bank.questions) {
      const other = seen.get(q.id);
      if (other === path) continue;
      if (other !== undefined)
        problems.push({file: path, questionId: q.id, reason: `id is also used in ${other}`});
      else seen.set(q.id, path);
    }
  }
  return {banks, problems};
}

/** TOS topics with no free bank file among `paths` (every topic has one: quizzes/subject-<n>/<slug>.json). */
export function missingTopicBanks(paths: readonly string[]): string[] {
  const have = new Set(paths);
  return TOPICS.map((t) => topicBankPath(t.subject, t.slug)).filter((p) => !have.has(p));
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

/** The bar from issue 14 (DESIGN.md §9): three distinct boards and topic drills. */
export const MIN_TOTAL = 1200;
export const MIN_PER_SUBJECT = 300;

export function statsShortfalls(stats: BankStats): string[] {
  const out: string[] = [];
  if (stats.total < MIN_TOTAL) out.push(`only ${stats.total} questions in all; the bar is ${MIN_TOTAL}`);
  for (const s of [1, 2, 3, 4] as const) {
    const n = stats.bySubject.get(s) ?? 0;
    if (n < MIN_PER_SUBJECT) out.push(`Subject ${s} has ${n} questions; the bar is ${MIN_PER_SUBJECT}`);
  }
  return out;
}
