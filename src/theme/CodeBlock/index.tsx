// Wraps the classic theme's code block so it loads, with the highlighter
// (Prism and its grammars), on the first page that shows code instead of on
// every page (plugins/lazy-highlighter). The whole block is lazy, not only
// its highlighted body, because its word-wrap and copy buttons measure the
// body as they mount. The server render waits for the chunk, so the HTML has
// the highlighted code and hydration keeps it; on a client-side visit the
// plain code shows until the chunk arrives, and stays if it cannot arrive.
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

function PlainCode({children, className}: Props): ReactNode {
  return (
    <pre className={clsx(className, 'thin-scrollbar')}>
      <code>{children}</code>
    </pre>
  );
}

// A chunk that cannot load (offline, a page never opened before) leaves the code plain, not the page crashed.
const HighlightedCodeBlock = lazy(() => import('./highlighter').catch(() => ({default: PlainCode})));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
