#!/usr/bin/env node
// @ts-check
// The content check (CONTENT_GUIDE.md): `npm run check:content`, part of `npm test`.
//
// It reads docs/, blog/, data/cmta/, quizzes/, premium/quizzes/, premium/content/ and
// data/computation/ and prints every problem as `file: what is wrong` (exit 1 if there is any):
//   1. page format: front matter, "What you will learn", "Check yourself" (5+ questions with
//      answers and explanations), "Sources" with a link, "Last reviewed" date, depth (words);
//      blog posts: title, description, authors, tags, truncate marker, Sources; the blog as a
//      whole: 6+ posts over 2024 and 2025, every tag and every author used.
//   2. CMTA citations: every link into CMTA-fulltext (#sec-NNN) and every plain "CMTA Sec. NNN"
//      names a section of the Act (data/cmta/sections.json).
//   3. confirmed amounts (FACTS in scripts/content/facts.ts) are stated the same way everywhere.
//   4. copied text: no run of SHINGLE_WORDS words matches the reference texts of the law, using
//      the committed fingerprint data/reference-fingerprint.bin (scripts/fingerprint-references.mjs).
//
//   node scripts/check-content.mjs            check this repository
//   node scripts/check-content.mjs --facts    also list every statement of a FACTS amount it read
//   node scripts/check-content.mjs --root d   check the repository (or fixture) in folder d
//
// The checks are TypeScript modules in scripts/content/ (index.ts lists them; tests beside them),
// which read front matter with `yaml` and bodies with mdast-util-from-markdown. This file is the
// command: it loads them with scripts/lib/loadTs.mjs and prints.

import path from 'node:path';
import {parseCli} from './lib/cli.mjs';
import {loadTs} from './lib/loadTs.mjs';

const content = /** @type {typeof import('./content/index')} */ (loadTs('scripts/content/index.ts'));

const started = Date.now();
const {values: flags} = parseCli({
  usage: [
    'Usage: node scripts/check-content.mjs [--facts] [--root DIR]',
    '  --facts      also list every statement of a confirmed amount that was read',
    '  --root DIR   check the repository (or test fixture) in DIR instead of this one',
  ].join('\n'),
  options: {facts: {type: 'boolean'}, root: {type: 'string'}},
});
// --root <dir>: check another checkout (the tests use it on fixture folders).
const root = flags.root !== undefined ? path.resolve(flags.root) : content.REPO_ROOT;
const {problems, stats} = content.checkRepo(root, {referenceDir: path.resolve(root, '../shared/reference')});
if (flags.facts) {
  // Show what the amounts check actually reads, fact by fact.
  for (const fact of content.FACTS) {
    const found = stats.statements.filter((st) => st.fact === fact);
    console.log(`\n${fact.id}: ${fact.expected.join(' / ')} (${fact.source}): ${found.length} statement(s)`);
    for (const st of found) console.log(`  ${st.ok ? 'ok ' : 'BAD'} ${st.file}:${st.line}: "${st.quote}"`);
  }
}
for (const p of problems) console.error(p);
const summary = `${stats.docs} docs, ${stats.posts} posts, ${stats.banks} question banks, ${stats.premium} premium bodies, ${stats.caseFiles} computation case files, data/cmta gists`;
if (problems.length) {
  console.error(`\ncheck:content: ${problems.length} problem(s) in ${summary}.`);
  process.exit(1);
}
console.log(`check:content: OK (${summary}; ${Date.now() - started} ms).`);
