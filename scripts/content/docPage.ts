/**
 * The page format of a doc (CONTENT_GUIDE.md, "Page format"): front matter, no h1, "What you will
 * learn", "Check yourself", "Sources", "Last reviewed" and depth in words.
 */
import type {Nodes, Parents} from 'mdast';
import {
  type Markdown,
  type Section,
  collapse,
  countWords,
  h2Sections,
  inlineText,
  lineOf,
  listItemCount,
  stripInline,
  walk,
} from './markdown';
import {type Page, checkHeadingOrder, checkSources, checkTableHeadings, readPage, readProblems} from './page';
import {type Segment, segmentsOf, segmentsOfNodes} from './segments';

/** Reviewer pages carry about 1,000 words of explanation (the issue's bar). */
export const MIN_EXPLANATION_WORDS = 1000;
/** The pages below are not reviewer essays; they still need this much explanation. */
export const MIN_SHORT_PAGE_WORDS = 250;
export const MIN_CHECK_YOURSELF = 5;

/**
 * Docs exempt from the 1,000-word floor: their own floor (`words`) and why. Each still needs every
 * section of the page format.
 */
export const SHORT_PAGES: Record<string, {words: number; why: string}> = {
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

/** The text of a body line by line, from its paragraphs, headings, table cells and HTML blocks. */
function textLines(md: Markdown): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  walk(md.tree.children, (node) => {
    let lines: string[] = [];
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      lines = inlineText(node.children, md.source).split('\n');
    } else if (node.type === 'html') lines = node.value.split('\n').map(stripInline);
    lines.forEach((text, i) => out.push({line: lineOf(node) + i, text}));
  });
  return out;
}

/** The "Last reviewed: 22 November 2026" date of a body, as {date, line} or a reason it is bad. */
export function lastReviewed(md: Markdown): {date: Date; line: number} | {error: string; line?: number} {
  for (const {line, text} of textLines(md)) {
    const m = /Last reviewed:?\s*(.*?)\s*$/i.exec(text);
    if (!m) continue;
    const when = m[1] ?? '';
    const d = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(when);
    const month = d ? MONTHS.indexOf(d[2] ?? '') : -1;
    const date = d && month >= 0 ? new Date(Date.UTC(Number(d[3]), month, Number(d[1]))) : null;
    if (!d || !date || date.getUTCDate() !== Number(d[1])) {
      return {error: `"Last reviewed" date "${when}" is not a date like 22 November 2026`, line};
    }
    return {date, line};
  }
  return {error: 'no "Last reviewed: <date>" line'};
}

/** One "Check yourself" question: where its `<details>` opens, its `<summary>`, its answer nodes. */
interface Question {
  line: number;
  question: string;
  answer: Nodes[];
}

const isElement = (node: Nodes, name: string): boolean =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

/**
 * The questions of a "Check yourself" section. On a CommonMark page `<details>` and `<summary>`
 * are raw HTML blocks around markdown; in MDX they are JSX elements whose children are markdown.
 * A question counts once its `<details>` closes.
 */
function checkYourselfQuestions(section: Section, source: string): Question[] {
  const out: Question[] = [];
  let open: Question | null = null;
  const summaryText = (node: Nodes): string => {
    if (!('children' in node)) return '';
    return collapse(
      segmentsOfNodes(node.children, source)
        .map((s) => s.text)
        .join(' '),
    );
  };

  const jsxDetails = (node: Nodes & Parents) => {
    const q: Question = {line: lineOf(node), question: '', answer: []};
    for (const child of node.children) {
      // `<summary>..</summary>` alone on its line is a paragraph around the element.
      const inner: Nodes[] =
        child.type === 'paragraph' && child.children.some((c) => isElement(c, 'summary'))
          ? child.children
          : [child];
      for (const n of inner) {
        if (isElement(n, 'summary')) q.question ||= summaryText(n);
        else if (n.type !== 'text' || n.value.trim()) q.answer.push(n);
      }
    }
    out.push(q);
  };

  for (const node of section.nodes) {
    if (isElement(node, 'details') && 'children' in node) jsxDetails(node);
    else if (node.type === 'html') {
      const tags = /<details\b[^>]*>|<\/details\s*>|<summary\b[^>]*>([\s\S]*?)<\/summary\s*>/g;
      for (const m of node.value.matchAll(tags)) {
        const line = lineOf(node) + node.value.slice(0, m.index).split('\n').length - 1;
        if (m[0].startsWith('<details')) open = {line, question: '', answer: []};
        else if (m[0].startsWith('</details')) {
          if (open) out.push(open);
          open = null;
        } else if (open && !open.question) open.question = stripInline(m[1] ?? '');
      }
    } else if (open) open.answer.push(node);
  }
  return out;
}

const isAnswerMark = (node: Nodes, source: string): boolean =>
  node.type === 'strong' && /^Answer:?$/.test(collapse(inlineText(node.children, source)));

/**
 * The segments after the `**Answer:**` mark of an answer (its explanation), or null if it has no
 * mark. The mark may sit at any depth (a paragraph, a list item).
 */
function answerExplanation(nodes: readonly Nodes[], source: string): Segment[] | null {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (!node) continue;
    const rest = nodes.slice(i + 1);
    if (isAnswerMark(node, source)) return segmentsOfNodes(rest, source);
    if (!('children' in node)) continue;
    const inner = answerExplanation(node.children, source);
    if (inner) return [...inner, ...segmentsOfNodes(rest, source)];
  }
  return null;
}

/** Whether a body has an h1 (ATX `#` or setext `===`), at any depth. */
const hasH1 = (md: Markdown): boolean => {
  let found = false;
  walk(md.tree.children, (node) => {
    if (node.type === 'heading' && node.depth === 1) found = true;
  });
  return found;
};

function checkQuestions(file: string, check: Section, source: string, problems: string[]): void {
  const qs = checkYourselfQuestions(check, source);
  if (qs.length < MIN_CHECK_YOURSELF) {
    problems.push(
      `${file}:${check.line}: "Check yourself" has ${qs.length} questions; at least ${MIN_CHECK_YOURSELF} are needed`,
    );
  }
  qs.forEach((q, i) => {
    const label = `${file}:${q.line}: "Check yourself" question ${i + 1}`;
    if (!q.question) problems.push(`${label} has no <summary> question`);
    const explanation = answerExplanation(q.answer, source);
    if (!explanation) problems.push(`${label} has no **Answer:**`);
    else if (countWords(explanation) < 8) {
      problems.push(`${label}: the answer has no explanation (fewer than 8 words)`);
    }
  });
}

/**
 * Check one doc page. `id` is its file name without extension; `page` is the page already read
 * (checkRepo reads each file once). Returns problem strings.
 */
export function checkDocPage({
  file,
  text,
  id,
  page = readPage(file, text),
}: {
  file: string;
  text: string;
  id: string;
  page?: Page;
}): string[] {
  const problems: string[] = [];
  const {fm, md} = page;
  if (!fm.hasFrontMatter) problems.push(`${file}: no front matter`);
  problems.push(...readProblems(page));
  for (const key of ['title', 'description']) {
    const value = fm.data[key];
    if (typeof value !== 'string' || !value.trim()) problems.push(`${file}: front matter has no ${key}`);
  }
  if (page.parseError) return problems;
  if (hasH1(md)) problems.push(`${file}: has an h1; the front matter title is the h1`);
  const sections = h2Sections(md);
  const find = (re: RegExp) => sections.find((s) => re.test(s.title));

  const learn = find(/^What you will learn$/i);
  if (!learn) problems.push(`${file}: no "## What you will learn" section`);
  else if (listItemCount(learn.nodes) < 1) {
    problems.push(`${file}:${learn.line}: "What you will learn" has no bullet points`);
  }

  const check = find(/^Check yourself$/i);
  if (!check) problems.push(`${file}: no "## Check yourself" section`);
  else checkQuestions(file, check, md.source, problems);

  checkSources(page, sections, problems);
  checkTableHeadings(page, problems);
  checkHeadingOrder(page, problems);
  const lr = lastReviewed(md);
  if ('error' in lr) problems.push(`${file}${lr.line ? `:${lr.line}` : ''}: ${lr.error}`);

  const explanation = sections.filter(
    (s) => !/^(What you will learn|Check yourself|Sources|Related pages)$/i.test(s.title),
  );
  const words = countWords(explanation.flatMap((s) => segmentsOf(s.nodes, md.source)));
  const floor = SHORT_PAGES[id]?.words ?? MIN_EXPLANATION_WORDS;
  if (words < floor) {
    problems.push(
      `${file}: ${words} words of explanation; a ${id in SHORT_PAGES ? 'short page' : 'reviewer page'} needs at least ${floor}`,
    );
  }
  return problems;
}
