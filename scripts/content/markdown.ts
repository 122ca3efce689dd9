/**
 * Markdown bodies parsed as Docusaurus parses them: `mdast-util-from-markdown` with GFM tables
 * and directives (`:::caution[Title]` admonitions); `.mdx` files with MDX as well (imports, JSX,
 * expressions). Node positions give every problem its line.
 */
import type {Heading, Nodes, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {gfmTable} from 'micromark-extension-gfm-table';
import {mdxjs} from 'micromark-extension-mdxjs';

/** A parsed body. `source` is the exact text parsed: node offsets index into it. */
export interface Markdown {
  tree: Root;
  source: string;
  /** The file line on which the body starts (node lines are file lines). */
  firstLine: number;
  mdx: boolean;
}

// `.md` is CommonMark (docusaurus.config.ts sets markdown.format 'detect'); `.mdx` is MDX. Of GFM
// only tables: the rest (bare URLs as links, strikethrough, footnotes, task lists) changes no text the
// checks read, and would add about a fifth to the parse time.
const MD_OPTIONS = {
  extensions: [gfmTable(), directive()],
  mdastExtensions: [gfmTableFromMarkdown(), directiveFromMarkdown()],
};
const MDX_OPTIONS = {
  extensions: [mdxjs(), gfmTable(), directive()],
  mdastExtensions: [mdxFromMarkdown(), gfmTableFromMarkdown(), directiveFromMarkdown()],
};

/** Whether a file is parsed as MDX. */
export const isMdx = (file: string): boolean => file.endsWith('.mdx');

/**
 * In MDX, `{` opens an expression, so a heading id `## Title {#sec-101}` would not parse: escape it
 * to `\{#sec-101}`, as Docusaurus does before it compiles an MDX page (same lines, one more char).
 */
function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)(?<!\\)(\{#[^{}]*\}[ \t]*)$/gm, '$1\\$2');
}

/**
 * Parse a markdown body that starts on line `firstLine` of its file. Throws (a VFileMessage with
 * `line`) if an MDX body does not parse; CommonMark always parses.
 */
export function parseMarkdown(body: string, {firstLine = 1, mdx = false} = {}): Markdown {
  // Blank lines in front of the body make node lines file lines; they do not change the tree.
  let source = '\n'.repeat(Math.max(0, firstLine - 1)) + body.replace(/\r\n?/g, '\n');
  if (mdx) source = escapeHeadingIds(source);
  return {tree: fromMarkdown(source, mdx ? MDX_OPTIONS : MD_OPTIONS), source, firstLine, mdx};
}

/** The 1-based file line a node starts on. */
export const lineOf = (node: Nodes): number => node.position?.start.line ?? 0;

/** The source text of a node. */
const sourceOf = (node: Nodes, source: string): string =>
  source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/** Collapse runs of white space to one space and trim. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The text of phrasing content as a reader sees it: emphasis and code marks gone, links keep their
 * text, images their alt text; tags, expressions, footnote marks and `<https://...>` autolinks go.
 * Line endings are kept (a tag or expression keeps its own), so line i of the result is line i of
 * the source from the first node on. Unknown text directives (`:name`) stay as written, as
 * Docusaurus prints them.
 */
export function inlineText(nodes: readonly PhrasingContent[], source: string): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out += node.value;
        break;
      case 'break':
        out += '\n';
        break;
      case 'image':
        out += node.alt ?? '';
        break;
      case 'html':
      case 'mdxTextExpression':
        out += ` ${node.value.replace(/[^\n]+/g, '')} `;
        break;
      case 'link':
        // `<https://...>` prints its address; the old check dropped those, and so does this one.
        if (source[node.position?.start.offset ?? -1] !== '<') out += inlineText(node.children, source);
        break;
      case 'textDirective':
        out += sourceOf(node, source);
        break;
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'linkReference':
      case 'mdxJsxTextElement':
        out += inlineText(node.children, source);
        break;
      default:
        // footnoteReference, imageReference: nothing a reader reads as prose.
        break;
    }
  }
  return out;
}

/** A heading's text without its Docusaurus id (`## Title {#sec-101}` is "Title"). */
export function headingText(node: Heading, source: string): string {
  return collapse(inlineText(node.children, source)).replace(/\s*\{#[^{}]*\}$/, '');
}

/** Every node under `nodes`, depth first in document order, with its parent. */
export function walk(
  nodes: readonly Nodes[],
  visit: (node: Nodes, parent: Parents | null) => void,
  parent: Parents | null = null,
): void {
  for (const node of nodes) {
    visit(node, parent);
    if ('children' in node) walk(node.children, visit, node);
  }
}

/**
 * Remove inline markup from a string that is not parsed as markdown (a front matter value, the
 * inside of an HTML block): links keep their text, tags and anchors go, emphasis marks go.
 */
export function stripInline(text: string): string {
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

/** An h2 section of a body: its title, the line of its heading and the nodes under it. */
export interface Section {
  title: string;
  line: number;
  nodes: RootContent[];
}

/**
 * The h2 sections of a body, in order. The first, titled '', holds what comes before the first h2.
 * Only top-level h2s open a section: an h2 inside a list, quote or admonition does not.
 */
export function h2Sections(md: Markdown): Section[] {
  const out: Section[] = [];
  let current: Section = {title: '', line: md.firstLine, nodes: []};
  for (const node of md.tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      out.push(current);
      current = {title: headingText(node, md.source), line: lineOf(node), nodes: []};
    } else current.nodes.push(node);
  }
  out.push(current);
  return out;
}

/** How many list items are in `nodes`, at any depth. */
export function listItemCount(nodes: readonly Nodes[]): number {
  let n = 0;
  walk(nodes, (node) => {
    if (node.type === 'listItem') n++;
  });
  return n;
}

/** Whether `nodes` link to a web page (`[text](https://...)`, `<https://...>`, a reference). */
export function hasExternalLink(nodes: readonly Nodes[], tree: Root): boolean {
  const definitions = new Map<string, string>();
  walk(tree.children, (node) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
  });
  let found = false;
  walk(nodes, (node) => {
    const url =
      node.type === 'link' ? node.url : node.type === 'linkReference' ? definitions.get(node.identifier) : '';
    if (url && /^https?:\/\/\S/.test(url)) found = true;
  });
  return found;
}

/** Words that explain: tokens with at least one letter (numbers and symbols alone do not count). */
export function countWords(segments: readonly {text: string; kind?: string}[]): number {
  let n = 0;
  for (const s of segments) {
    if (s.kind === 'code') continue;
    for (const t of s.text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,/-]*/gu) ?? []) if (/\p{L}/u.test(t)) n++;
  }
  return n;
}
