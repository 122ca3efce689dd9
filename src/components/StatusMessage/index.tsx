import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  readonly kind: 'loading' | 'error' | 'info';
  readonly children: ReactNode;
  /** Shown as a Retry button when given (errors). */
  readonly onRetry?: () => void;
}

/** Loading, error (with Retry) and plain notices, announced to screen readers. */
export default function StatusMessage({kind, children, onRetry}: Props): ReactNode {
  if (kind === 'error') {
    return (
      <div className="alert alert--danger" role="alert">
        <p className={styles.text}>{children}</p>
        {onRetry && (
          <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
            <Translate id="quiz.status.retry">Retry</Translate>
          </button>
        )}
      </div>
    );
  }
  return (
    <p className={kind === 'loading' ? styles.loading : styles.info} role="status">
      {kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </p>
  );
}
