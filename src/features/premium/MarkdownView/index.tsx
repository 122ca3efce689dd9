import {useMemo, type ReactNode} from 'react';
import {renderMarkdown} from './render';

interface Props {
  readonly markdown: string;
}

/** Renders a premium body (markdown) safely: no raw HTML, only checked links. */
export default function MarkdownView({markdown}: Props): ReactNode {
  const content = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className="markdown">{content}</div>;
}
