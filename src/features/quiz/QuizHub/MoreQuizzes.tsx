import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import {useLazyComponent} from '@site/src/components/LazyMount/useLazyComponent';

/**
 * "More quizzes" asks the backend for the online banks: that (and the backend's code) waits until the
 * section nears the screen, so it is no part of the page's load (issue 30: /quizzes blocked the main
 * thread 560 ms against stock's 400).
 */
const loadOnlineBanks = () => import('../OnlineBanks');
const notAtOnce = (): boolean => false;

export default function MoreQuizzes(): ReactNode {
  const {ref, state, start} = useLazyComponent(loadOnlineBanks, notAtOnce);
  return (
    <div ref={ref}>
      {state.status === 'ready' ? (
        <state.Component
          empty={
            <p>
              <Translate id="quiz.hub.onlineNone">No other quizzes are published yet.</Translate>
            </p>
          }
        />
      ) : state.status === 'error' ? (
        <StatusMessage kind="error" onRetry={start}>
          <Translate id="quiz.online.failed">The online quizzes could not be loaded.</Translate>
        </StatusMessage>
      ) : (
        <StatusMessage kind="loading">
          <Translate id="quiz.online.loading">Loading the online quizzes…</Translate>
        </StatusMessage>
      )}
    </div>
  );
}
