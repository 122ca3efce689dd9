import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {type AccountStatus} from '@site/src/features/account';
import {FULL_BOARD, itemsOf, MINI_BOARD, sittingTimeMs, type BoardSpec, type Sitting} from './boards';
import styles from './styles.module.css';

interface Props {
  readonly status: AccountStatus;
  readonly refused: boolean;
  readonly onStart: (board: BoardSpec, sitting: Sitting) => void;
  /** Paper mode: both sittings printed, then the answer sheets typed in (premium). */
  readonly onPaper?: () => void;
}

function Facts({board}: {readonly board: BoardSpec}): ReactNode {
  const first = board.sittings[0];
  const minutes = first ? sittingTimeMs(board, first) / 60_000 : 0;
  return (
    <p className={styles.facts}>
      {board.sittings.length > 1 ? (
        <Translate
          id="quiz.mock.factsSittings"
          values={{items: itemsOf(board), per: board.perSubject, minutes}}>
          {
            '{items} items, {per} from each subject, drawn by the table of specifications · two sittings as on the two exam days: Subjects 1 and 2, then Subjects 3 and 4 · {minutes} minutes each'
          }
        </Translate>
      ) : (
        <Translate id="quiz.mock.facts" values={{items: itemsOf(board), per: board.perSubject, minutes}}>
          {'{items} items, {per} from each subject · {minutes} minutes'}
        </Translate>
      )}
    </p>
  );
}

function Upgrade({status}: {readonly status: AccountStatus}): ReactNode {
  return (
    <div className={styles.upgrade}>
      <p>
        <Translate id="quiz.mock.premiumOnly">The full board comes with premium.</Translate>
      </p>
      <div className={styles.buttons}>
        <Link className="button button--primary" to="/pricing">
          <Translate id="quiz.mock.seePricing">See premium plans</Translate>
        </Link>
        {status === 'guest' && (
          <Link className="button button--secondary" to="/login?redirect=/docs/mockboard">
            <Translate id="quiz.mock.signIn">Sign in</Translate>
          </Link>
        )}
      </div>
    </div>
  );
}

/** Pick the free mini board or the premium full board. */
export default function BoardChoice({status, refused, onStart, onPaper}: Props): ReactNode {
  const premium = status === 'premium';
  return (
    <div className={styles.choices}>
      <section className={styles.board} aria-labelledby="mock-mini-title">
        <Heading as="h3">
          <span id="mock-mini-title">
            <Translate id="quiz.kind.mockMini">Mini mock board</Translate>
          </span>{' '}
          <span className={styles.badge}>
            <Translate id="quiz.mock.free">Free</Translate>
          </span>
        </Heading>
        <Facts board={MINI_BOARD} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => MINI_BOARD.sittings[0] && onStart(MINI_BOARD, MINI_BOARD.sittings[0])}>
          <Translate id="quiz.mock.startMini">Start the mini mock board</Translate>
        </button>
      </section>
      <section className={styles.board} aria-labelledby="mock-full-title">
        <Heading as="h3">
          <span id="mock-full-title">
            <Translate id="quiz.kind.mockFull">Full mock board</Translate>
          </span>{' '}
          <span className={styles.badge}>
            <Translate id="quiz.mock.premium">Premium</Translate>
          </span>
        </Heading>
        <Facts board={FULL_BOARD} />
        {status === 'loading' ? (
          <p>
            <Translate id="quiz.mock.checking">Checking your account…</Translate>
          </p>
        ) : premium && !refused ? (
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => FULL_BOARD.sittings[0] && onStart(FULL_BOARD, FULL_BOARD.sittings[0])}>
              <Translate id="quiz.mock.startFull">Start the full mock board</Translate>
            </button>
            {onPaper && (
              <button type="button" className="button button--secondary" onClick={onPaper}>
                <Translate id="quiz.mock.paper">Print a paper board</Translate>
              </button>
            )}
          </div>
        ) : (
          <Upgrade status={status} />
        )}
      </section>
    </div>
  );
}
