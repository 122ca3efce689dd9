#!/usr/bin/env node
// The content check (CONTENT_GUIDE.md): `npm run check:content`, part of `npm test`.
//
// It reads docs/, blog/, data/cmta/, quizzes/ and premium/quizzes/ and prints every problem as
// `file: what is wrong` (exit 1 if there is any):
//   1. page format: front matter, "What you will learn", "Check yourself" (5+ questions with
//      answers and explanations), "Sources" with a link, "Last reviewed" date, depth (words);
//      blog posts: title, description, authors, tags, truncate marker, Sources; the blog as a
//      whole: 6+ posts over 2024 and 2025, every tag and every author used.
//   2. CMTA citations: every link into CMTA-fulltext (#sec-NNN) and every plain "CMTA Sec. NNN"
//      names a section of the Act (data/cmta/sections.json).
//   3. confirmed amounts (FACTS below) are stated the same way everywhere.
//   4. copied text: no run of SHINGLE_WORDS words matches the reference texts of the law, using
//      the committed fingerprint data/reference-fingerprint.bin (scripts/fingerprint-references.mjs).
//
//   node scripts/check-content.mjs            check this repository
//   node scripts/check-content.mjs --facts    also list every statement of a FACTS amount it read
//   node scripts/check-content.mjs --root d   check the repository (or fixture) in folder d
//
// Plain Node ESM, no dependencies. Everything above main() is pure, except the functions named
// read*/checkRepo, which read files.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  DEFAULT_REFERENCE_DIR,
  FINGERPRINT_PATH,
  SHINGLE_WORDS,
  decodeFingerprint,
  normaliseWords,
  readReferenceTexts,
  runHashes,
  staleness,
} from './fingerprint-references.mjs';
import {OUTPUT_PATH as NAVIGATOR_PATH, generateNavigator} from './gen-cmta-fulltext.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Rules

/** Reviewer pages carry about 1,000 words of explanation (the issue's bar). */
export const MIN_EXPLANATION_WORDS = 1000;
/** The pages below are not reviewer essays; they still need this much explanation. */
export const MIN_SHORT_PAGE_WORDS = 250;
export const MIN_CHECK_YOURSELF = 5;

/**
 * Docs exempt from the 1,000-word floor: their own floor (`words`) and why. Each still needs every
 * section of the page format.
 */
export const SHORT_PAGES = {
  'diagnostic-test': {
    words: MIN_SHORT_PAGE_WORDS,
    why: 'instructions for an interactive test: what it measures and how to read the result; the substance is the question bank',
  },
  quiz: {
    words: MIN_SHORT_PAGE_WORDS,
    why: 'instructions for the quiz tool; the substance is the question banks in quizzes/*.json',
  },
  mockboard: {
    words: MIN_SHORT_PAGE_WORDS,
    why: 'instructions for the mock board; the substance is the timed exam itself',
  },
  'premium-reviewer': {
    words: MIN_SHORT_PAGE_WORDS,
    why: 'a public teaser of paid content: what premium adds and how to unlock it',
  },
  'video-premium-how-to-answer-CBLE': {
    words: MIN_SHORT_PAGE_WORDS,
    why: 'a public teaser of a premium video lesson',
  },
  'CMTA-fulltext': {
    words: MIN_SHORT_PAGE_WORDS,
    why:
      'a generated index of all 315 sections, not an essay: its depth is one gist per section, checked by ' +
      'scripts/gen-cmta-fulltext.test.mjs, and this check only confirms it is up to date',
  },
};

// ---------------------------------------------------------------------------------------------
// Markdown helpers

/**
 * Split a page into its front matter (a small YAML subset: `key: value`, quoted values, inline
 * `[a, b]` lists, `- item` lists and `>` folded text) and body. `bodyLine` is the 1-based line on
 * which the body starts; `lines` maps each key to its line.
 */
export function parseFrontMatter(text) {
  const src = text.replace(/\r\n?/g, '\n');
  if (!src.startsWith('---\n')) return {data: {}, lines: {}, body: src, bodyLine: 1, hasFrontMatter: false};
  const end = src.indexOf('\n---', 4);
  if (end < 0) return {data: {}, lines: {}, body: src, bodyLine: 1, hasFrontMatter: false};
  const yamlLines = src.slice(4, end).split('\n');
  const data = {};
  const lines = {};
  let key = null;
  let folded = false;
  yamlLines.forEach((raw, i) => {
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(raw);
    if (m) {
      key = m[1];
      lines[key] = i + 2;
      folded = false;
      const v = m[2].trim();
      if (v === '>' || v === '|' || v === '>-' || v === '|-') {
        data[key] = '';
        folded = true;
      } else if (v === '') {
        data[key] = [];
      } else {
        data[key] = parseScalarOrList(v);
      }
      return;
    }
    if (!key) return;
    const item = /^\s+-\s+(.*)$/.exec(raw);
    if (item && Array.isArray(data[key])) data[key].push(unquote(item[1].trim()));
    else if (folded && raw.trim()) data[key] = `${data[key]} ${raw.trim()}`.trim();
  });
  const afterClose = src.indexOf('\n', end + 1);
  const body = afterClose < 0 ? '' : src.slice(afterClose + 1);
  const bodyLine = src.slice(0, afterClose + 1).split('\n').length;
  return {data, lines, body, bodyLine, hasFrontMatter: true};
}

function unquote(v) {
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1).replace(/\\"/g, '"');
  }
  return v;
}

function parseScalarOrList(v) {
  if (v.startsWith('[') && v.endsWith(']')) {
    return v
      .slice(1, -1)
      .split(',')
      .map((s) => unquote(s.trim()))
      .filter(Boolean);
  }
  return unquote(v);
}

/** Top-level keys of a flat YAML map file (authors.yml, tags.yml) with their indented fields. */
export function parseYamlMap(text) {
  const out = {};
  let current = null;
  let field = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*#/.test(raw) || !raw.trim()) continue;
    const top = /^([A-Za-z0-9_-]+):\s*$/.exec(raw);
    if (top) {
      current = out[top[1]] = {};
      field = null;
      continue;
    }
    const sub = /^\s{2}([A-Za-z_]+):\s*(.*)$/.exec(raw);
    if (current && sub) {
      field = sub[1];
      const v = sub[2].trim();
      current[field] = v === '>' || v === '|' ? '' : unquote(v);
      continue;
    }
    if (current && field && /^\s{4,}\S/.test(raw)) current[field] = `${current[field]} ${raw.trim()}`.trim();
  }
  return out;
}

/** Remove inline markup: links keep their text, tags and anchors go, emphasis marks go. */
export function stripInline(text) {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<https?:[^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
    .replace(/\*\*|__|`|\*/g, '')
    .replace(/(^|[\s(])_(?=\S)/g, '$1')
    .replace(/(\S)_(?=[\s).,;:!?]|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain-text segments of a markdown body, each {line, text, kind}: paragraphs and list items
 * (lines joined), headings, table cells, summaries, admonition titles; `section` is the text of
 * the heading above. A run of copied words
 * never spans two segments. With `rows`, a table row is one segment ("cell | cell | cell"), so
 * a fact can be read across the columns of its row.
 */
export function markdownSegments(body, firstLine = 1, {rows = false} = {}) {
  const segments = [];
  let para = null;
  let fence = false;
  let section = '';
  const flush = () => {
    if (para) {
      const text = stripInline(para.parts.join(' '));
      if (text) segments.push({line: para.line, text, kind: para.kind, section});
    }
    para = null;
  };
  const add = (line, text, kind) => {
    const t = stripInline(text);
    if (t) segments.push({line, text: t, kind, section});
  };
  body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, i) => {
      const line = firstLine + i;
      if (/^\s*(```|~~~)/.test(raw)) {
        flush();
        fence = !fence;
        return;
      }
      if (fence) {
        add(line, raw, 'code');
        return;
      }
      if (!raw.trim()) return flush();
      if (/^\s*(import|export)\s/.test(raw)) return flush();
      if (/^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/.test(raw)) return flush();
      const heading = /^\s*#{1,6}\s+(.*)$/.exec(raw);
      if (heading) {
        flush();
        section = stripInline(heading[1]);
        return add(line, heading[1], 'heading');
      }
      if (/^\s*\|/.test(raw)) {
        flush();
        if (/^\s*\|?[\s:|-]+\|?\s*$/.test(raw)) return;
        const cells = raw
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/);
        if (rows) add(line, cells.map((c) => stripInline(c)).join(' | '), 'row');
        else for (const cell of cells) add(line, cell, 'cell');
        return;
      }
      const admonition = /^\s*:::\s*(\w+)?(?:\[([^\]]*)\])?\s*$/.exec(raw);
      if (admonition) {
        flush();
        if (admonition[2]) add(line, admonition[2], 'heading');
        return;
      }
      const summary = /<summary>(.*?)<\/summary>/.exec(raw);
      if (summary) {
        flush();
        return add(line, summary[1], 'summary');
      }
      if (/^\s*<\/?(details|summary)>\s*$/.test(raw)) return flush();
      const listItem = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(raw);
      if (listItem) {
        flush();
        para = {line, parts: [listItem[1]], kind: 'list'};
        return;
      }
      if (/^>\s?/.test(raw)) raw = raw.replace(/^>\s?/, '');
      if (!para) para = {line, parts: [], kind: 'paragraph'};
      para.parts.push(raw.trim());
    });
  flush();
  return segments;
}

/** h2 sections of a body: [{title, line, text}] (text excludes the heading line). */
export function h2Sections(body, firstLine = 1) {
  const out = [];
  let current = {title: '', line: firstLine, lines: []};
  let fence = false;
  body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, i) => {
      if (/^\s*(```|~~~)/.test(raw)) fence = !fence;
      const m = !fence && /^##\s+(.*?)\s*(\{#[\w-]+\})?\s*$/.exec(raw);
      if (m) {
        out.push(current);
        current = {title: m[1].trim(), line: firstLine + i, lines: []};
      } else current.lines.push(raw);
    });
  out.push(current);
  return out.map((s) => ({title: s.title, line: s.line, text: s.lines.join('\n')}));
}

/** Words that explain: tokens with at least one letter (numbers and symbols alone do not count). */
export function countWords(segments) {
  let n = 0;
  for (const s of segments) {
    if (s.kind === 'code') continue;
    for (const t of s.text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,/-]*/gu) ?? []) if (/\p{L}/u.test(t)) n++;
  }
  return n;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The "Last reviewed: 22 November 2026" date of a body, as {date, line} or a reason it is bad. */
export function lastReviewed(body, firstLine = 1) {
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /Last reviewed:?\s*(.*?)\s*_?\**\s*$/i.exec(lines[i]);
    if (!m) continue;
    const d = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(m[1]);
    const month = d ? MONTHS.indexOf(d[2]) : -1;
    const date = d && month >= 0 ? new Date(Date.UTC(Number(d[3]), month, Number(d[1]))) : null;
    if (!date || date.getUTCDate() !== Number(d[1])) {
      return {
        error: `"Last reviewed" date "${m[1]}" is not a date like 22 November 2026`,
        line: firstLine + i,
      };
    }
    return {date, line: firstLine + i};
  }
  return {error: 'no "Last reviewed: <date>" line'};
}

/** The questions of a "Check yourself" section: [{line, question, answer}]. */
export function checkYourselfQuestions(sectionText, firstLine = 1) {
  const out = [];
  const re = /<details>([\s\S]*?)<\/details>/g;
  for (const m of sectionText.matchAll(re)) {
    const line = firstLine + sectionText.slice(0, m.index).split('\n').length;
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(m[1]);
    const rest = summary ? m[1].replace(summary[0], '') : m[1];
    out.push({line, question: summary ? stripInline(summary[1]) : '', answer: rest});
  }
  return out;
}

const hasExternalLink = (text) => /\]\(https?:\/\/[^)]+\)|<https?:\/\/[^>]+>/.test(text);
const listItems = (text) => text.split('\n').filter((l) => /^\s*(?:[-*+]|\d+[.)])\s+\S/.test(l)).length;

function checkSources(file, sections, problems) {
  const sources = sections.find((s) => /^Sources$/i.test(s.title));
  if (!sources) return problems.push(`${file}: no "## Sources" section`);
  if (listItems(sources.text) < 1) problems.push(`${file}:${sources.line}: "Sources" lists no source`);
  else if (!hasExternalLink(sources.text)) {
    problems.push(`${file}:${sources.line}: "Sources" has no link to an official or source text`);
  }
  return undefined;
}

/** Check one doc page. `id` is its file name without extension. Returns problem strings. */
export function checkDocPage({file, text, id}) {
  const problems = [];
  const fm = parseFrontMatter(text);
  if (!fm.hasFrontMatter) problems.push(`${file}: no front matter`);
  for (const key of ['title', 'description']) {
    if (typeof fm.data[key] !== 'string' || !fm.data[key].trim())
      problems.push(`${file}: front matter has no ${key}`);
  }
  if (/^#\s/m.test(fm.body.replace(/```[\s\S]*?```/g, ''))) {
    problems.push(`${file}: has an h1; the front matter title is the h1`);
  }
  const sections = h2Sections(fm.body, fm.bodyLine);
  const find = (re) => sections.find((s) => re.test(s.title));

  const learn = find(/^What you will learn$/i);
  if (!learn) problems.push(`${file}: no "## What you will learn" section`);
  else if (listItems(learn.text) < 1)
    problems.push(`${file}:${learn.line}: "What you will learn" has no bullet points`);

  const check = find(/^Check yourself$/i);
  if (!check) problems.push(`${file}: no "## Check yourself" section`);
  else {
    const qs = checkYourselfQuestions(check.text, check.line);
    if (qs.length < MIN_CHECK_YOURSELF) {
      problems.push(
        `${file}:${check.line}: "Check yourself" has ${qs.length} questions; at least ${MIN_CHECK_YOURSELF} are needed`,
      );
    }
    qs.forEach((q, i) => {
      const label = `${file}:${q.line}: "Check yourself" question ${i + 1}`;
      if (!q.question) problems.push(`${label} has no <summary> question`);
      const answer = /\*\*Answer:?\*\*:?([\s\S]*)/.exec(q.answer);
      if (!answer) problems.push(`${label} has no **Answer:**`);
      else if (countWords(markdownSegments(answer[1])) < 8) {
        problems.push(`${label}: the answer has no explanation (fewer than 8 words)`);
      }
    });
  }

  checkSources(file, sections, problems);
  const lr = lastReviewed(fm.body, fm.bodyLine);
  if (lr.error) problems.push(`${file}${lr.line ? `:${lr.line}` : ''}: ${lr.error}`);

  const explanation = sections.filter(
    (s) => !/^(What you will learn|Check yourself|Sources|Related pages)$/i.test(s.title),
  );
  const words = countWords(explanation.flatMap((s) => markdownSegments(s.text, s.line)));
  const floor = SHORT_PAGES[id]?.words ?? MIN_EXPLANATION_WORDS;
  if (words < floor) {
    problems.push(
      `${file}: ${words} words of explanation; a ${id in SHORT_PAGES ? 'short page' : 'reviewer page'} needs at least ${floor}`,
    );
  }
  return problems;
}

/** Check one blog post against the authors and tags declared in authors.yml and tags.yml. */
export function checkBlogPost({file, text, authors, tags}) {
  const problems = [];
  const fm = parseFrontMatter(text);
  if (!fm.hasFrontMatter) problems.push(`${file}: no front matter`);
  if (!/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file)))
    problems.push(`${file}: file name does not start with YYYY-MM-DD-`);
  for (const key of ['title', 'description', 'slug']) {
    if (typeof fm.data[key] !== 'string' || !fm.data[key].trim())
      problems.push(`${file}: front matter has no ${key}`);
  }
  const list = (v) => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []);
  const postAuthors = list(fm.data.authors);
  if (postAuthors.length === 0) problems.push(`${file}: front matter has no authors`);
  for (const a of postAuthors)
    if (!(a in authors)) problems.push(`${file}: author "${a}" is not in blog/authors.yml`);
  const postTags = list(fm.data.tags);
  if (postTags.length === 0) problems.push(`${file}: front matter has no tags`);
  for (const t of postTags) if (!(t in tags)) problems.push(`${file}: tag "${t}" is not in blog/tags.yml`);
  if (!/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(fm.body))
    problems.push(`${file}: no truncate marker after the intro`);
  checkSources(file, h2Sections(fm.body, fm.bodyLine), problems);
  return problems;
}

/** Check the blog as a whole: 6+ posts over 2024 and 2025, every tag used, every author used with a bio. */
export function checkBlogCollection(posts, authors, tags) {
  const problems = [];
  if (posts.length < 6) problems.push(`blog/: ${posts.length} posts; at least 6 are needed`);
  const years = new Set(posts.map((p) => path.basename(p.file).slice(0, 4)));
  for (const y of ['2024', '2025']) if (!years.has(y)) problems.push(`blog/: no post dated ${y}`);
  const used = (key) => new Set(posts.flatMap((p) => [].concat(parseFrontMatter(p.text).data[key] ?? [])));
  const usedTags = used('tags');
  for (const t of Object.keys(tags))
    if (!usedTags.has(t)) problems.push(`blog/tags.yml: tag "${t}" is used by no post`);
  const usedAuthors = used('authors');
  for (const [id, a] of Object.entries(authors)) {
    if (!usedAuthors.has(id)) problems.push(`blog/authors.yml: author "${id}" wrote no post`);
    if (!a.name) problems.push(`blog/authors.yml: author "${id}" has no name`);
    if (!a.description || a.description.split(/\s+/).length < 10)
      problems.push(`blog/authors.yml: author "${id}" has no short bio (description)`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// CMTA citations

const line = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Links into the navigator: [x](./CMTA-fulltext.md#sec-423), (/docs/CMTA-fulltext#sec-423),
 * href="...CMTA-fulltext#..."; on the navigator page itself, (#sec-423). Returns {anchor, line}.
 */
export function findNavigatorLinks(text, {isNavigator = false} = {}) {
  const out = [];
  const re = /(?:\]\(|href=["'{]+)([^)"'\s]*?)#([\w-]+)(?=[)"'\s}])/g;
  for (const m of text.matchAll(re)) {
    const target = m[1];
    const intoNavigator = /(^|\/)CMTA-fulltext(\.mdx?)?\/?$/.test(target) || (isNavigator && target === '');
    if (intoNavigator) out.push({anchor: m[2], line: line(text, m.index)});
  }
  return out;
}

const SEC_NUM = String.raw`\d{3,4}(?:\([A-Za-z0-9]+\))*`;
const SEC_JOIN = String.raw`\s*(?:,|\band\b|\bor\b|\bto\b|\bthrough\b|–|—|-)\s*(?:Secs?\.\s*|Sections?\s+)?`;

/**
 * Plain-text citations of CMTA sections: "CMTA Sec. 423", "CMTA Secs. 700–708 and 710",
 * "CMTA (RA 10863) Sec. 1106", "CMTA Section 402", "Sec. 423 of the CMTA". Returns {number, line}.
 */
export function findCmtaCitations(text) {
  const out = [];
  const lead = new RegExp(
    String.raw`\b(?:CMTA|RA\s*(?:No\.\s*)?10863)(?:\s*\((?:RA\s*(?:No\.\s*)?10863|CMTA)\))?,?\s+(?:Secs?\.|Sections?)\s*(${SEC_NUM}(?:${SEC_JOIN}${SEC_NUM})*)`,
    'g',
  );
  for (const m of text.matchAll(lead)) {
    for (const n of m[1].matchAll(/(?<![\d(])(\d{3,4})(?![\d)])/g))
      out.push({number: Number(n[1]), line: line(text, m.index)});
  }
  const trail =
    /\b(?:Sec\.|Section)\s*(\d{3,4})(?:\([A-Za-z0-9]+\))*\s+of\s+(?:the\s+)?(?:CMTA|RA\s*10863)\b/g;
  for (const m of text.matchAll(trail)) out.push({number: Number(m[1]), line: line(text, m.index)});
  // "CMTA Sec. 402 and Sec. 407 of the CMTA" is read by both patterns: count each citation once.
  const seen = new Set();
  return out.filter((c) => !seen.has(`${c.number}@${c.line}`) && seen.add(`${c.number}@${c.line}`));
}

/** Problems with the CMTA citations of one file. */
export function checkCitations({
  file,
  text,
  sectionNumbers,
  navigatorAnchors = new Set(),
  isNavigator = false,
}) {
  const problems = [];
  for (const l of findNavigatorLinks(text, {isNavigator})) {
    const sec = /^sec-(\d+)$/.exec(l.anchor);
    if (sec) {
      if (!sectionNumbers.has(Number(sec[1])))
        problems.push(`${file}:${l.line}: links to #${l.anchor}, but the CMTA has no Sec. ${sec[1]}`);
    } else if (!navigatorAnchors.has(l.anchor)) {
      problems.push(`${file}:${l.line}: links to #${l.anchor}, which is not an anchor of the CMTA navigator`);
    }
  }
  for (const c of findCmtaCitations(text)) {
    if (!sectionNumbers.has(c.number))
      problems.push(
        `${file}:${c.line}: cites CMTA Sec. ${c.number}, which does not exist (the Act runs Sec. 100 to Sec. 1805)`,
      );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Confirmed amounts

const PESO = String.raw`₱\s?(\d[\d,]*\d(?:\.\d+)?|\d)`;
const PCT = String.raw`(\d+(?:\.\d+)?)%`;
const rx = (source) => new RegExp(source, 'gi');

/** Returning-resident ceilings (CMTA Sec. 800(f)): the amount must sit next to its own stay. */
function stayPatterns(stay) {
  return [
    rx(String.raw`${PESO}\s*\((?:abroad |stayed abroad |for )?${stay}`), // ₱250,000 (5 to 10 years)
    rx(String.raw`${stay}[^|₱]{0,25}\|[^|₱]{0,25}${PESO}`), // row: 5 to 10 years | up to ₱250,000
    rx(String.raw`${PESO}(?:,[^|₱]*)?\s*\|[^|₱]{0,40}?${stay}`), // row: ₱250,000 | Returning resident abroad 5 to 10 years
    rx(String.raw`${stay}[^.₱|()]{0,25}?(?:\bis|ceiling|cap|limit)\s*${PESO}`), // at least 10 years is ₱350,000
  ];
}
const STAY_10 = String.raw`(?:(?:at least|(?<!not )more than|over) (?:ten|10) years|(?:ten|10) years or more)`;
const STAY_5_10 = String.raw`(?:(?:at least )?(?:five|5)(?: years)?,? (?:but not more than|to|up to|–|-)\s*(?:ten|10)(?: years)?)`;
const STAY_UNDER_5 = String.raw`(?:(?:less than|under|fewer than|below) (?:five|5) years)`;

/**
 * Amounts that ../shared/domain/facts.md marks CONFIRMED, each with patterns that capture the
 * amount where a sentence (or table row) states it as the value for that topic. A capture that
 * is not in `expected` is a problem. The patterns are deliberately narrow: a wrong amount must be
 * stated as *the* value ("de minimis ... ₱X or below"), so worked examples such as "a ₱10,001
 * parcel is not de minimis" do not trip them. `topic` must match the sentence (or, with
 * `sectionTopic`, the heading it sits under); sentences matching `unless` discuss a recorded
 * conflict and are skipped.
 */
export const FACTS = [
  {
    id: 'de-minimis',
    label: 'de minimis value',
    expected: ['10,000'],
    source: 'CMTA Sec. 423',
    topic: /de minimis|no duties and taxes/i,
    patterns: [
      rx(
        String.raw`de minimis (?:value|ceiling|threshold|limit|line|amount)?\s*(?:is|of|at|=|:)?\s*(?:an? )?(?:FOB or FCA |FOB\/FCA )?(?:value )?(?:of )?${PESO}`,
      ),
      rx(String.raw`${PESO} (?:or below|or less|and below)`),
      rx(String.raw`${PESO} de minimis`),
    ],
  },
  {
    id: 'informal-entry-ceiling',
    label: 'informal-entry ceiling',
    expected: ['50,000'],
    source: 'CMTA Sec. 402',
    topic: /informal/i,
    patterns: [
      rx(String.raw`informal[^.₱]{0,60}?(?:below|less than|under)\s*${PESO}`),
      rx(String.raw`(?:below|less than|under)\s*${PESO}[^.₱]{0,60}?informal`),
      rx(String.raw`${PESO} informal[- ]entry (?:ceiling|limit|threshold|line)`),
      rx(String.raw`informal[- ]entry (?:ceiling|limit|threshold|line)(?: is| of)?:?\s*${PESO}`),
    ],
  },
  {
    id: 'vat-rate',
    label: 'VAT rate on importation',
    expected: ['12'],
    source: 'NIRC Sec. 107(A)',
    topic: /\bVAT\b/,
    patterns: [rx(String.raw`${PCT} VAT\b`), rx(String.raw`\bVAT(?: rate)?(?: is| of| at| =|:)?\s*${PCT}`)],
  },
  {
    id: 'lodgement-period',
    label: 'lodgement period',
    expected: ['15'],
    source: "CMTA Sec. 407 (CMO 27-2019's 7 days is the recorded CONFLICT)",
    topic: /lodg|last package/i,
    unless: /CMO (?:No\. )?27-2019|operating rule|operational|port notices?|Bureau notices|BOC uses/i,
    patterns: [
      rx(
        String.raw`(\d+) days? (?:from|of|after) (?:the )?(?:date (?:the |of )?)?(?:discharge of the last package|last package)`,
      ),
      rx(String.raw`(\d+)[- ]day lodgement`),
      rx(String.raw`\blodge(?:ment|d)?(?: the goods declaration| it)? within (\d+) days`),
    ],
  },
  {
    id: 'protest-period',
    label: 'period to protest after payment',
    expected: ['15'],
    source: 'CMTA Sec. 1106',
    topic: /protest|1106/i,
    patterns: [
      rx(String.raw`or within (\d+) days (?:after|thereafter|of payment|from payment)`),
      rx(String.raw`protest[^.]{0,100}?(\d+) days (?:after|from|of) (?:the )?payment`),
    ],
  },
  {
    id: 'final-assessment',
    label: 'days until an assessment becomes final',
    expected: ['15'],
    source: 'CMTA Sec. 429',
    topic: /final/i,
    patterns: [rx(String.raw`\bfinal (\d+) days after`)],
  },
  {
    id: 'balikbayan-value',
    label: 'balikbayan box ceiling',
    expected: ['150,000'],
    source: 'CMTA Sec. 800(g)',
    topic: /balikbayan/i,
    sectionTopic: true,
    patterns: [
      rx(
        String.raw`balikbayan[^.₱]{0,80}?(?:up to|not exceed(?:ing)?|ceiling(?: of| is)?|cap(?: of| is)?|limit(?: of| is)?)\s*${PESO}`,
      ),
      rx(String.raw`${PESO}[^₱.|]{0,40}\|\s*balikbayan`),
      rx(String.raw`FCA value (?:does not|shall not|must not|may not) exceed ${PESO}`),
    ],
  },
  {
    id: 'balikbayan-times',
    label: 'balikbayan boxes allowed per calendar year',
    expected: ['3', 'three'],
    source: 'CMTA Sec. 800(g)',
    topic: /balikbayan/i,
    sectionTopic: true,
    patterns: [rx(String.raw`(\w+) times (?:a|per|in a|each) (?:calendar )?year`)],
  },
  {
    id: 'returning-resident-10',
    label: 'returning-resident ceiling for 10 years or more abroad',
    expected: ['350,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_10),
  },
  {
    id: 'returning-resident-5-10',
    label: 'returning-resident ceiling for 5 to 10 years abroad',
    expected: ['250,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_5_10),
  },
  {
    id: 'returning-resident-under-5',
    label: 'returning-resident ceiling for less than 5 years abroad',
    expected: ['150,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_UNDER_5),
  },
  {
    id: 'brokerage-base',
    label: 'brokerage fee on the first ₱200,000',
    expected: ['5,300'],
    source: 'CAO 1-2001',
    topic: /brokerage|5,300/i,
    patterns: [
      rx(String.raw`₱?(\d[\d,]*\d) on the first ₱?200,000`),
      rx(String.raw`(?:above|over) ₱200,000,? ₱(\d[\d,]*\d) \+`),
      rx(String.raw`₱?(\d[\d,]*\d) \+ (?:0\.125|0\.375|1\/8 of 1|3\/8 of 1)% (?:of the excess|×)`),
    ],
  },
  {
    id: 'brokerage-threshold',
    label: 'brokerage bracket above which the excess is charged',
    expected: ['200,000'],
    source: 'CAO 1-2001',
    topic: /brokerage|5,300/i,
    patterns: [
      rx(String.raw`on the first ₱?(\d[\d,]*\d)`),
      rx(String.raw`5,300 \+ [\d./ ]+% (?:of 1% )?× \((?:DV|[\d,.]+) − ₱?(\d[\d,]*)\)`),
      rx(String.raw`brokerage[^.₱]{0,40}?excess over ₱(\d[\d,]*\d)`),
    ],
  },
  {
    id: 'marking-duty',
    label: 'marking duty rate',
    expected: ['5'],
    source: 'CMTA Sec. 710',
    topic: /marking/i,
    patterns: [
      rx(String.raw`marking duty(?: of| is| =|:| \|)?\s*${PCT}`),
      rx(String.raw`${PCT} marking duty`),
    ],
  },
  {
    id: 'interest',
    label: 'interest on unpaid duties and taxes',
    expected: ['20'],
    source: 'CMTA Sec. 104',
    topic: /interest|final assessment/i,
    patterns: [
      rx(String.raw`interest (?:of |at )?${PCT} (?:a|per) (?:year|annum)`),
      rx(String.raw`${PCT} (?:a|per) (?:year|annum) (?:interest|from final assessment)`),
    ],
  },
  {
    id: 'misdeclaration-surcharge',
    label: 'misdeclaration surcharge',
    expected: ['250', '500'],
    source: 'CMTA Sec. 1400 (250%; 500% if fraudulent)',
    topic: /surcharge/i,
    patterns: [rx(String.raw`surcharge (?:of )?${PCT} of the duty and tax`)],
  },
  {
    id: 'settlement-fine',
    label: 'settlement fine in a seizure case',
    expected: ['30'],
    source: 'CMTA Sec. 1124',
    topic: /settle|seizure|1124/i,
    patterns: [rx(String.raw`fine of ${PCT} of the landed cost`)],
  },
  {
    id: 'redemption',
    label: 'redemption of forfeited goods',
    expected: ['100'],
    source: 'CMTA Sec. 1124',
    topic: /redemption|redeem/i,
    patterns: [rx(String.raw`redemption (?:at|of) ${PCT} of the landed cost`)],
  },
  {
    id: 'audit-negligence',
    label: 'post-clearance audit fine for negligence',
    expected: ['125'],
    source: 'CMTA Sec. 1005',
    topic: /negligen/i,
    patterns: [
      rx(String.raw`negligen\w*[^.]{0,30}?fine of ${PCT} of the revenue loss`),
      rx(String.raw`fine of ${PCT} of the revenue loss[^.]{0,20}?negligen`),
    ],
  },
  {
    id: 'brokerage-corporation-capital',
    label: 'minimum paid-up capital of a customs brokerage corporation',
    expected: ['1,000,000'],
    source: 'RA 9280 Sec. 29, as amended by RA 9853 Sec. 2',
    topic: /capital/i,
    patterns: [
      rx(String.raw`minimum paid-up capital(?: of| is)?:?\s*${PESO}`),
      rx(String.raw`${PESO} minimum`),
    ],
  },
  {
    id: 'passing-average',
    label: 'passing general average',
    expected: ['75'],
    source: 'RA 9280 Sec. 17 (as reported)',
    topic: /average/i,
    patterns: [
      rx(String.raw`average (?:is |of )?at least ${PCT}`),
      rx(String.raw`${PCT} (?:general )?average\b`),
    ],
  },
  {
    id: 'passing-floor',
    label: 'lowest passing rating in a subject',
    expected: ['60'],
    source: 'RA 9280 Sec. 17 (as reported)',
    topic: /subject|floor|rating/i,
    patterns: [
      rx(String.raw`no (?:rating|subject|score)[^.]{0,20}?below ${PCT}`),
      rx(String.raw`${PCT} floor`),
      rx(String.raw`below ${PCT} in any subject`),
    ],
  },
];

/** Sentences of a plain-text segment (splits after . ! ? unless the dot ends "Sec." and friends). */
export function sentences(text) {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z₱"“(*0-9])/);
  const out = [];
  for (const p of parts) {
    if (
      out.length &&
      /\b(?:Sec|Secs|No|Nos|Art|Arts|Res|e\.g|i\.e|vs|Rep|Inc|Corp|Co|para|s)\.$/.test(out[out.length - 1])
    ) {
      out[out.length - 1] += ` ${p}`;
    } else out.push(p);
  }
  return out;
}

const normAmount = (a) => a.replace(/\.0+$/, '').replace(/\s/g, '');

/**
 * Every statement of a FACTS amount in `segments` (from markdownSegments with rows): an array of
 * {fact, got, ok, line, quote}. Used by checkFacts and by `--facts` to show what is checked.
 */
export function factStatements({segments, facts = FACTS}) {
  const out = [];
  for (const seg of segments) {
    for (const s of sentences(seg.text)) {
      for (const fact of facts) {
        if (!fact.topic.test(s) && !(fact.sectionTopic && fact.topic.test(seg.section ?? ''))) continue;
        if (fact.unless && fact.unless.test(s)) continue;
        for (const re of fact.patterns) {
          for (const m of s.matchAll(re)) {
            const got = normAmount(m[1]);
            out.push({fact, got, ok: fact.expected.includes(got), line: seg.line, quote: m[0].trim()});
          }
        }
      }
    }
  }
  return out;
}

/** Problems where a confirmed amount is stated differently. `segments` from markdownSegments. */
export function checkFacts({file, segments, facts = FACTS}) {
  return factStatements({segments, facts})
    .filter((st) => !st.ok)
    .map(
      (st) =>
        `${file}:${st.line}: states the ${st.fact.label} as ${st.got} ("${st.quote}"); facts.md confirms ${st.fact.expected.join(' / ')} (${st.fact.source})`,
    );
}

// ---------------------------------------------------------------------------------------------
// Copied text

/**
 * Runs of SHINGLE_WORDS+ words in `segments` whose hashes are in the reference fingerprint.
 * `allowed` is a Set of run hashes that may match (official section headings quoted as names).
 */
export function findCopiedRuns({
  file,
  segments,
  fingerprint,
  allowed = new Set(),
  size = fingerprint.header?.shingleWords ?? SHINGLE_WORDS,
}) {
  const problems = [];
  for (const seg of segments) {
    const words = normaliseWords(seg.text);
    const hashes = runHashes(words, size);
    let start = -1;
    let end = -1;
    const report = () => {
      if (start < 0) return;
      const run = words.slice(start, end);
      problems.push(
        `${file}${seg.line ? `:${seg.line}` : ''}${seg.where ? ` (${seg.where})` : ''}: ${run.length} words match the reference text of the law; rewrite in your own words: "${run.join(' ')}"`,
      );
      start = -1;
    };
    hashes.forEach((h, i) => {
      if (!fingerprint.has(h) || allowed.has(h)) return;
      if (start >= 0 && i <= end) end = i + size;
      else {
        report();
        start = i;
        end = i + size;
      }
    });
    report();
  }
  return problems;
}

/** Hashes of every run inside the given phrases (e.g. official section headings). */
export function allowedRuns(phrases, size = SHINGLE_WORDS) {
  const set = new Set();
  for (const p of phrases) for (const h of runHashes(normaliseWords(p), size)) set.add(h);
  return set;
}

/**
 * The Act's own names for its parts, as a page may quote them: "Sec. 1124 Settlement of Pending
 * Seizure Case ...", "Chapter 8 Civil Remedies for the Collection ...", "Title XI ...". Quoting a
 * name to cite a section is not copying a sentence, so runs inside these names may match.
 */
export function officialNames(structure, sections) {
  const names = [];
  for (const s of sections) names.push(`Sec. ${s.number} ${s.heading}`, `Section ${s.number} ${s.heading}`);
  for (const t of structure.titles) {
    // The Act prints a heading straight before its first section ("... Sec. 800."), and the
    // navigator labels a one-section chapter "(Sec. 800)": the pair is still a name.
    names.push(`Title ${t.roman} ${t.name} Sec. ${t.from}`);
    for (const c of t.chapters) names.push(`Chapter ${c.number} ${c.name} Sec. ${c.from}`);
  }
  return names;
}

/** Text segments of a question bank: every string value, labelled with the question id. */
export function jsonSegments(value, where = '') {
  const out = [];
  const walk = (v, at, qid) => {
    if (typeof v === 'string') {
      if (/\s/.test(v.trim())) out.push({line: 0, where: qid ? `${qid} ${at}` : at, text: v});
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`, qid));
    else if (v && typeof v === 'object') {
      const id = typeof v.id === 'string' && 'prompt' in v ? v.id : qid;
      for (const [k, x] of Object.entries(v)) walk(x, id !== qid ? k : at ? `${at}.${k}` : k, id);
    }
  };
  walk(value, where, '');
  return out;
}

/** Segments of the navigator data: gists and caution notes (headings are the Act's own names). */
export function cmtaDataSegments(sections) {
  return sections.flatMap((s) => [
    {line: 0, where: `Sec. ${s.number} gist`, text: s.gist},
    ...(s.caution
      ? [{line: 0, where: `Sec. ${s.number} caution`, text: `${s.caution.title}. ${s.caution.text}`}]
      : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The whole repository

function listFiles(dir, exts) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p, exts));
    else if (exts.some((x) => e.name.endsWith(x))) out.push(p);
  }
  return out.sort();
}

/**
 * Run every check on a repository folder. `referenceDir` is where the law texts may be (to
 * notice a stale fingerprint); `fingerprintBytes` overrides data/reference-fingerprint.bin.
 */
export function checkRepo(
  root = REPO_ROOT,
  {referenceDir = DEFAULT_REFERENCE_DIR, fingerprintBytes, checkNavigator = true} = {},
) {
  const problems = [];
  const rel = (p) => path.relative(root, p).split(path.sep).join('/');
  const read = (p) => fs.readFileSync(p, 'utf8');

  const sectionsFile = path.join(root, 'data/cmta/sections.json');
  const cmtaSections = JSON.parse(read(sectionsFile));
  const sectionNumbers = new Set(cmtaSections.map((s) => s.number));
  const navigatorFile = listFiles(path.join(root, 'docs'), ['.md', '.mdx']).find((f) =>
    /\/CMTA-fulltext\.mdx?$/.test(f),
  );
  const navigatorText = navigatorFile ? read(navigatorFile) : '';
  const navigatorAnchors = new Set([...navigatorText.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]));
  if (!navigatorFile) problems.push('docs/CMTA-fulltext.md: missing');
  else {
    for (const n of sectionNumbers)
      if (!navigatorAnchors.has(`sec-${n}`)) problems.push(`${rel(navigatorFile)}: no anchor #sec-${n}`);
    if (checkNavigator && root === REPO_ROOT && navigatorText !== generateNavigator(root)) {
      problems.push(`${NAVIGATOR_PATH}: out of date with data/cmta/; run node scripts/gen-cmta-fulltext.mjs`);
    }
  }

  const fingerprintFile = path.join(root, FINGERPRINT_PATH);
  let fingerprint = null;
  const bytes =
    fingerprintBytes ?? (fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile) : null);
  if (!bytes) problems.push(`${FINGERPRINT_PATH}: missing; run node scripts/fingerprint-references.mjs`);
  else {
    try {
      fingerprint = decodeFingerprint(bytes);
      const texts = fingerprintBytes ? null : readReferenceTexts(referenceDir);
      if (texts)
        for (const p of staleness(fingerprint.header, texts))
          problems.push(`${FINGERPRINT_PATH}: stale (${p}); run node scripts/fingerprint-references.mjs`);
    } catch (e) {
      problems.push(`${FINGERPRINT_PATH}: ${e.message}`);
    }
  }
  const structure = JSON.parse(read(path.join(root, 'data/cmta/structure.json')));
  const allowed = allowedRuns(officialNames(structure, cmtaSections), fingerprint?.header.shingleWords);
  const copies = (file, segments) => {
    if (fingerprint) problems.push(...findCopiedRuns({file, segments, fingerprint, allowed}));
  };

  const frontMatterSegments = (text) => {
    const fm = parseFrontMatter(text);
    return ['title', 'description']
      .filter((k) => typeof fm.data[k] === 'string')
      .map((k) => ({line: fm.lines[k], text: stripInline(fm.data[k]), kind: 'front-matter'}));
  };
  const pageSegments = (text, options) => {
    const fm = parseFrontMatter(text);
    return [...frontMatterSegments(text), ...markdownSegments(fm.body, fm.bodyLine, options)];
  };

  const stats = {docs: 0, posts: 0, banks: 0, premium: 0, caseFiles: 0, statements: []};
  for (const f of listFiles(path.join(root, 'docs'), ['.md', '.mdx'])) {
    const text = read(f);
    const file = rel(f);
    const id = path.basename(f).replace(/\.mdx?$/, '');
    stats.docs++;
    problems.push(...checkDocPage({file, text, id}));
    problems.push(
      ...checkCitations({file, text, sectionNumbers, navigatorAnchors, isNavigator: f === navigatorFile}),
    );
    const factSegments = pageSegments(text, {rows: true});
    problems.push(...checkFacts({file, segments: factSegments}));
    stats.statements.push(...factStatements({segments: factSegments}).map((st) => ({...st, file})));
    copies(file, pageSegments(text));
  }

  const blogDir = path.join(root, 'blog');
  const authorsFile = path.join(blogDir, 'authors.yml');
  const tagsFile = path.join(blogDir, 'tags.yml');
  const authors = fs.existsSync(authorsFile) ? parseYamlMap(read(authorsFile)) : {};
  const tags = fs.existsSync(tagsFile) ? parseYamlMap(read(tagsFile)) : {};
  const posts = listFiles(blogDir, ['.md', '.mdx']).map((f) => ({file: rel(f), text: read(f)}));
  for (const p of posts) {
    stats.posts++;
    problems.push(...checkBlogPost({file: p.file, text: p.text, authors, tags}));
    problems.push(...checkCitations({file: p.file, text: p.text, sectionNumbers, navigatorAnchors}));
    const factSegments = pageSegments(p.text, {rows: true});
    problems.push(...checkFacts({file: p.file, segments: factSegments}));
    stats.statements.push(...factStatements({segments: factSegments}).map((st) => ({...st, file: p.file})));
    copies(p.file, pageSegments(p.text));
  }
  problems.push(...checkBlogCollection(posts, authors, tags));
  copies(
    'blog/authors.yml',
    Object.entries(authors).map(([id, a]) => ({line: 0, where: id, text: a.description ?? ''})),
  );

  copies(rel(sectionsFile), cmtaDataSegments(cmtaSections));

  for (const f of [
    ...listFiles(path.join(root, 'quizzes'), ['.json']),
    ...listFiles(path.join(root, 'premium/quizzes'), ['.json']),
  ]) {
    stats.banks++;
    const file = rel(f);
    const text = read(f);
    problems.push(...checkCitations({file, text, sectionNumbers, navigatorAnchors}));
    copies(file, jsonSegments(JSON.parse(text)));
  }

  // Premium reviewer bodies: law in prose like the docs, served only to premium users.
  for (const f of listFiles(path.join(root, 'premium/content'), ['.md'])) {
    stats.premium++;
    const file = rel(f);
    const text = read(f);
    problems.push(...checkCitations({file, text, sectionNumbers, navigatorAnchors}));
    const factSegments = pageSegments(text, {rows: true});
    problems.push(...checkFacts({file, segments: factSegments}));
    copies(file, pageSegments(text));
  }

  // Computation case data: valuation drills and practice scenarios.
  for (const f of listFiles(path.join(root, 'data/computation'), ['.json'])) {
    stats.caseFiles++;
    const file = rel(f);
    const text = read(f);
    problems.push(...checkCitations({file, text, sectionNumbers, navigatorAnchors}));
    copies(file, jsonSegments(JSON.parse(text)));
  }
  return {problems, stats};
}

function main() {
  const started = Date.now();
  // --root <dir>: check another checkout (the tests use it on fixture folders).
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag >= 0 ? path.resolve(process.argv[rootFlag + 1]) : REPO_ROOT;
  const {problems, stats} = checkRepo(root, {referenceDir: path.resolve(root, '../shared/reference')});
  if (process.argv.includes('--facts')) {
    // Show what the amounts check actually reads, fact by fact.
    for (const fact of FACTS) {
      const found = stats.statements.filter((st) => st.fact === fact);
      console.log(
        `\n${fact.id}: ${fact.expected.join(' / ')} (${fact.source}): ${found.length} statement(s)`,
      );
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
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
