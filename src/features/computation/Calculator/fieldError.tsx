import type {ReactNode} from 'react';
import {messageText} from '../messageText';
import type {InputProblem} from '../types';
import styles from './styles.module.css';

/** The message shown beside a field, and the attributes that tie it to the control. */
export function fieldError(
  problems: readonly InputProblem[],
  errorId: string,
  hintId?: string,
): {
  control: {'aria-invalid'?: true; 'aria-describedby'?: string};
  message: ReactNode;
} {
  const describedBy = [hintId, problems.length > 0 ? errorId : undefined].filter(Boolean).join(' ');
  return {
    control: {
      'aria-invalid': problems.length > 0 ? true : undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
    message:
      problems.length > 0 ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠ </span>
          {problems.map((p) => messageText(p.message)).join(' ')}
        </p>
      ) : null,
  };
}
