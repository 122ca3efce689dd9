// The rules carry the same numbers as src/lib/limits.ts. This reads
// firestore.rules and storage.rules as text (no emulator needed) and fails
// when a limit differs, is missing, is unknown to the module, or when a rule
// compares with a bare number instead of a limit function.
import fs from 'node:fs';
import path from 'node:path';
import {IN_PROGRESS_KEYS, LIMITS, RULES_LIMITS, limitAt} from '@site/src/lib/limits';
import {BOARD_SLOTS, TUTOR_SLOT} from '@site/src/features/quiz';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const LIMIT_FUNCTION = /function L_([A-Za-z]+)_([A-Za-z]+)\(\)\s*\{\s*return\s+(\d+)\s*;\s*\}/g;

/** `group.name` -> the number the rules file returns for it. */
function limitsIn(rules: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const m of rules.matchAll(LIMIT_FUNCTION)) found.set(`${m[1]}.${m[2]}`, Number(m[3]));
  return found;
}

/** The rules without comments, string literals and the limit functions: what is left holds logic only. */
function logicOf(rules: string): string {
  return rules
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\]|\\.)*'/g, "''")
    .replace(LIMIT_FUNCTION, '');
}

describe.each([
  ['firestore.rules', 'firestore'],
  ['storage.rules', 'storage'],
] as const)('%s mirrors src/lib/limits.ts', (file, kind) => {
  const rules = read(file);
  const found = limitsIn(rules);

  it('defines every limit the module marks for it, with the same number', () => {
    for (const name of RULES_LIMITS[kind]) {
      expect({name, value: found.get(name)}).toEqual({name, value: limitAt(name)});
    }
  });

  it('defines no limit the module does not know or does not mark', () => {
    for (const [name, value] of found) {
      expect(RULES_LIMITS[kind]).toContain(name);
      expect(limitAt(name)).toBe(value);
    }
  });

  it('uses every limit it defines', () => {
    const logic = logicOf(rules);
    for (const name of found.keys()) {
      expect({name, used: logic.includes(`L_${name.replace('.', '_')}()`)}).toEqual({name, used: true});
    }
  });

  it('compares with no bare number but 0 and 1', () => {
    const numbers = [...logicOf(rules).matchAll(/(?<![\w.])(\d+)(?![\w])/g)].map((m) => m[1]);
    // rules_version = '2' is a string and stripped; what remains must be a limit function's call.
    expect(numbers.filter((n) => n !== '0' && n !== '1')).toEqual([]);
  });
});

describe('the limits module', () => {
  it('has the numbers the client and the rules rely on', () => {
    expect(LIMITS.receipt.maxBytes).toBe(5 * 1024 * 1024);
    expect(LIMITS.access.months).toBe(6);
    // Six calendar months are at most 184 days; the rules allow two more for clock difference.
    expect(LIMITS.access.maxDays).toBeGreaterThanOrEqual(184);
  });
});

// The shape of firestore.rules, checked as text so it runs without Java: every
// rule that lets a browser create or update a document goes through a
// function that pins the document's keys, and every createdAt the rules
// accept is the server's time of the write.
describe('firestore.rules: every write pins its keys, server times are request.time', () => {
  const rules = read('firestore.rules').replace(/\/\/.*$/gm, '');
  const bodies = new Map(
    [...rules.matchAll(/function (\w+)\([^)]*\)\s*\{([\s\S]*?)\n {4}\}/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  const writeRules = [...rules.matchAll(/allow ([a-z, ]+): if ([^;]+);/g)]
    .filter((m) => /create|update|write/.test(m[1] ?? '') && (m[2] ?? '').trim() !== 'false')
    .map((m) => (m[2] ?? '').replace(/\s+/g, ' '));

  it('finds the write rules (so the checks below check something)', () => {
    expect(writeRules.length).toBeGreaterThanOrEqual(7);
  });

  it.each(writeRules.map((r) => [r]))('%s: calls a function with hasOnly', (rule) => {
    const called = [...rule.matchAll(/(\w+)\(/g)].map((m) => m[1] ?? '');
    expect(called.some((name) => (bodies.get(name) ?? '').includes('.hasOnly('))).toBe(true);
  });

  it('accepts createdAt only as request.time', () => {
    const uses = [...rules.matchAll(/\.createdAt\b[^&|;\n]*/g)].map((m) => m[0].trim());
    expect(uses.length).toBeGreaterThanOrEqual(3);
    for (const use of uses) expect(use).toBe('.createdAt == request.time');
  });
});

// An account's exams in progress are bounded by their document ids: the
// rules accept only the slot names the quiz uses, listed once in limits.ts.
describe('firestore.rules: the exam-in-progress slots', () => {
  const rules = read('firestore.rules');

  it('accepts exactly IN_PROGRESS_KEYS as document ids', () => {
    const listed = /key in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    const keys = [...listed.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(keys).toEqual([...IN_PROGRESS_KEYS]);
  });

  it('covers every slot the quiz saves an exam under', () => {
    for (const slot of [...BOARD_SLOTS, TUTOR_SLOT, 'diagnostic']) {
      expect(IN_PROGRESS_KEYS).toContain(slot);
    }
  });
});
