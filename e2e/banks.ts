import fs from 'node:fs';
import path from 'node:path';
import type {SubjectId} from '../src/domain/quiz';

/** The question banks on disk (free topic banks and premium banks), as the browser tests read them. */
export interface BankChoice {
  readonly id: string;
  readonly text: string;
  readonly explanation: string;
}
export interface BankQuestion {
  readonly id: string;
  readonly subject: SubjectId;
  readonly topic: string;
  readonly type: 'single' | 'multiple' | 'numeric' | 'classification';
  readonly prompt: string;
  readonly choices?: readonly BankChoice[];
  readonly answer: string | readonly string[];
}
export interface GitBank {
  id: string;
  title: string;
  description: string;
  tier: 'free' | 'premium';
  questions: BankQuestion[];
}

const read = (file: string): GitBank => JSON.parse(fs.readFileSync(file, 'utf8')) as GitBank;

/** Every free topic bank, with its path (quizzes/subject-<n>/<topic>.json). */
export function freeBanks(): {readonly file: string; readonly bank: GitBank}[] {
  const root = path.join(process.cwd(), 'quizzes');
  return fs
    .readdirSync(root)
    .filter((d) => /^subject-[1-4]$/.test(d))
    .flatMap((d) =>
      fs
        .readdirSync(path.join(root, d))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({file: `quizzes/${d}/${f}`, bank: read(path.join(root, d, f))})),
    );
}

export function premiumBanks(): GitBank[] {
  const dir = path.join(process.cwd(), 'premium/quizzes');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => read(path.join(dir, f)));
}

export const FREE_QUESTIONS: readonly BankQuestion[] = freeBanks().flatMap((b) => b.bank.questions);
export const ALL_QUESTIONS: readonly BankQuestion[] = [
  ...FREE_QUESTIONS,
  ...premiumBanks().flatMap((b) => b.questions),
];
