import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {TOPICS} from '../../src/features/quiz/topics';
import {collectDataFiles, writeDataFiles} from './index';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('collectDataFiles', () => {
  it('gives every topic bank and every HS section a content-hashed URL under the base URL', () => {
    const {map, files} = collectDataFiles(siteDir, '/fil/');
    for (const t of TOPICS) {
      expect(map.banks[`${t.subject}/${t.slug}`]).toMatch(
        new RegExp(`^/fil/assets/data/banks/subject-${t.subject}/${t.slug}\\.[0-9a-f]{8}\\.json$`),
      );
    }
    expect(Object.keys(map.hs.sections)).toHaveLength(21);
    expect(map.hs.index).toMatch(/^\/fil\/assets\/data\/hs\/index\.[0-9a-f]{8}\.json$/);
    expect(files).toHaveLength(TOPICS.length + 1 + 2 + 21);
  });

  it('counts the questions of every topic bank, so the quiz setup offers no more than there are', () => {
    const {map} = collectDataFiles(siteDir, '/');
    for (const t of TOPICS) {
      const bank = JSON.parse(
        fs.readFileSync(path.join(siteDir, 'quizzes', `subject-${t.subject}`, `${t.slug}.json`), 'utf8'),
      ) as {questions: unknown[]};
      expect(map.bankSizes[`${t.subject}/${t.slug}`]).toBe(bank.questions.length);
    }
  });

  it('indexes every free item for the readiness model, without its text', () => {
    const {map, files} = collectDataFiles(siteDir, '/');
    expect(map.readiness).toMatch(/^\/assets\/data\/readiness\/items\.[0-9a-f]{8}\.json$/);
    const rows = JSON.parse(
      files.find((f) => `/${f.sitePath}` === map.readiness)?.text ?? '[]',
    ) as unknown[][];
    const protest = rows.find((r) => r[0] === 's1-psf-protest-period');
    expect(protest).toEqual([
      's1-psf-protest-period',
      1,
      'Protest, seizure and forfeiture',
      'easy',
      'application',
      0.25,
    ]);
    // A typed computation gives a blind guess nothing.
    expect(rows.some((r) => r[0] === 's4-dv-sea-basic' && r[5] === 0)).toBe(true);
    expect(rows.every((r) => r.length === 6)).toBe(true);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
  });

  it('changes a URL when the file changes, and writes minified JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'));
    fs.mkdirSync(path.join(dir, 'quizzes/subject-1'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'data/hs/sections'), {recursive: true});
    for (const f of ['data/hs/index.json', 'data/hs/overviews.json', 'data/hs/sections/I.json']) {
      fs.writeFileSync(path.join(dir, f), '{}');
    }
    const bank = path.join(dir, 'quizzes/subject-1/a.json');
    fs.writeFileSync(bank, '{ "questions": [] }');
    const before = collectDataFiles(dir, '/');
    fs.writeFileSync(bank, '{ "questions": [1] }');
    const after = collectDataFiles(dir, '/');
    expect(after.map.banks['1/a']).not.toBe(before.map.banks['1/a']);

    const out = path.join(dir, 'build');
    writeDataFiles(out, after.files);
    expect(fs.readFileSync(path.join(out, after.map.banks['1/a'] ?? 'missing'), 'utf8')).toBe(
      '{"questions":[1]}',
    );
  });
});
