import path from 'node:path';
import {ESLint} from 'eslint';

/**
 * README "Layers": a feature is used through its public index, and src/ never
 * imports test code. The rule (eslint-rules/feature-boundaries.mjs) runs in
 * `npm run lint`; these tests plant imports in files that do not exist, so the
 * rule is seen to fire, and check that src/ as it is has no violation.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'local/feature-boundaries';
const eslint = new ESLint({cwd: ROOT, ruleFilter: ({ruleId}) => ruleId === RULE});

async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)});
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('feature boundaries (lint)', () => {
  it('fails on a deep import into another feature, written either way', async () => {
    expect(await violations('src/features/quizEditor/Planted.ts', "import {bankSchema} from '@site/src/features/quiz/schema';\nexport const s = bankSchema;\n")).toEqual([
      "Import 'quiz' through its public index ('@site/src/features/quiz'), not '@site/src/features/quiz/schema'.",
    ]);
    expect(await violations('src/pages/planted.tsx', "export {default} from '../features/account/LoginForm';\n")).toHaveLength(1);
    expect(await violations('src/theme/Planted.ts', "export const load = () => import('@site/src/features/quizEditor/QuizEditor');\n")).toHaveLength(1);
  });

  it('allows the public index and imports inside one feature', async () => {
    expect(await violations('src/features/quizEditor/Planted.ts', "import {bankSchema} from '@site/src/features/quiz';\nexport const s = bankSchema;\n")).toEqual([]);
    expect(await violations('src/features/quiz/Planted.ts', "import {bankSchema} from './schema';\nexport const s = bankSchema;\n")).toEqual([]);
  });

  it('fails when src/ code imports test code, and lets tests do it', async () => {
    const code = "import {fakeBackend} from '@site/test/fakeBackend';\nexport const b = fakeBackend;\n";
    expect(await violations('src/features/quiz/planted.ts', code)).toHaveLength(1);
    expect(await violations('src/features/quiz/planted.test.ts', code)).toEqual([]);
  });

  it('finds no violation in src/ as it is', async () => {
    const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`));
    expect(found).toEqual([]);
  }, 60_000);
});
