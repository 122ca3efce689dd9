import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {ConfidenceTap as Tap} from './useTutorSession';
import styles from './styles.module.css';

interface Props {
  readonly value: Tap | null;
  readonly onTap: (value: Tap) => void;
}

/**
 * The optional "how sure were you?" tap after a right answer in tutor mode
 * (never in exam mode): it tells the review schedule Hard, Good or Easy, so a
 * lucky guess comes back sooner and a sure answer later.
 */
export default function ConfidenceTap({value, onTap}: Props): ReactNode {
  const label = useId();
  const options: readonly {readonly tap: Tap; readonly text: string}[] = [
    {tap: 'hard', text: translate({id: 'quiz.confidence.hard', message: 'I guessed'})},
    {tap: 'good', text: translate({id: 'quiz.confidence.good', message: 'I was unsure'})},
    {tap: 'easy', text: translate({id: 'quiz.confidence.easy', message: 'I was sure'})},
  ];
  return (
    <div className={styles.confidence} role="group" aria-labelledby={label}>
      <p id={label} className={styles.confidenceLabel}>
        <Translate id="quiz.confidence.label">
          How sure were you? (optional: it sets when this question comes back for review)
        </Translate>
      </p>
      <div className={styles.confidenceButtons}>
        {options.map((o) => (
          <button
            key={o.tap}
            type="button"
            className={`button button--sm ${value === o.tap ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={value === o.tap}
            onClick={() => onTap(o.tap)}>
            {o.text}
          </button>
        ))}
      </div>
    </div>
  );
}
