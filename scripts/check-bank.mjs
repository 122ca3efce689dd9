#!/usr/bin/env node
// @ts-check
// The bank check (issue 14; successor of quiz:stats). Validates every question
// bank exactly as the build does (plugins/quiz-banks), then prints the coverage
// report (items per subject, part and topic against the table of
// specifications in src/features/quiz/tos.ts) and the item-quality figures
// (src/features/quiz/quality.ts), and exits 1 when a bar or a limit is missed:
//
//   - at least 1,200 items, at least 300 per subject, every topic at its target;
//   - no surface cue pointing to the key (issue 24, src/features/quiz/cueCheck.ts):
//     the cue model (src/features/quiz/cueModel.ts, a conditional logit over
//     surface features of the choices, 5-fold cross-validated) at most chance +
//     5 points, overall and per subject; the key at each length rank in 20-30%
//     of single-answer items; the choice sharing most words with the stem, or
//     most like the others, the key in at most 30%; ticking every long choice
//     of a multiple-answer item no better than chance + 5 points;
//   - at least half of each subject's items free;
//   - the key the longest choice in at most 30% of single-answer items;
//   - absolute words no more frequent in distractors than in keys;
//   - at most 15% of stems naming a section number;
//   - at least 50% of items at application or analysis level;
//   - at least 200 classification drills, at least 5 in each HS section;
//   - no two items testing the same fact (near-duplicates), apart from the
//     pairs in quizzes/duplicates-allowed.json, each with its reason.
//
//   npm run check:bank                     the whole bank
//   node scripts/check-bank.mjs --draft FILE... [--items]
//       a draft (a JSON array of items, or a bank file being rewritten) against
//       the rest of the bank; --items lists each item's cues
//
import fs from 'node:fs';
import path from 'node:path';
import {parseCli} from './lib/cli.mjs';
import {loadTs, ROOT as root} from './lib/loadTs.mjs';

/** @typedef {import('../src/features/quiz/schema').Question} Question */
/** @typedef {import('../src/features/quiz/quality').QualityFigures} QualityFigures */
/**
 * An item of a draft or of the bank as read leniently: JSON not yet checked
 * against the schema (the check reads `id` and `level` before it parses).
 * @typedef {Record<string, unknown> | null} RawItem
 */

const {checkBanks, readBankFiles, readHsCodes} = /** @type {typeof import('../plugins/quiz-banks/index')} */ (
  loadTs('plugins/quiz-banks/index.ts')
);
const {MIN_TOTAL, MIN_PER_SUBJECT, hsProblems} =
  /** @type {typeof import('../src/features/quiz/validateBanks')} */ (
    loadTs('src/features/quiz/validateBanks.ts')
  );
const {bankIssues, issueLines} = /** @type {typeof import('../src/features/quiz/bankIssues')} */ (
  loadTs('src/features/quiz/bankIssues.ts')
);
/** The bank a draft's items are checked in: valid bank fields, so only the items' problems show. */
const DRAFT_BANK = {
  id: 'draft',
  title: 'Draft items',
  description: 'Items being written, checked as one bank',
  tier: 'free',
};
const {SUBJECTS, questionSchema} = /** @type {typeof import('../src/features/quiz/schema')} */ (
  loadTs('src/features/quiz/schema.ts')
);
const {TOS} = /** @type {typeof import('../src/features/quiz/tos')} */ (loadTs('src/features/quiz/tos.ts'));
const {
  qualityFigures,
  qualityFailures,
  nearDuplicates,
  keyIsMuchLonger,
  namesSectionNumber,
  hasAbsoluteWord,
} = /** @type {typeof import('../src/features/quiz/quality')} */ (loadTs('src/features/quiz/quality.ts'));

const {cueFigures, cueFailures, ordinal} = /** @type {typeof import('../src/features/quiz/cueCheck')} */ (
  loadTs('src/features/quiz/cueCheck.ts')
);
const {choiceViews} = /** @type {typeof import('../src/features/quiz/cueModel')} */ (
  loadTs('src/features/quiz/cueModel.ts')
);

const ALLOWED_FILE = path.join(root, 'quizzes/duplicates-allowed.json');
const MIN_DRILLS = 200;
const MIN_DRILLS_PER_SECTION = 5;

/**
 * The allow-list of deliberate near-duplicate pairs, as "a|b" keys (ids sorted).
 * @returns {{keys: Set<string>, problems: string[]}}
 */
function readAllowed() {
  if (!fs.existsSync(ALLOWED_FILE)) return {keys: new Set(), problems: []};
  /** @type {{ids?: unknown, reason?: unknown}[]} what the file should hold; each entry is checked below */
  const list = JSON.parse(fs.readFileSync(ALLOWED_FILE, 'utf8'));
  /** @type {Set<string>} */
  const keys = new Set();
  const problems = [];
  for (const entry of list) {
    const ids = Array.isArray(entry.ids) ? [...entry.ids].sort() : [];
    if (ids.length !== 2 || typeof entry.reason !== 'string' || entry.reason.trim().length < 10) {
      problems.push(
        `quizzes/duplicates-allowed.json: each entry needs two ids and a reason: ${JSON.stringify(entry)}`,
      );
      continue;
    }
    keys.add(ids.join('|'));
  }
  return {keys, problems};
}

const pct = (/** @type {import('../src/features/quiz/quality').Share} */ s) =>
  `${(s.share * 100).toFixed(1).padStart(5)}%  (${s.count}/${s.of})`;

/** @param {string} title @param {QualityFigures} figures */
function printQuality(title, figures) {
  console.log(`\n${title}: ${figures.items} items`);
  console.log(`  key is the longest choice (single answer) ${pct(figures.longestKey)}   limit 30%`);
  console.log(`  key longer than every distractor by 30%+  ${pct(figures.muchLongerKey)}`);
  console.log(
    `  key is the shortest choice (reported)      ${pct(figures.shortestKey)}   chance is about 25%`,
  );
  console.log(`  absolute words in keys                    ${pct(figures.absoluteInKeys)}`);
  console.log(
    `  absolute words in distractors             ${pct(figures.absoluteInDistractors)}   limit: not above keys, nor keys above twice this`,
  );
  console.log(`  stems naming a section number             ${pct(figures.sectionInStem)}   limit 15%`);
  console.log(`  application or analysis                   ${pct(figures.higherLevel)}   at least 50%`);
  console.log(
    `  levels: recall ${figures.byLevel.recall}, application ${figures.byLevel.application}, analysis ${figures.byLevel.analysis}`,
  );
}

/** What a single item shows of the cues the check measures. @param {Question} q */
function itemFlags(q) {
  const flags = [];
  if (q.type === 'single') {
    if (keyIsMuchLonger(q)) flags.push('key much longer than all distractors');
    const views = choiceViews(
      q.prompt,
      q.choices.map((c) => c.text),
    );
    const key = views[q.choices.findIndex((c) => c.id === q.answer)];
    if (key) {
      flags.push(`key is the ${ordinal(key.lengthRank)} choice`);
      if (key.mostStemOverlap) flags.push('key shares the most words with the stem');
      if (key.mostLikeOthers) flags.push('key is the choice most like the others');
    }
  }
  if (namesSectionNumber(q.prompt)) flags.push('stem names a section number');
  if (q.type === 'single' || q.type === 'multiple') {
    const keys = new Set(q.type === 'single' ? [q.answer] : q.answer);
    const absDistractors = q.choices.filter((c) => !keys.has(c.id) && hasAbsoluteWord(c.text)).length;
    const absKey = q.choices.some((c) => keys.has(c.id) && hasAbsoluteWord(c.text));
    if (absDistractors > 0 && !absKey)
      flags.push(`absolute word in ${absDistractors} distractor(s), none in the key`);
    if (absKey && absDistractors === 0) flags.push('absolute word in the key only');
  }
  if (q.level === 'recall') flags.push('recall');
  return flags;
}

/** @param {string[]} files @param {boolean} listItems */
function draftMode(files, listItems) {
  // The bank as it stands, read leniently (an item still without its level
  // counts as recall) so a draft is compared with it even mid-rewrite.
  const bankQuestions = [
    ...readBankFiles(root, 'quizzes', 'free', true),
    ...readBankFiles(root, 'premium/quizzes', 'premium'),
  ].flatMap((f) =>
    // Bank JSON as read, before the schema: an object whose questions are checked one by one below.
    (/** @type {{questions?: RawItem[]} | null} */ (f.data)?.questions ?? [])
      .map((q) => questionSchema.safeParse({level: 'recall', ...q}))
      .filter((r) => r.success)
      .map((r) => r.data),
  );
  // Each file is read once; its items are judged as the draft, not as the bank.
  const drafts = files.map((file) => {
    /** @type {RawItem[] | {questions: RawItem[]}} a draft: items not yet checked (the schema parses each below) */
    const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {file, items: Array.isArray(raw) ? raw : raw.questions};
  });
  const draftIdsRaw = new Set(drafts.flatMap((d) => d.items.map((q) => q?.id)));
  for (let i = bankQuestions.length - 1; i >= 0; i -= 1) {
    const q = bankQuestions[i];
    if (q && draftIdsRaw.has(q.id)) bankQuestions.splice(i, 1);
  }
  const ids = new Set(bankQuestions.map((q) => q.id));
  const hsCodes = readHsCodes(root);
  let failed = false;
  /** @type {Question[]} */
  const all = [];
  for (const {file, items} of drafts) {
    // An item still without its level is reported, then read as recall so the rest of it is checked.
    const leveled = items.map((item, i) => {
      if (!item || item.level !== undefined) return item;
      failed = true;
      console.log(
        `  ${file} › ${item.id ?? `#${i + 1}`}: level missing (recall, application or analysis); counted as recall below`,
      );
      return {...item, level: 'recall'};
    });
    // The items checked as one bank, by the same check the build runs on every bank (schema, topics, ids used twice).
    const check = bankIssues({...DRAFT_BANK, questions: leveled});
    const unreadable = new Set(check.schema.map((issue) => issue.question));
    for (const {issue, text} of issueLines(check)) {
      failed = true;
      console.log(`  ${file} › ${issue.questionId ?? '(the draft)'}: ${text}`);
    }
    /** @type {Question[]} */
    const good = leveled.flatMap((item, i) => {
      const parsed = unreadable.has(i) ? null : questionSchema.safeParse(item);
      return parsed?.success ? [parsed.data] : [];
    });
    // An id used twice in this draft is the check's above; here, ids the bank or an earlier draft holds.
    for (const q of good) {
      if (ids.has(q.id)) {
        failed = true;
        console.log(`  ${file} › ${q.id}: id already used`);
      }
      if (listItems) {
        const flags = itemFlags(q);
        if (flags.length > 0) console.log(`  ${q.id}: ${flags.join(', ')}`);
      }
    }
    for (const q of good) ids.add(q.id);
    for (const p of hsCodes ? hsProblems(file, good, hsCodes) : []) {
      failed = true;
      console.log(`  ${p.file} › ${p.questionId}: ${p.reason}`);
    }
    printQuality(file, qualityFigures(good));
    for (const f of qualityFailures(qualityFigures(good))) console.log(`  ! ${f}`);
    all.push(...good);
  }
  const draftIds = new Set(all.map((q) => q.id));
  const dups = nearDuplicates([...bankQuestions, ...all], readAllowed().keys).filter(
    (p) => draftIds.has(p.a) || draftIds.has(p.b),
  );
  if (dups.length > 0) {
    console.log(`\nNear-duplicates involving the draft (${dups.length}):`);
    for (const d of dups) console.log(`  ${d.a}  ~  ${d.b}  (${d.similarity})`);
  }
  process.exit(failed ? 1 : 0);
}

/**
 * Prints the cue figures (the model's held-out hit rate, the key's length-rank
 * table, the single-cue rules), overall and per subject, and returns the
 * limits they break.
 * @param {Question[]} questions
 */
function printCues(questions) {
  const f = cueFigures(questions);
  const p = (/** @type {number} */ x) => `${(x * 100).toFixed(1)}%`.padStart(6);
  console.log(
    '\nSurface cues (single-answer items): how often a candidate who knows no law finds the key from the look of the choices',
  );
  console.log(
    '  the cue model is a conditional logit over the features below, trained on 4/5 of the items and scored on the rest (5 folds)',
  );
  console.log(
    '                 items   cue model  chance   key by length: longest   2nd    3rd    4th   most stem words  most like others',
  );
  for (const g of f.groups) {
    const ranks = g.rankShares.map(p).join(' ');
    console.log(
      `  ${g.label.padEnd(12)} ${String(g.items).padStart(5)}   ${p(g.modelHitRate)}    ${p(g.chance)}            ${ranks}        ${p(g.stemOverlap)}           ${p(g.likeOthers)}`,
    );
  }
  console.log(
    '  limits: cue model at most chance + 5 points; each length rank 20-30%; single cues at most 30% (groups of 100+ items)',
  );
  console.log(
    `  what pulls towards the key (weights of the model fitted on every item): ${f.model.weights
      .map((w) => `${w.name} ${w.weight >= 0 ? '+' : ''}${w.weight.toFixed(2)}`)
      .join(', ')}`,
  );
  const most = [...f.model.keyProbability].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    `  most cued items (held-out probability of the key): ${most.map(([id, pr]) => `${id} ${pr.toFixed(2)}`).join(', ')}`,
  );
  console.log(
    `  multiple-answer items (${f.multiple.items}): long choices that are keys ${p(f.multiple.long)}, all choices that are keys ${p(f.multiple.base)}   limit: at most 5 points above, at most 10 below`,
  );
  return cueFailures(f);
}

function fullMode() {
  let banks;
  try {
    banks = checkBanks(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const questions = banks.flatMap((b) => b.bank.questions);
  const tierOf = new Map(banks.flatMap((b) => b.bank.questions.map((q) => [q.id, b.bank.tier])));
  const failures = [];

  console.log(
    'Coverage against the table of specifications (src/features/quiz/tos.ts): items (free + premium) / target',
  );
  for (const s of TOS) {
    const inSubject = questions.filter((q) => q.subject === s.subject);
    const free = inSubject.filter((q) => tierOf.get(q.id) === 'free').length;
    console.log(
      `\nSubject ${s.subject}  ${inSubject.length} items (${free} free)  ${SUBJECTS[s.subject]}  [sitting ${s.sitting}]`,
    );
    if (inSubject.length < MIN_PER_SUBJECT)
      failures.push(`Subject ${s.subject} has ${inSubject.length} items; the bar is ${MIN_PER_SUBJECT}`);
    if (free * 2 < inSubject.length)
      failures.push(
        `Subject ${s.subject}: only ${free} of ${inSubject.length} items are free; at least half must be`,
      );
    for (const p of s.parts) {
      const labels = new Set(p.topics.map((t) => t.label));
      const n = inSubject.filter((q) => labels.has(q.topic)).length;
      console.log(`  Part ${p.key} ${p.title} (${Math.round(p.weight * 100)}%): ${n}`);
      for (const t of p.topics) {
        const have = inSubject.filter((q) => q.topic === t.label).length;
        const mark = have >= t.target ? ' ' : '!';
        console.log(`   ${mark} ${String(have).padStart(4)} / ${String(t.target).padStart(3)}  ${t.label}`);
        if (have < t.target)
          failures.push(`Subject ${s.subject}, "${t.label}": ${have} items, target ${t.target}`);
      }
    }
    for (const h of s.heldBack) console.log(`   held back: ${h}`);
  }
  // Issue 15: at least 200 drills, at least 5 in each of the 21 sections of HS 2022.
  /** @type {import('../src/features/hsExplorer/data').HsIndex} written by scripts/hs-data.mjs */
  const hsIndex = JSON.parse(fs.readFileSync(path.join(root, 'data/hs/index.json'), 'utf8'));
  const sectionOfChapter = new Map(
    hsIndex.sections.flatMap((s) => s.chapters.map((c) => [c.code, s.section])),
  );
  const drills = questions.filter((q) => q.type === 'classification');
  const perSection = hsIndex.sections.map((s) => ({
    section: s.section,
    n: drills.filter((q) => sectionOfChapter.get(q.answer.slice(0, 2)) === s.section).length,
  }));
  console.log(
    `\nClassification drills: ${drills.length} (at least ${MIN_DRILLS}, and ${MIN_DRILLS_PER_SECTION} in every section)`,
  );
  console.log(`  ${perSection.map((s) => `${s.section} ${s.n}`).join(' · ')}`);
  if (drills.length < MIN_DRILLS)
    failures.push(`${drills.length} classification drills; the bar is ${MIN_DRILLS}`);
  for (const s of perSection.filter((x) => x.n < MIN_DRILLS_PER_SECTION)) {
    failures.push(
      `Section ${s.section} has ${s.n} classification drills; the bar is ${MIN_DRILLS_PER_SECTION}`,
    );
  }

  const figures = qualityFigures(questions);
  printQuality('Item quality, whole bank', figures);
  for (const s of TOS) {
    const f = qualityFigures(questions.filter((q) => q.subject === s.subject));
    console.log(
      `  Subject ${s.subject}: longest key ${(f.longestKey.share * 100).toFixed(1)}%, section in stem ${(f.sectionInStem.share * 100).toFixed(1)}%, application/analysis ${(f.higherLevel.share * 100).toFixed(1)}%, absolute words keys ${(f.absoluteInKeys.share * 100).toFixed(1)}% / distractors ${(f.absoluteInDistractors.share * 100).toFixed(1)}%`,
    );
  }
  failures.push(...qualityFailures(figures));
  failures.push(...printCues(questions));

  const allowed = readAllowed();
  failures.push(...allowed.problems);
  const dups = nearDuplicates(questions, allowed.keys);
  console.log(`\nNear-duplicate pairs (same fact tested twice), outside the allow-list: ${dups.length}`);
  for (const d of dups) console.log(`  ${d.a}  ~  ${d.b}  (${d.similarity})`);
  if (dups.length > 0)
    failures.push(
      `${dups.length} near-duplicate pairs: rewrite one item of each, or allow the pair with a reason in quizzes/duplicates-allowed.json`,
    );

  const unique = questions.length - new Set(dups.map((d) => d.b)).size;
  console.log(`\n${unique} unique items (${questions.length} in all)`);
  if (unique < MIN_TOTAL) failures.push(`${unique} unique items; the bar is ${MIN_TOTAL}`);

  if (failures.length > 0) {
    console.error(`\nThe bank check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nThe bank check passed: every bar and every quality limit is met.');
}

const {values: cli, positionals: draftFiles} = parseCli({
  usage: [
    'Usage: node scripts/check-bank.mjs                        check the whole bank (npm run check:bank)',
    '       node scripts/check-bank.mjs --draft FILE... [--items]',
    '  --draft   check draft files of new items against the bank instead',
    '  --items   with --draft: list each item with its key length rank and cues',
  ].join('\n'),
  options: {draft: {type: 'boolean'}, items: {type: 'boolean'}},
  positionals: true,
});
if (cli.draft) {
  if (draftFiles.length === 0) {
    console.error('--draft needs at least one file.');
    process.exit(2);
  }
  draftMode(draftFiles, cli.items === true);
} else if (draftFiles.length > 0 || cli.items) {
  console.error('Files and --items go with --draft (see --help).');
  process.exit(2);
} else fullMode();
