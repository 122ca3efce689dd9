#!/usr/bin/env node
// @ts-check
// Derives the classification trainer's HS 2022 data from the public-domain
// nomenclature in ../shared/data/hs/ (UN Comtrade extraction of HS 2022, the
// `datasets/harmonized-system` package, ODC-PDDL 1.0):
//
//   data/hs/index.json            the 21 sections, their names and chapters (small: the explorer's first load)
//   data/hs/sections/<I..XXI>.json one chunk per section: chapters -> headings -> 6-digit subheadings
//
//   node scripts/hs-data.mjs [--source ../shared/data/hs] [--check]
//
// --check exits 1 when the committed files differ from what the source gives.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'csv-parse/sync';
import {parseCli} from './lib/cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: flags} = parseCli({
  usage: [
    'Usage: node scripts/hs-data.mjs [--source DIR] [--check]',
    '  --source DIR  the HS 2022 CSV files (default ../shared/data/hs)',
    '  --check       exit 1 when the committed data/hs/ differs from what the source gives',
  ].join('\n'),
  options: {source: {type: 'string'}, check: {type: 'boolean'}},
});
const source = path.resolve(root, flags.source ?? '../shared/data/hs');
const check = flags.check === true;
const outDir = path.join(root, 'data/hs');

/** @typedef {import('../src/features/hsExplorer/data').HsIndex} HsIndex */
/** @typedef {import('../src/features/hsExplorer/data').HsSection} HsSection */
/** A row of sections.csv. @typedef {{section: string, name: string}} SectionRow */
/**
 * A row of hs2022.csv: `level` 2, 4 or 6 digits; `parent` the code one level up
 * (TOTAL for a chapter); `section` the Roman numeral, or TOTAL for Comtrade's totals.
 * @typedef {{section: string, hscode: string, description: string, parent: string, level: string}} HsRow
 */
/**
 * The chunks as they are built (HsSection with arrays still being filled).
 * @typedef {{code: string, desc: string, subs: {code: string, desc: string}[]}} Heading
 * @typedef {{code: string, desc: string, headings: Heading[]}} Chapter
 * @typedef {{section: string, name: string, chapters: Chapter[]}} Section
 */

/**
 * The rows of a CSV file as objects keyed by its header line, by csv-parse
 * (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks).
 * @param {string} file
 * @returns {Record<string, string>[]}
 */
function readCsv(file) {
  /** @type {Record<string, string>[]} */
  const rows = parse(fs.readFileSync(file, 'utf8'), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  if (rows.length === 0) throw new Error(`${file} has no rows`);
  return rows;
}

const sentence = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/** @returns {Map<string, HsIndex | HsSection>} the files to write, by path under data/hs/ */
function derive() {
  // Each file's columns, as the source's README lists them.
  const sections = /** @type {SectionRow[]} */ (readCsv(path.join(source, 'sections.csv')));
  const rows = /** @type {HsRow[]} */ (readCsv(path.join(source, 'hs2022.csv')));
  // sections.csv lists the 21 sections in order; the chapters of hs2022.csv name theirs.
  /** @type {Map<string, Section>} */
  const bySection = new Map(
    sections.map((s) => [s.section, {section: s.section, name: sentence(s.name), chapters: []}]),
  );
  /** @type {Map<string, Chapter>} */
  const chapters = new Map();
  /** @type {Map<string, Heading>} */
  const headings = new Map();
  // Comtrade's "TOTAL" rows (99, 9999, 999999: goods not specified by kind) are a
  // statistics bucket, not part of the nomenclature.
  for (const r of rows.filter((row) => row.section !== 'TOTAL')) {
    if (r.level === '2') {
      /** @type {Chapter} */
      const chapter = {code: r.hscode, desc: r.description, headings: []};
      chapters.set(r.hscode, chapter);
      const section = bySection.get(r.section);
      if (!section)
        throw new Error(`chapter ${r.hscode} names section ${r.section}, which sections.csv lacks`);
      section.chapters.push(chapter);
    } else if (r.level === '4') {
      /** @type {Heading} */
      const heading = {code: r.hscode, desc: r.description, subs: []};
      headings.set(r.hscode, heading);
      const chapter = chapters.get(r.parent);
      if (!chapter) throw new Error(`heading ${r.hscode} names chapter ${r.parent}, which no earlier row of hs2022.csv defines`);
      chapter.headings.push(heading);
    } else if (r.level === '6') {
      const heading = headings.get(r.parent);
      if (!heading) throw new Error(`subheading ${r.hscode} names heading ${r.parent}, which no earlier row of hs2022.csv defines`);
      heading.subs.push({code: r.hscode, desc: r.description});
    }
  }
  /** @type {Map<string, HsIndex | HsSection>} */
  const files = new Map();
  /** @type {HsIndex} */
  const index = {
    source:
      'HS 2022 at 2, 4 and 6 digits: UN Comtrade extraction published as the datasets/harmonized-system data package, ODC-PDDL 1.0 (public domain). Short statistical descriptions, not the WCO legal text; no notes; no AHTN 8-digit lines; no rates. Derived by scripts/hs-data.mjs.',
    sections: [...bySection.values()].map((s) => ({
      section: s.section,
      name: s.name,
      chapters: s.chapters.map((c) => ({code: c.code, desc: c.desc})),
    })),
  };
  files.set('index.json', index);
  for (const s of bySection.values()) files.set(`sections/${s.section}.json`, s);
  return files;
}

if (!fs.existsSync(path.join(source, 'hs2022.csv'))) {
  console.log(
    `The source (${path.relative(root, source)}/hs2022.csv) is not on this machine; data/hs was not ${check ? 'checked' : 'written'}.`,
  );
  process.exit(0);
}
const files = derive();
let stale = 0;
for (const [name, data] of files) {
  const file = path.join(outDir, name);
  const text = `${JSON.stringify(data)}\n`;
  if (check) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      console.error(`stale: data/hs/${name}`);
      stale += 1;
    }
  } else {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  }
}
if (check && stale > 0) process.exit(1);
console.log(check ? 'data/hs is up to date' : `wrote ${files.size} files to data/hs/`);
