/**
 * A page (doc, post or premium body) read once: front matter, parsed body, segments. The page and
 * post checks share its "Sources" rule.
 */
import {type FrontMatter, parseFrontMatter} from './frontMatter';
import {
  type Markdown,
  type Section,
  collapse,
  hasExternalLink,
  inlineText,
  isMdx,
  listItemCount,
  parseMarkdown,
  stripInline,
  walk,
} from './markdown';
import {type Segment, type SegmentOptions, segmentsOf} from './segments';

export interface Page {
  file: string;
  fm: FrontMatter;
  md: Markdown;
  /** Set when an MDX body does not parse (`md` is then empty): the site build would fail too. */
  parseError?: {line: number; message: string};
}

/** Read a page: split its front matter, parse its body (MDX for `.mdx`). */
export function readPage(file: string, text: string): Page {
  const fm = parseFrontMatter(text);
  const mdx = isMdx(file);
  try {
    return {file, fm, md: parseMarkdown(fm.body, {firstLine: fm.bodyLine, mdx})};
  } catch (error) {
    // A VFileMessage from the MDX parser (parser boundary): its `line`, or for an unclosed tag the
    // place at the end of its `reason` ("... `<A>` (5:1-5:10)").
    const e = error as {line?: number; reason?: string; message?: string};
    const message = e.reason ?? e.message ?? String(error);
    const place = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(message);
    const line = e.line ?? (place ? Number(place[1]) : fm.bodyLine);
    return {file, fm, md: parseMarkdown('', {firstLine: fm.bodyLine}), parseError: {line, message}};
  }
}

/** Problems a page has before its content can be read: bad YAML, an MDX body that does not parse. */
export function readProblems(page: Page): string[] {
  const problems = page.fm.errors.map(
    (e) => `${page.file}:${e.line}: front matter is not valid YAML (${e.message})`,
  );
  if (page.parseError) {
    problems.push(`${page.file}:${page.parseError.line}: does not parse as MDX (${page.parseError.message})`);
  }
  return problems;
}

/** The front matter title and description as segments, on the lines of their keys. */
function frontMatterSegments(page: Page): Segment[] {
  const {data, lines} = page.fm;
  const out: Segment[] = [];
  for (const key of ['title', 'description']) {
    const value = data[key];
    if (typeof value === 'string')
      out.push({line: lines[key] ?? 1, text: stripInline(value), kind: 'front-matter'});
  }
  return out;
}

/** Every segment of a page: front matter, then body. */
export function pageSegments(page: Page, options: SegmentOptions = {}): Segment[] {
  return [...frontMatterSegments(page), ...segmentsOf(page.md.tree.children, page.md.source, options)];
}

/** "## Sources" must list a source and link to an official or source text. */
export function checkSources(page: Page, sections: readonly Section[], problems: string[]): void {
  const sources = sections.find((s) => /^Sources$/i.test(s.title));
  if (!sources) {
    problems.push(`${page.file}: no "## Sources" section`);
    return;
  }
  if (listItemCount(sources.nodes) < 1)
    problems.push(`${page.file}:${sources.line}: "Sources" lists no source`);
  else if (!hasExternalLink(sources.nodes, page.md.tree)) {
    problems.push(`${page.file}:${sources.line}: "Sources" has no link to an official or source text`);
  }
}

/**
 * Every table's header row names each column: a screen reader announces a cell with its column's
 * heading, and a blank one (`| | Formal | Informal |`) leaves the first column's cells unnamed.
 */
export function checkTableHeadings(page: Page, problems: string[]): void {
  walk(page.md.tree.children, (node) => {
    if (node.type !== 'table') return;
    const blank = (node.children[0]?.children ?? []).findIndex(
      (cell) => collapse(inlineText(cell.children, page.md.source)) === '',
    );
    if (blank >= 0) {
      problems.push(
        `${page.file}:${node.position?.start.line ?? 0}: table column ${blank + 1} has no heading (name it, e.g. "Point")`,
      );
    }
  });
}

/**
 * Headings go down one level at a time (the page title is the h1): a screen reader user moves
 * through a page by its outline, and a skipped level (## then ####) reads as a missing part.
 */
export function checkHeadingOrder(page: Page, problems: string[]): void {
  let previous = 1;
  walk(page.md.tree.children, (node) => {
    if (node.type !== 'heading') return;
    if (node.depth > previous + 1) {
      problems.push(
        `${page.file}:${node.position?.start.line ?? 0}: heading level ${node.depth} follows level ${previous} (use ${'#'.repeat(previous + 1)})`,
      );
    }
    previous = node.depth;
  });
}
