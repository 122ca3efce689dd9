import {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {renderMarkdown} from './render';

interface Props {
  readonly markdown: string;
}

/** Renders a premium body (markdown) safely: no raw HTML, only checked links. */
export default function MarkdownView({markdown}: Props): ReactNode {
  const {pathname} = useLocation();
  const content = useMemo(() => renderMarkdown(markdown, pathname), [markdown, pathname]);
  return <div className="markdown">{content}</div>;
}
