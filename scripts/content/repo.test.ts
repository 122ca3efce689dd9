// checkRepo and the command on fixture repositories.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {fingerprintTexts} from '../fingerprint-references.mjs';
import {MIN_EXPLANATION_WORDS} from './docPage';
import {REPO_ROOT, checkRepo} from './repo';
import {SECTIONS, docPage, post, prose} from './testing';

describe('checkRepo on a fixture repository', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, {recursive: true, force: true});
  });

  function fixtureRepo() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    dirs.push(root);
    const write = (rel: string, text: string | Uint8Array) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
      fs.writeFileSync(path.join(root, rel), text);
    };
    const sections = [...SECTIONS].map((number) => ({
      number,
      heading: `Heading ${number}`,
      gist: `Gist of section ${number} in plain words.`,
      see: [],
    }));
    write('data/cmta/sections.json', JSON.stringify(sections));
    write(
      'data/cmta/structure.json',
      JSON.stringify({
        titles: [{roman: 'I', name: 'Preliminary Provisions', from: 100, to: 1805, chapters: []}],
      }),
    );
    write(
      'data/reference-fingerprint.bin',
      fingerprintTexts({
        'cmta.txt':
          'SEC. 9. Every importer of record shall keep the commercial invoice and the packing list for five (5) years.',
        'nirc.txt': 'Nothing here.',
      }),
    );
    write(
      'docs/CMTA-fulltext.md',
      docPage({
        body: `## How to use it\n\n${prose(300)}\n\n## Sections\n\n${sections.map((s) => `### Sec. ${s.number} {#sec-${s.number}}\n\n${s.gist}\n`).join('\n')}`,
      }),
    );
    write(
      'docs/good.md',
      docPage({
        body: `## The rule\n\nSee [CMTA Sec. 423](./CMTA-fulltext.md#sec-423). ${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
      }),
    );
    write(
      'blog/authors.yml',
      'ana:\n  name: Ana Cruz\n  description: Ana writes about customs procedure and the CMTA for this site, with tables.\n',
    );
    write('blog/tags.yml', 'cmta:\n  label: CMTA\n');
    ['2024-01-01', '2024-05-01', '2024-09-01', '2025-01-01', '2025-05-01', '2025-09-01'].forEach((d, i) =>
      write(`blog/${d}-p${i}.md`, post()),
    );
    write(
      'quizzes/subject-1.json',
      JSON.stringify({
        questions: [
          {id: 'q1', prompt: 'Which section sets the de minimis value?', references: ['CMTA Sec. 423']},
        ],
      }),
    );
    return {root, write};
  }

  it('finds nothing wrong in a clean fixture', () => {
    const {root} = fixtureRepo();
    const {problems, stats} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(problems).toEqual([]);
    expect(stats).toMatchObject({docs: 2, posts: 6, banks: 1});
  });

  it('reports a page without sources, a missing section, a wrong de minimis amount and a copied sentence', () => {
    const {root, write} = fixtureRepo();
    const bad = docPage({
      sources: '',
      body: `## The rule\n\nUnder [CMTA Sec. 999](./CMTA-fulltext.md#sec-999) the de minimis value is ₱12,000. ${prose(MIN_EXPLANATION_WORDS)}\n`,
    });
    write('docs/bad.mdx', bad);
    const line = bad.split('\n').findIndex((l) => l.includes('#sec-999')) + 1;
    write(
      'quizzes/subject-2.json',
      JSON.stringify({
        questions: [
          {
            id: 'q2',
            prompt:
              'Every importer of record shall keep the commercial invoice and the packing list for how long?',
          },
        ],
      }),
    );
    const {problems} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(problems).toEqual([
      'docs/bad.mdx: no "## Sources" section',
      `docs/bad.mdx:${line}: links to #sec-999, but the CMTA has no Sec. 999`,
      `docs/bad.mdx:${line}: cites CMTA Sec. 999, which does not exist (the Act runs Sec. 100 to Sec. 1805)`,
      `docs/bad.mdx:${line}: states the de minimis value as 12,000 ("de minimis value is ₱12,000"); facts.md confirms 10,000 (CMTA Sec. 423)`,
      'quizzes/subject-2.json (q2 prompt): 14 words match the reference text of the law; rewrite in your own words: "every importer of record shall keep the commercial invoice and the packing list for"',
    ]);
  });

  it('checks premium bodies and computation case data as it checks the docs and banks', () => {
    const {root, write} = fixtureRepo();
    write(
      'premium/content/premium-reviewer.md',
      '# Premium\n\nUnder CMTA Sec. 1999 the de minimis value is ₱12,000.\n',
    );
    write(
      'data/computation/valuation-drills.json',
      JSON.stringify([
        {
          id: 'd1',
          facts: [
            'Every importer of record shall keep the commercial invoice and the packing list for five years.',
          ],
        },
      ]),
    );
    const {problems, stats} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(stats).toMatchObject({premium: 1, caseFiles: 1});
    expect(problems).toEqual([
      'premium/content/premium-reviewer.md:3: cites CMTA Sec. 1999, which does not exist (the Act runs Sec. 100 to Sec. 1805)',
      'premium/content/premium-reviewer.md:3: states the de minimis value as 12,000 ("de minimis value is ₱12,000"); facts.md confirms 10,000 (CMTA Sec. 423)',
      expect.stringMatching(
        /^data\/computation\/valuation-drills\.json \(.*\): \d+ words match the reference text of the law/,
      ),
    ]);
  });

  it('runs as a command that prints "file: problem" and exits 1 on problems, 0 when clean', () => {
    const {root, write} = fixtureRepo();
    const run = () =>
      spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/check-content.mjs'), '--root', root], {
        encoding: 'utf8',
      });
    const clean = run();
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/check:content: OK/);
    const bad = docPage({body: `## The rule\n\nCMTA Sec. 1999 applies. ${prose(MIN_EXPLANATION_WORDS)}\n`});
    write('docs/bad.md', bad);
    const line = bad.split('\n').findIndex((l) => l.includes('Sec. 1999')) + 1;
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`docs/bad.md:${line}: cites CMTA Sec. 1999, which does not exist`);
    // Two Node processes, each compiling the checks' TypeScript: seconds each on a busy 2-core machine.
  }, 60_000);
});
