import fs from 'node:fs';
import path from 'node:path';

/**
 * No import cycles in src/ (issue 13), type-only imports included: a cycle
 * makes module order matter and usually means two files share a job. Imports
 * are read from the source (relative and `@site/` paths) and resolved the way
 * the bundler resolves them (.ts, .tsx, .mjs, or a folder's index).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@site/')
    ? path.join(ROOT, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g;
const graph = new Map<string, string[]>();
for (const file of sourceFiles(SRC)) {
  const text = fs.readFileSync(file, 'utf8');
  graph.set(
    file,
    [...text.matchAll(IMPORT)]
      .map((m) => resolve(file, m[1] ?? ''))
      .filter((target): target is string => target !== null && target.startsWith(SRC) && !/\.test\./.test(target)),
  );
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('imports in src/', () => {
  it('form no cycle', () => {
    expect(cycles().map((cycle) => cycle.map((f) => path.relative(ROOT, f)).join(' -> '))).toEqual([]);
  });

  it('are read from the source (the walk sees the backend adapters)', () => {
    const local = graph.get(path.join(SRC, 'backend/local/index.ts')) ?? [];
    expect(local.map((f) => path.relative(SRC, f))).toContain('backend/local/store.ts');
  });
});
