import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {renderMarkdown} from '@site/src/components/MarkdownView/render';
import styles from './styles.module.css';

interface Props {
  /** Question markdown: a prompt, an explanation or a takeaway. */
  readonly markdown: string;
  readonly className?: string;
  readonly id?: string;
  /** Runs the first paragraph on from a label before it ("Takeaway: ..."). */
  readonly inline?: boolean;
}

/**
 * Question text as candidates see it: markdown rendered without raw HTML and
 * with checked links (no script, event handler or javascript: link survives).
 * The quiz and the editor's preview both use it, so the preview is exact.
 */
export default function QuizText({markdown, className, id, inline = false}: Props): ReactNode {
  const content = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div className={clsx(styles.text, inline && styles.inline, className)} id={id}>
      {content}
    </div>
  );
}
