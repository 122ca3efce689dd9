/**
 * Markdown to React elements, for premium bodies fetched at run time. The
 * markdown is parsed to a syntax tree and each node becomes a React element;
 * raw HTML nodes are dropped and link targets are checked, so nothing in the
 * text can inject markup or script (no dangerouslySetInnerHTML anywhere).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {gfmTable} from 'micromark-extension-gfm-table';
import type {Nodes, RootContent, TableCell, TableRow} from 'mdast';
import {safeSitePath} from '@site/src/lib/safePath';

/**
 * A link target that is safe to render: an http(s) page, a fragment, or a
 * path on this site judged by its normalised form (src/lib/safePath; a
 * relative one is resolved against `pagePath` and rendered resolved).
 * Anything else (javascript:, data:, `/\\host`, `/.//host`) is not a link.
 */
export function safeHref(url: string, pagePath = '/'): string | null {
  const target = url.trim();
  if (target.startsWith('#')) return target;
  if (/^https?:\/\//i.test(target)) {
    try {
      new URL(target); // parsing is the check: it throws on a malformed URL
      return target;
    } catch {
      return null;
    }
  }
  if (!/^(\/|\.\.?\/)/.test(target)) return null;
  return safeSitePath(target, pagePath);
}

type Align = 'left' | 'right' | 'center' | null | undefined;

function children(
  nodes: readonly RootContent[],
  keyPrefix: string,
  tableAlign?: readonly Align[],
): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, `${keyPrefix}.${i}`, tableAlign));
}

function row(node: TableRow, key: string, header: boolean, align: readonly Align[]): ReactNode {
  return (
    <tr key={key}>
      {node.children.map((cell: TableCell, i) => {
        const style = align[i] ? {textAlign: align[i] ?? undefined} : undefined;
        const content = children(cell.children, `${key}.${i}`);
        return header ? (
          <th key={i} scope="col" style={style}>
            {content}
          </th>
        ) : (
          <td key={i} style={style}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

function renderNode(node: Nodes, key: string, tableAlign?: readonly Align[]): ReactNode {
  switch (node.type) {
    case 'root':
      return children(node.children, key);
    case 'paragraph':
      return <p key={key}>{children(node.children, key)}</p>;
    case 'heading': {
      // The page already has its h1; bodies start at h2.
      const Tag = `h${Math.min(6, Math.max(2, node.depth))}` as 'h2';
      return <Tag key={key}>{children(node.children, key)}</Tag>;
    }
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{children(node.children, key)}</em>;
    case 'strong':
      return <strong key={key}>{children(node.children, key)}</strong>;
    case 'delete':
      return <del key={key}>{children(node.children, key)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{children(node.children, key)}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {children(node.children, key)}
        </ol>
      ) : (
        <ul key={key}>{children(node.children, key)}</ul>
      );
    case 'listItem':
      // Tight list items hold one paragraph: render its content without the <p>.
      return (
        <li key={key}>
          {node.spread
            ? children(node.children, key)
            : node.children.map((c, i) =>
                c.type === 'paragraph' ? children(c.children, `${key}.${i}`) : renderNode(c, `${key}.${i}`),
              )}
        </li>
      );
    case 'link': {
      const href = node.url ? safeHref(node.url) : null;
      const content = children(node.children, key);
      return href ? (
        <Link key={key} to={href}>
          {content}
        </Link>
      ) : (
        <span key={key}>{content}</span>
      );
    }
    case 'image':
      // Premium bodies carry no images; show the description rather than load anything.
      return node.alt ? <span key={key}>{node.alt}</span> : null;
    case 'table': {
      const align = node.align ?? [];
      const [head, ...body] = node.children;
      return (
        <table key={key}>
          {head && <thead>{row(head, `${key}.h`, true, align)}</thead>}
          <tbody>{body.map((r, i) => row(r, `${key}.${i}`, false, align))}</tbody>
        </table>
      );
    }
    case 'html':
      // Never rendered: raw HTML in the text stays out of the page.
      return null;
    default:
      return 'children' in node ? children(node.children as RootContent[], key, tableAlign) : null;
  }
}

/** Resolves every link of the tree against the page once; a refused one keeps an empty target. */
function resolveLinks(node: Nodes, pagePath: string): void {
  if (node.type === 'link') node.url = safeHref(node.url, pagePath) ?? '';
  if ('children' in node) for (const child of node.children) resolveLinks(child, pagePath);
}

/**
 * Parses markdown (CommonMark + tables) and renders it without raw HTML.
 * `pagePath` is the page the body is shown on, for relative links.
 */
export function renderMarkdown(markdown: string, pagePath = '/'): ReactNode {
  const tree = fromMarkdown(markdown, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]});
  resolveLinks(tree, pagePath);
  return renderNode(tree, 'md');
}
