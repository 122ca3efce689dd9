/**
 * Plain-text segments of a parsed body: the units the amounts check reads sentence by sentence and
 * the copy check reads run by run. A run of copied words never spans two segments.
 */
import type {Html, Nodes, Parents, PhrasingContent, RootContent, Table} from 'mdast';
import {collapse, headingText, inlineText, lineOf, parseMarkdown, stripInline} from './markdown';

/**
 * One segment. `line` is its file line (0 when it has none, as in JSON); `kind` says what it is
 * ('paragraph', 'list', 'heading', 'cell', 'row', 'summary', 'code', 'front-matter'); `section` is
 * the text of the heading above it; `where` labels a segment that has no line (a JSON path).
 */
export interface Segment {
  line: number;
  text: string;
  kind?: string;
  section?: string;
  where?: string;
}

export interface SegmentOptions {
  /** A table row is one segment ("cell | cell | cell"), so a fact can be read across its row. */
  rows?: boolean;
}

const isSummary = (node: Nodes): boolean =>
  (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'summary';

/** The text of any node: phrasing as read, blocks one after another (a summary's content). */
function textOf(node: Nodes, source: string): string {
  if (node.type === 'heading') return headingText(node, source);
  if (!('children' in node)) return 'value' in node && node.type !== 'html' ? node.value : '';
  const children: Nodes[] = node.children;
  if (children.every(isPhrasing)) return inlineText(children, source);
  return children.map((c) => textOf(c, source)).join('\n');
}

const PHRASING = new Set([
  'text',
  'inlineCode',
  'break',
  'image',
  'imageReference',
  'html',
  'link',
  'linkReference',
  'emphasis',
  'strong',
  'delete',
  'footnoteReference',
  'mdxTextExpression',
  'mdxJsxTextElement',
  'textDirective',
]);
const isPhrasing = (node: Nodes): node is PhrasingContent => PHRASING.has(node.type);

/**
 * Segments of the nodes of a parsed body, in document order: paragraphs and list items, headings,
 * table cells (or rows), summaries, admonition titles, code lines (kind 'code', not counted as
 * words). Skipped: imports and exports, expressions (`{/* truncate *\/}`), HTML comments,
 * definitions, thematic breaks.
 */
export function segmentsOf(
  nodes: readonly RootContent[],
  source: string,
  {rows = false}: SegmentOptions = {},
): Segment[] {
  const out: Segment[] = [];
  let section = '';
  const add = (line: number, text: string, kind: string) => {
    const t = collapse(text);
    if (t) out.push({line, text: t, kind, section});
  };

  const table = (node: Table) => {
    for (const row of node.children) {
      const cells = row.children.map((cell) => collapse(inlineText(cell.children, source)));
      if (rows) add(lineOf(row), cells.join(' | '), 'row');
      else for (const cell of cells) add(lineOf(row), cell, 'cell');
    }
  };

  // A raw HTML block (CommonMark pages): summaries, and the text left when tags and comments go.
  const html = (node: Html) => {
    const value = node.value.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
    let para: {line: number; parts: string[]} | null = null;
    const flush = () => {
      if (para) add(para.line, para.parts.join(' '), 'paragraph');
      para = null;
    };
    value.split('\n').forEach((raw, i) => {
      const line = lineOf(node) + i;
      const summary = /<summary>(.*?)<\/summary>/.exec(raw);
      if (summary) {
        flush();
        add(line, stripInline(summary[1] ?? ''), 'summary');
        return;
      }
      const text = stripInline(raw);
      if (!text) return flush();
      para ??= {line, parts: []};
      para.parts.push(text);
    });
    flush();
  };

  const visit = (node: Nodes, parent: Parents | null): void => {
    switch (node.type) {
      case 'heading': {
        section = headingText(node, source);
        add(lineOf(node), section, 'heading');
        return;
      }
      case 'paragraph': {
        // In MDX, `<summary>Question?</summary>` on one line is a paragraph around a JSX element.
        const kind = parent?.type === 'listItem' ? 'list' : 'paragraph';
        const rest = node.children.filter((c) => !isSummary(c));
        for (const c of node.children) if (isSummary(c)) add(lineOf(c), textOf(c, source), 'summary');
        add(lineOf(node), inlineText(rest, source), kind);
        return;
      }
      case 'table':
        return table(node);
      case 'html':
        return html(node);
      case 'code': {
        const fenced = /^[`~]/.test(source.slice(node.position?.start.offset ?? 0));
        node.value.split('\n').forEach((l, i) => add(lineOf(node) + i + (fenced ? 1 : 0), l, 'code'));
        return;
      }
      case 'containerDirective':
        // `:::caution[Sources disagree]`: the title reads as a heading (without opening a section).
        for (const child of node.children) {
          if (child.type === 'paragraph' && child.data?.directiveLabel) {
            add(lineOf(child), inlineText(child.children, source), 'heading');
          } else visit(child, node);
        }
        return;
      case 'leafDirective':
        // `::name` is no admonition: Docusaurus prints it as written.
        add(lineOf(node), source.slice(node.position?.start.offset, node.position?.end.offset), 'paragraph');
        return;
      case 'mdxJsxFlowElement':
        if (isSummary(node)) add(lineOf(node), textOf(node, source), 'summary');
        else for (const child of node.children) visit(child, node);
        return;
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'definition':
      case 'thematicBreak':
        return;
      default:
        if ('children' in node) for (const child of node.children) visit(child, node);
    }
  };
  for (const node of nodes) visit(node, null);
  return out;
}

/**
 * Segments of any nodes: blocks as `segmentsOf` reads them, a run of phrasing nodes (part of a
 * paragraph) as one paragraph segment. An `html` node here is a raw HTML block (MDX has none).
 */
export function segmentsOfNodes(nodes: readonly Nodes[], source: string): Segment[] {
  const out: Segment[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const text = collapse(inlineText(run, source));
    if (run[0] && text) out.push({line: lineOf(run[0]), text, kind: 'paragraph'});
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node) && node.type !== 'html') run.push(node);
    else {
      flush();
      if (node.type !== 'root') out.push(...segmentsOf([node], source));
    }
  }
  flush();
  return out;
}

/**
 * Plain-text segments of a markdown body (see `segmentsOf`); `firstLine` is the file line it
 * starts on. `mdx` parses it as MDX.
 */
export function markdownSegments(
  body: string,
  firstLine = 1,
  {rows = false, mdx = false}: SegmentOptions & {mdx?: boolean} = {},
): Segment[] {
  const md = parseMarkdown(body, {firstLine, mdx});
  return segmentsOf(md.tree.children, md.source, {rows});
}
