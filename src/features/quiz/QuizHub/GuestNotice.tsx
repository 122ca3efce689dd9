import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {isStorageFull} from '@site/src/backend/lazyBrowserProgress';
import styles from './styles.module.css';

/** Offers a signed-in user the attempts made in this browser before signing in. */
export default function GuestNotice({
  count,
  onMove,
}: {
  readonly count: number;
  readonly onMove: () => Promise<void>;
}): ReactNode {
  const [state, setState] = useState<'idle' | 'moving' | 'hidden' | 'failed' | 'full'>('idle');
  if (state === 'hidden') return null;
  return (
    <div
      className="alert alert--info"
      role="region"
      aria-label={translate({id: 'quiz.hub.guestLabel', message: 'Attempts made before you signed in'})}>
      <p>
        <Translate id="quiz.hub.guestAttempts" values={{n: count}}>
          {
            'Attempts made in this browser before you signed in: {n}. Add them to your account? They will then count in your progress here.'
          }
        </Translate>
      </p>
      {state === 'failed' && (
        <p role="alert">
          <Translate id="quiz.hub.guestFailed">
            They could not all be added. Check your connection and try again.
          </Translate>
        </p>
      )}
      {state === 'full' && (
        <p role="alert">
          <Translate
            id="quiz.hub.guestFull"
            description="On /quizzes, when moving a guest's attempts into the account failed because the browser's storage is full">
            {
              "They could not all be added: this browser's storage is full. Free some space (in the browser's settings, clear this site's saved offline pages or other sites' data) and try again."
            }
          </Translate>
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={state === 'moving'}
          onClick={() => {
            setState('moving');
            onMove().then(
              () => setState('hidden'),
              (error: unknown) => setState(isStorageFull(error) ? 'full' : 'failed'),
            );
          }}>
          <Translate id="quiz.hub.guestMove">Add them to my account</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setState('hidden')}>
          <Translate id="quiz.hub.guestKeep">Not now</Translate>
        </button>
      </div>
    </div>
  );
}
