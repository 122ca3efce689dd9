// @vitest-environment node
/**
 * Every TOS topic points at a heading of its study page: `anchor` must be the id Docusaurus gives
 * one of the headings of docs/<doc>.md(x), so /docs/<doc>#<anchor> lands on the section.
 *
 * Ids are computed as @docusaurus/mdx-loader's headings plugin does: the page is parsed as
 * Docusaurus parses it (CommonMark for .md, MDX for .mdx, front matter removed, so headings in
 * fenced code are not headings); a heading ending in `{#custom-id}` has that id; any other heading
 * gets github-slugger over its text with the inline markup (links, emphasis, code) gone, one slugger
 * per page, so a repeated heading gets -1, -2 in page order.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {gfmTable} from 'micromark-extension-gfm-table';
import {mdxjs} from 'micromark-extension-mdxjs';
import {TOS_TOPICS} from './specTable';

// github-slugger 1.x (the version @docusaurus/utils uses) is CommonJS and ships no types.
interface Slugger {
  slug(value: string, maintainCase?: boolean): string;
}
const requireCjs = createRequire(import.meta.url);
const GithubSlugger = requireCjs('github-slugger') as new () => Slugger;

const DOCS = path.resolve(import.meta.dirname, '../../../docs');

/** Text of a node as mdast-util-to-string gives it (image alt kept, raw HTML dropped). */
function toText(node: Nodes): string {
  if (node.type === 'html') return '';
  if ('value' in node) return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map((c) => toText(c as Nodes)).join('');
  return '';
}

function parse(source: string, mdx: boolean): Root {
  let body = source.replace(/\r\n?/g, '\n').replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '');
  if (!mdx) {
    return fromMarkdown(body, {
      extensions: [gfmTable(), directive()],
      mdastExtensions: [gfmTableFromMarkdown(), directiveFromMarkdown()],
    });
  }
  // As @docusaurus/utils escapeMarkdownHeadingIds does before MDX compiles: `{#id}` is not an
  // expression.
  body = body.replace(/(?:^|\n)#{1,6}(?!#).*/g, (line) =>
    line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'),
  );
  return fromMarkdown(body, {
    extensions: [mdxjs(), gfmTable(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmTableFromMarkdown(), directiveFromMarkdown()],
  });
}

/** The ids of every heading of a page, in page order. */
function headingIds(source: string, mdx: boolean): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const kept = node.children.filter((c) => c.type !== 'html');
      const text = (kept.length > 0 ? kept : node.children).map((c) => toText(c)).join('');
      const custom = /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/.exec(text);
      ids.push(custom?.groups?.id?.trim() ?? slugger.slug(text));
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(parse(source, mdx));
  return ids;
}

const cache = new Map<string, string[]>();
function docHeadingIds(doc: string): string[] | null {
  const cached = cache.get(doc);
  if (cached) return cached;
  const file = ['.md', '.mdx'].map((ext) => path.join(DOCS, doc + ext)).find((f) => existsSync(f));
  if (!file) return null;
  const ids = headingIds(readFileSync(file, 'utf8'), file.endsWith('.mdx'));
  cache.set(doc, ids);
  return ids;
}

describe('heading ids', () => {
  it('follow Docusaurus: custom ids, slugs of the plain text, suffixes for repeats', () => {
    const page = [
      '---',
      'title: Front matter is not a heading',
      '---',
      '',
      '# Page',
      '',
      '## Title I — Preliminary (Secs. 100–121) {#title-i}',
      '',
      '## The [Act](./x.md) at a *glance*',
      '',
      '### Fees and `charges`',
      '',
      '```md',
      '## Not a heading',
      '```',
      '',
      '## Example',
      '',
      '## Example',
      '',
      'Setext',
      '------',
      '',
      '### Sweetened beverages (NIRC Sec. 150-B)',
    ].join('\n');
    const expected = [
      'page',
      'title-i',
      'the-act-at-a-glance',
      'fees-and-charges',
      'example',
      'example-1',
      'setext',
      'sweetened-beverages-nirc-sec-150-b',
    ];
    expect(headingIds(page, false)).toEqual(expected);
    const mdxPage = page.replace('# Page', "import X from './x';\n\n# Page") + '\n\n<X />\n';
    expect(headingIds(mdxPage, true)).toEqual(expected);
  });
});

describe('TOS anchors', () => {
  it.each(TOS_TOPICS.map((t) => [t.label, t] as const))(
    '%s: its anchor is a heading of its doc',
    (_, topic) => {
      const ids = docHeadingIds(topic.doc);
      expect(ids, `docs/${topic.doc}.md(x) not found`).not.toBeNull();
      expect(ids, `#${topic.anchor} is not a heading id of docs/${topic.doc}`).toContain(topic.anchor);
    },
  );
});
