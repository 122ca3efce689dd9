/**
 * Validates every question bank when the site builds (or starts), so a
 * malformed bank stops the build with the file, the question id and what is
 * wrong. It hands nothing to the client: free banks are imported by the quiz
 * UI on demand, and premium banks never enter the public build (DESIGN.md §7).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../validateOptions';
import {
  formatProblems,
  missingDiagnosticIds,
  missingTopicBanks,
  validateBanks,
  type BankFile,
  type ValidatedBank,
} from '../../src/features/quiz/validateBanks';

export interface QuizBanksOptions {
  /** Folder of free banks, relative to the site. */
  readonly freeDir?: string;
  /** Folder of premium banks, relative to the site. */
  readonly premiumDir?: string;
  /** Folder of the HS 2022 data (data/hs of the site unless given), absolute. */
  readonly hsDir?: string;
}

export class BankValidationError extends Error {
  override readonly name = 'BankValidationError';
}

/**
 * Reads the bank files of one folder, keeping a JSON syntax error as a problem
 * to report. Free banks sit one per topic in `subject-<n>/` subfolders
 * (`nested`); premium banks one per subject at the top of their folder.
 */
export function readBankFiles(
  siteDir: string,
  dir: string,
  tier: BankFile['tier'],
  nested = false,
): BankFile[] {
  const abs = path.join(siteDir, dir);
  if (!fs.existsSync(abs)) return [];
  const names = nested
    ? fs
        .readdirSync(abs, {withFileTypes: true})
        .filter((d) => d.isDirectory() && /^subject-[1-4]$/.test(d.name))
        .flatMap((d) =>
          fs
            .readdirSync(path.join(abs, d.name))
            .filter((f) => f.endsWith('.json'))
            .map((f) => path.posix.join(d.name, f)),
        )
    : fs.readdirSync(abs).filter((f) => f.endsWith('.json'));
  return names.sort().map((f) => {
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

/** Every code of the HS 2022 nomenclature in data/hs (chapters, headings, subheadings), or null if absent. */
export function readHsCodes(siteDir: string, hsDir = path.join(siteDir, 'data/hs')): Set<string> | null {
  const dir = path.join(hsDir, 'sections');
  if (!fs.existsSync(dir)) return null;
  const codes = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const section = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as HsSectionFile;
    for (const c of section.chapters) {
      codes.add(c.code);
      for (const h of c.headings) {
        codes.add(h.code);
        for (const s of h.subs) codes.add(s.code);
      }
    }
  }
  return codes;
}

interface HsSectionFile {
  readonly chapters: readonly {
    readonly code: string;
    readonly headings: readonly {readonly code: string; readonly subs: readonly {readonly code: string}[]}[];
  }[];
}

/** Validates all banks; throws BankValidationError listing every problem. */
export function checkBanks(siteDir: string, options: QuizBanksOptions = {}): ValidatedBank[] {
  const files = [
    ...readBankFiles(siteDir, options.freeDir ?? 'quizzes', 'free', true),
    ...readBankFiles(siteDir, options.premiumDir ?? 'premium/quizzes', 'premium'),
  ];
  const {banks, problems} = validateBanks(files, {hsCodes: readHsCodes(siteDir, options.hsDir)});
  if (problems.length > 0) {
    throw new BankValidationError(
      `Question bank validation failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`,
    );
  }
  const noFile = missingTopicBanks(files.filter((f) => f.tier === 'free').map((f) => f.path));
  if (noFile.length > 0) {
    throw new BankValidationError(
      `Every topic of the table of specifications (src/features/quiz/tos.ts) needs its bank file; missing: ${noFile.join(', ')}`,
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

const OPTIONS_SCHEMA = Joi.object<QuizBanksOptions>({
  freeDir: Joi.string(),
  premiumDir: Joi.string(),
  hsDir: Joi.string(),
});

export default function quizBanksPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  // Checked by quizBanksPlugin.validateOptions before Docusaurus calls the plugin.
  const options = (rawOptions ?? {}) as QuizBanksOptions;
  const dirs = [options.freeDir ?? 'quizzes', options.premiumDir ?? 'premium/quizzes'];
  return {
    name: 'quiz-banks',
    getPathsToWatch: () =>
      dirs.flatMap((d) => [
        path.join(context.siteDir, d, '*.json'),
        path.join(context.siteDir, d, '*/*.json'),
      ]),
    loadContent() {
      checkBanks(context.siteDir, options);
      return null;
    },
  };
}

/** Docusaurus checks the options before the plugin runs: each folder, when given, is a non-empty string. */
quizBanksPlugin.validateOptions = validateWith(OPTIONS_SCHEMA);
