/**
 * Validates every question bank when the site builds (or starts), so a
 * malformed bank stops the build with the file, the question id and what is
 * wrong. It hands nothing to the client: free banks are imported by the quiz
 * UI on demand, and premium banks never enter the public build (DESIGN.md §7).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatProblems,
  missingDiagnosticIds,
  validateBanks,
  type BankFile,
  type ValidatedBank,
} from '../../src/features/quiz/validateBanks';

export interface QuizBanksOptions {
  /** Folder of free banks, relative to the site. */
  readonly freeDir?: string;
  /** Folder of premium banks, relative to the site. */
  readonly premiumDir?: string;
}

export class BankValidationError extends Error {
  override readonly name = 'BankValidationError';
}

/** Reads the *.json files of one folder, keeping a JSON syntax error as a problem to report. */
export function readBankFiles(siteDir: string, dir: string, tier: BankFile['tier']): BankFile[] {
  const abs = path.join(siteDir, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const rel = path.posix.join(dir, f);
      try {
        return {path: rel, tier, data: JSON.parse(fs.readFileSync(path.join(abs, f), 'utf8')) as unknown};
      } catch (error) {
        return {
          path: rel,
          tier,
          data: null,
          parseError: error instanceof Error ? error.message : String(error),
        };
      }
    });
}

/** Validates all banks; throws BankValidationError listing every problem. */
export function checkBanks(siteDir: string, options: QuizBanksOptions = {}): ValidatedBank[] {
  const files = [
    ...readBankFiles(siteDir, options.freeDir ?? 'quizzes', 'free'),
    ...readBankFiles(siteDir, options.premiumDir ?? 'premium/quizzes', 'premium'),
  ];
  const {banks, problems} = validateBanks(files);
  if (problems.length > 0) {
    throw new BankValidationError(
      `Question bank validation failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`,
    );
  }
  const missing = missingDiagnosticIds(banks);
  if (missing.length > 0) {
    throw new BankValidationError(
      `The diagnostic test (src/features/quiz/diagnostic.ts) names questions no free bank has: ${missing.join(', ')}`,
    );
  }
  return banks;
}

function readOptions(raw: unknown): QuizBanksOptions {
  const o = (raw ?? {}) as Record<string, unknown>;
  const dir = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
  const freeDir = dir(o.freeDir);
  const premiumDir = dir(o.premiumDir);
  return {...(freeDir ? {freeDir} : {}), ...(premiumDir ? {premiumDir} : {})};
}

export default function quizBanksPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = readOptions(rawOptions);
  const dirs = [options.freeDir ?? 'quizzes', options.premiumDir ?? 'premium/quizzes'];
  return {
    name: 'quiz-banks',
    getPathsToWatch: () => dirs.map((d) => path.join(context.siteDir, d, '*.json')),
    loadContent() {
      checkBanks(context.siteDir, options);
      return null;
    },
  };
}
