/**
 * The quiz editor's pure logic: the bank being edited, its validation with
 * the shared schema (src/features/quiz/schema.ts, never a copy), import and
 * export in the git banks' format. No React, no I/O.
 */
import {
  bankIssues,
  TOPICS,
  type BankIssue,
  type Level,
  type QuestionBank,
  type SubjectId,
} from '@site/src/features/quiz';
import {LIMITS} from '@site/src/lib/limits';

export type {BankIssue};
export type Tier = 'free' | 'premium';

/** A bank in the editor: the git bank's fields plus its editorial state. Questions may be invalid while typed. */
export interface EditorBank {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: Tier;
  readonly subject: SubjectId;
  readonly published: boolean;
  readonly archived: boolean;
  readonly questions: readonly EditorQuestion[];
}

export interface EditorChoice {
  readonly id: string;
  readonly text: string;
  readonly explanation: string;
}

/**
 * One question as typed: every field of every question type, so switching
 * type loses nothing. `toQuestionData` keeps only the fields of its type.
 */
export interface EditorQuestion {
  readonly id: string;
  readonly type: 'single' | 'multiple' | 'numeric' | 'classification';
  readonly subject: SubjectId;
  readonly topic: string;
  readonly difficulty: 'easy' | 'medium' | 'hard';
  readonly level: Level;
  /** What is uncertain about the item's source; blank for none. */
  readonly caution: string;
  readonly prompt: string;
  readonly choices: readonly EditorChoice[];
  /** Correct choice ids (one for a single-answer question). */
  readonly correct: readonly string[];
  readonly numericAnswer: string;
  readonly tolerance: string;
  readonly unit: string;
  /** A numeric question's worked solution. */
  readonly explanation: string;
  readonly takeaway: string;
  readonly references: readonly string[];
  /** A drill's answer code (6 digits). */
  readonly code: string;
  /** A drill's reasoning and wrong paths, kept as imported (edited in the bank's JSON). */
  readonly drill: DrillParts | null;
}

type Drill = Extract<QuestionBank['questions'][number], {type: 'classification'}>;
type DrillParts = Pick<Drill, 'reasoning' | 'wrongPaths'>;

export const choiceIdAt = (index: number): string => String.fromCharCode(97 + index);

export function newQuestion(subject: SubjectId, n: number): EditorQuestion {
  return {
    id: `q-${n}`,
    type: 'single',
    subject,
    topic: TOPICS.find((t) => t.subject === subject)?.label ?? '',
    difficulty: 'medium',
    level: 'recall',
    caution: '',
    prompt: '',
    choices: [0, 1, 2, 3].map((i) => ({id: choiceIdAt(i), text: '', explanation: ''})),
    correct: ['a'],
    numericAnswer: '',
    tolerance: '0.01',
    unit: '',
    explanation: '',
    takeaway: '',
    references: [''],
    code: '',
    drill: null,
  };
}

export function newBank(id = '', subject: SubjectId = 1): EditorBank {
  return {
    id,
    title: '',
    description: '',
    tier: 'free',
    subject,
    published: false,
    archived: false,
    questions: [newQuestion(subject, 1)],
  };
}

/** The question as the shared schema sees it (the git banks' shape). */
export function toQuestionData(q: EditorQuestion): Record<string, unknown> {
  const base = {
    id: q.id,
    subject: q.subject,
    topic: q.topic,
    prompt: q.prompt,
    type: q.type,
  };
  const tail = {
    takeaway: q.takeaway,
    references: q.references.filter((r) => r.trim() !== ''),
    difficulty: q.difficulty,
    level: q.level,
    ...(q.caution.trim() ? {caution: q.caution.trim()} : {}),
  };
  if (q.type === 'classification') {
    return {
      ...base,
      answer: q.code,
      reasoning: q.drill?.reasoning ?? [],
      wrongPaths: q.drill?.wrongPaths ?? [],
      ...tail,
    };
  }
  if (q.type === 'numeric') {
    return {
      ...base,
      answer: q.numericAnswer,
      tolerance: q.tolerance,
      ...(q.unit.trim() ? {unit: q.unit.trim()} : {}),
      explanation: q.explanation,
      ...tail,
    };
  }
  return {
    ...base,
    choices: q.choices.map((c) => ({id: c.id, text: c.text, explanation: c.explanation})),
    answer: q.type === 'single' ? (q.correct[0] ?? '') : [...q.correct],
    ...tail,
  };
}

/** A schema question in the editor's shape. */
export function fromQuestion(q: QuestionBank['questions'][number]): EditorQuestion {
  const common = {
    id: q.id,
    type: q.type,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    level: q.level,
    caution: q.caution ?? '',
    prompt: q.prompt,
    takeaway: q.takeaway,
    references: [...q.references],
    code: '',
    drill: null,
  };
  const noChoices = {
    choices: [],
    correct: [],
    numericAnswer: '',
    tolerance: '0.01',
    unit: '',
    explanation: '',
  };
  if (q.type === 'classification') {
    return {
      ...common,
      ...noChoices,
      code: q.answer,
      drill: {reasoning: q.reasoning, wrongPaths: q.wrongPaths},
    };
  }
  if (q.type === 'numeric') {
    return {
      ...common,
      choices: [],
      correct: [],
      numericAnswer: q.answer,
      tolerance: q.tolerance,
      unit: q.unit ?? '',
      explanation: q.explanation,
    };
  }
  return {
    ...common,
    choices: q.choices.map((c) => ({...c})),
    correct: typeof q.answer === 'string' ? [q.answer] : [...q.answer],
    numericAnswer: '',
    tolerance: '0.01',
    unit: '',
    explanation: '',
  };
}

/** The bank in the git banks' format ({id, title, description, tier, questions}). */
function toBankData(bank: EditorBank): Record<string, unknown> {
  return {
    id: bank.id,
    title: bank.title,
    description: bank.description,
    tier: bank.tier,
    questions: bank.questions.map(toQuestionData),
  };
}

/** Every problem of a bank in the git format (the quiz feature's one bank check); the bank when there is none. */
function validateBankData(data: unknown): {bank: QuestionBank | null; issues: BankIssue[]} {
  const {bank, all} = bankIssues(data);
  return {bank: all.length === 0 ? bank : null, issues: [...all]};
}

/** A bank past the limits firestore.rules sets on online banks (src/lib/limits.ts). */
function limitIssues(bank: EditorBank): BankIssue[] {
  const {titleMax, descriptionMax, questionsMax} = LIMITS.quizBank;
  const issue = (field: string, message: string): BankIssue => ({
    question: null,
    questionId: null,
    field,
    message,
  });
  return [
    ...(bank.title.length > titleMax ? [issue('title', `at most ${titleMax} characters`)] : []),
    ...(bank.description.length > descriptionMax
      ? [issue('description', `at most ${descriptionMax} characters`)]
      : []),
    ...(bank.questions.length > questionsMax
      ? [issue('questions', `at most ${questionsMax} questions`)]
      : []),
  ];
}

/**
 * Every problem of the bank being edited and, when it has none, its questions
 * as the shared schema reads them: what a save stores.
 */
export function checkEditorBank(bank: EditorBank): {
  issues: BankIssue[];
  questions: QuestionBank['questions'] | null;
} {
  const {bank: valid, issues} = validateBankData(toBankData(bank));
  const all = [...limitIssues(bank), ...issues];
  return {issues: all, questions: all.length === 0 && valid ? valid.questions : null};
}

/** Every problem of the bank being edited. */
export function validateEditorBank(bank: EditorBank): BankIssue[] {
  return checkEditorBank(bank).issues;
}

/** The most common subject of a bank's questions (1 for an empty bank). */
function mainSubject(questions: readonly {readonly subject: SubjectId}[]): SubjectId {
  const counts = new Map<SubjectId, number>();
  for (const q of questions) counts.set(q.subject, (counts.get(q.subject) ?? 0) + 1);
  let best: SubjectId = 1;
  for (const [s, n] of counts) if (n > (counts.get(best) ?? 0)) best = s;
  return best;
}

/** A valid git-format bank as an editor bank (unpublished, not archived). */
export function fromBankData(bank: QuestionBank): EditorBank {
  return {
    id: bank.id,
    title: bank.title,
    description: bank.description,
    tier: bank.tier,
    subject: mainSubject(bank.questions),
    published: false,
    archived: false,
    questions: bank.questions.map(fromQuestion),
  };
}

export type ImportResult =
  | {readonly ok: true; readonly bank: EditorBank}
  | {readonly ok: false; readonly issues: readonly BankIssue[]};

/** Reads an exported (or git) bank file; nothing comes through unless all of it is valid. */
export function importBankJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issues: [{question: null, questionId: null, field: '', message: `not valid JSON: ${reason}`}],
    };
  }
  const {bank, issues} = validateBankData(data);
  return bank ? {ok: true, bank: fromBankData(bank)} : {ok: false, issues};
}

/** The bank as a JSON file in the git banks' format (two-space indent, final newline). */
export function exportBankJson(bank: EditorBank): string {
  return `${JSON.stringify(toBankData(bank), null, 2)}\n`;
}

/** Moves the item at `from` to `to` (both clamped into range). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(target, 0, item);
  return out;
}

/** A copy of question `index` placed after it, with an id not used in the bank. */
export function duplicateAt(questions: readonly EditorQuestion[], index: number): EditorQuestion[] {
  const source = questions[index];
  if (!source) return [...questions];
  const ids = new Set(questions.map((q) => q.id));
  const name = (n: number): string => `${source.id}-copy${n === 1 ? '' : `-${n}`}`;
  let n = 1;
  while (ids.has(name(n))) n += 1;
  const copy = {...source, id: name(n)};
  return [...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)];
}
