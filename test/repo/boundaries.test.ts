import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkBoundaries, describeViolation, mdxImportSources, ROOT} from '../../scripts/lib/boundaries.mjs';

/**
 * The boundary check (`npm run lint`: scripts/check-boundaries.mjs with the rules of
 * .dependency-cruiser.cjs). A fixture repository is written to a temporary folder with
 * one planted violation per rule beside imports every rule allows, and cruised once
 * with the real rules; each rule must fire on its plant and nowhere else. Then the
 * repository itself must pass.
 */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      baseUrl: '.',
      paths: {'@site/*': ['./*']},
      allowJs: true,
      jsx: 'preserve',
      module: 'esnext',
      moduleResolution: 'bundler',
    },
  }),
  'package.json': JSON.stringify({name: 'fixture', private: true, dependencies: {react: '*'}}),
  // Allowed: each layer importing the ones below it, a page composing a feature index, a test using a helper.
  'src/lib/money.ts': 'export const cents = 1;\n',
  'src/domain/quiz/index.ts': "import {cents} from '../../lib/money';\nexport const grade = cents;\n",
  'src/components/Button.tsx':
    "import {useState} from 'react';\nimport {cents} from '@site/src/lib/money';\nexport const Button = () => useState(cents);\n",
  'src/features/quiz/index.ts': "export {Quiz} from './Quiz';\n",
  'src/features/quiz/Quiz.tsx':
    "import {grade} from '@site/src/domain/quiz';\nimport {Button} from '@site/src/components/Button';\nimport {search} from '@site/src/features/search';\nexport const Quiz = [grade, Button, search];\n",
  'src/features/quiz/Quiz.test.ts':
    "import {fake} from '@site/test/fake';\nimport {Quiz} from './Quiz';\nexport const t = [fake, Quiz];\n",
  'src/features/search/index.ts': "export {engine as search} from './engine';\n",
  'src/features/search/engine.ts': 'export const engine = 1;\n',
  'src/pages/index.tsx': "import {Quiz} from '@site/src/features/quiz';\nexport default Quiz;\n",
  'plugins/thing/index.ts':
    "import {grade} from '../../src/domain/quiz';\nexport interface Options {grade: typeof grade}\n",
  'test/fake.ts': 'export const fake = 1;\n',
  'docs/fine.mdx': "import {Quiz} from '@site/src/features/quiz';\n\n# Fine\n\n<Quiz />\n",
  // Planted, one per rule.
  'src/lib/layerLib.ts': "import {grade} from '../domain/quiz';\nexport const l = grade;\n",
  'src/domain/aliased.ts': "import {cents} from '@site/src/lib/money';\nexport const a = cents;\n",
  'src/domain/layerDomain.ts': "import {Button} from '../components/Button';\nexport const d = Button;\n",
  'src/components/layerShared.ts': "import {Quiz} from '@site/src/features/quiz';\nexport const c = Quiz;\n",
  'src/features/search/layerFeatures.ts':
    "import Page from '@site/src/pages/index';\nexport const f = Page;\n",
  'src/config/layerBuild.ts':
    "import type {Options} from '@site/plugins/thing';\nexport type Config = Options;\n",
  'src/features/quiz/deep.ts': "import {engine} from '../search/engine';\nexport const q = engine;\n",
  'scripts/deep.mjs': "import {engine} from '../src/features/search/engine.ts';\nexport const s = engine;\n",
  'scripts/loadsTs.mjs':
    "const loadTs = (file) => file;\nexport const e = loadTs('@site/src/features/search/engine.ts');\n",
  'docs/deep.mdx':
    "---\ntitle: Deep\n---\n\nimport {engine} from '@site/src/features/search/engine';\n\n# Deep {engine}\n",
  'src/domain/cycleA.ts': "import type {B} from './cycleB';\nexport interface A {b?: B}\n",
  'src/domain/cycleB.ts': "import type {A} from './cycleA';\nexport interface B {a?: A}\n",
  'src/features/quiz/usesHelper.ts': "import {fake} from '@site/test/fake';\nexport const h = fake;\n",
  'src/lib/unresolvable.ts': "import {nothing} from './nowhere';\nexport const u = nothing;\n",
  'src/lib/undeclared.ts': "import {z} from 'zod';\nexport const schema = z.string();\n",
};

let found: string[] = [];
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  try {
    found = (await checkBoundaries({root: dir})).violations.map(describeViolation);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 30_000);

const of = (rule: string) => found.filter((v) => v.startsWith(`${rule}: `));

describe('the boundary rules on a planted violation', () => {
  it('layer-lib: lib/ imports nothing else of src/', () => {
    expect(of('layer-lib')).toEqual(['layer-lib: src/lib/layerLib.ts -> src/domain/quiz/index.ts']);
  });
  it('layer-domain: domain/ imports only lib/', () => {
    expect(of('layer-domain')).toEqual([
      'layer-domain: src/domain/layerDomain.ts -> src/components/Button.tsx',
    ]);
  });
  it('layer-shared: components/, backend/, config/ never import a feature', () => {
    expect(of('layer-shared')).toEqual([
      'layer-shared: src/components/layerShared.ts -> src/features/quiz/index.ts',
    ]);
  });
  it('layer-features: a feature never imports a page', () => {
    expect(of('layer-features')).toEqual([
      'layer-features: src/features/search/layerFeatures.ts -> src/pages/index.tsx',
    ]);
  });
  it('layer-build: src/ never imports plugins/, even for a type', () => {
    expect(of('layer-build')).toEqual(['layer-build: src/config/layerBuild.ts -> plugins/thing/index.ts']);
  });
  it("feature-index-only: another feature's file is reached through its index only", () => {
    expect(of('feature-index-only')).toEqual([
      'feature-index-only: src/features/quiz/deep.ts -> src/features/search/engine.ts',
    ]);
  });
  it('feature-index-only-outside: from scripts (loadTs too) and MDX docs', () => {
    expect(of('feature-index-only-outside')).toEqual([
      'feature-index-only-outside: docs/deep.mdx -> src/features/search/engine.ts',
      'feature-index-only-outside: scripts/deep.mjs -> src/features/search/engine.ts',
      'feature-index-only-outside: scripts/loadsTs.mjs -> src/features/search/engine.ts',
    ]);
  });
  it('domain-relative-imports: domain/ and lib/ import by relative path (the build loads them without @site)', () => {
    expect(of('domain-relative-imports')).toEqual([
      'domain-relative-imports: src/domain/aliased.ts -> src/lib/money.ts',
    ]);
  });
  it('no-circular: a cycle of type-only imports', () => {
    expect(of('no-circular')).toHaveLength(1);
    expect(of('no-circular')[0]).toMatch(
      /^no-circular: src\/domain\/cycle([AB])\.ts -> src\/domain\/cycle[AB]\.ts -> src\/domain\/cycle\1\.ts$/,
    );
  });
  it('no-test-code-in-production: site code importing a test helper (a test may)', () => {
    expect(of('no-test-code-in-production')).toEqual([
      'no-test-code-in-production: src/features/quiz/usesHelper.ts -> test/fake.ts',
    ]);
  });
  it('not-to-unresolvable: an import that resolves to nothing', () => {
    expect(of('not-to-unresolvable')).toEqual(['not-to-unresolvable: src/lib/unresolvable.ts -> ./nowhere']);
  });
  it('no-undeclared-package: a package package.json does not declare', () => {
    expect(of('no-undeclared-package')).toEqual([
      expect.stringMatching(/^no-undeclared-package: src\/lib\/undeclared\.ts -> .*node_modules\/zod\//),
    ]);
  });
  it('fires on the plants only', () => {
    expect(found).toHaveLength(14);
  });
});

describe('MDX imports', () => {
  it('are read from the ESM of the file, multi-line and export-from included', () => {
    const text =
      "---\ntitle: x\n---\n\nimport {\n  LazyCalculator,\n} from '@site/src/features/computation';\nexport {a} from './a';\n\n# Title\n\nText with import x from 'y' in prose.\n";
    expect(mdxImportSources(text)).toEqual(['@site/src/features/computation', './a']);
  });
});

describe('the repository', () => {
  it('has no boundary violation', async () => {
    expect((await checkBoundaries()).violations.map(describeViolation)).toEqual([]);
  }, 60_000);
});
