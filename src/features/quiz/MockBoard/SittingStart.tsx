import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {subjectName} from '../labels';
import {sittingItems, sittingTimeMs, type BoardSpec, type Sitting} from './boards';
import ConfirmDialog from './ConfirmDialog';
import styles from './styles.module.css';

interface Props {
  readonly board: BoardSpec;
  readonly sitting: Sitting;
  readonly onStart: () => void;
  readonly onBack: () => void;
}

/** What the candidate may use in a sitting (domain/facts.md §1.3, exam logistics). */
export function SittingRules({day}: {readonly day: 1 | 2}): ReactNode {
  return day === 1 ? (
    <Translate id="quiz.mock.rules1">
      No books, notes or other pages: as on the first exam day, Subjects 1 and 2 are closed-book.
    </Translate>
  ) : (
    <Translate id="quiz.mock.rules2">
      Subject 3 is closed-book. In Subject 4, the HS explorer (standing in for the unmarked AHTN 2022 book) is
      open during the Tariff Classification items only, and closed for the Practical Computations items, as
      the book is surrendered before that part on the exam day.
    </Translate>
  );
}

/**
 * A sitting's start screen: its subjects, item count, time and rules, and
 * "Start" behind a confirmation (a timed sitting of hours starts deliberately).
 */
export default function SittingStart({board, sitting, onStart, onBack}: Props): ReactNode {
  const [confirming, setConfirming] = useState(false);
  const minutes = sittingTimeMs(board, sitting) / 60_000;
  const items = sittingItems(board, sitting);
  return (
    <section className={styles.start} aria-labelledby="mock-start-title">
      <Heading as="h2" id="mock-start-title">
        {sitting.day === 1 ? (
          <Translate id="quiz.mock.sitting1">Sitting 1: Subjects 1 and 2</Translate>
        ) : (
          <Translate id="quiz.mock.sitting2">Sitting 2: Subjects 3 and 4</Translate>
        )}
      </Heading>
      <dl>
        <dt>
          <Translate id="quiz.mock.startSubjects">Subjects</Translate>
        </dt>
        <dd>
          <ul>
            {sitting.subjects.map((s) => (
              <li key={s}>{subjectName(s)}</li>
            ))}
          </ul>
        </dd>
        <dt>
          <Translate id="quiz.mock.startItems">Items</Translate>
        </dt>
        <dd>
          <Translate id="quiz.mock.startItemsValue" values={{items, per: board.perSubject}}>
            {'{items} ({per} from each subject)'}
          </Translate>
        </dd>
        <dt>
          <Translate id="quiz.mock.startTime">Time</Translate>
        </dt>
        <dd>
          <Translate id="quiz.mock.startTimeValue" values={{minutes}}>
            {
              '{minutes} minutes from the moment you start. The clock runs whether or not this page is open, as on the exam day; a sitting whose time runs out is submitted as it stands.'
            }
          </Translate>
        </dd>
        <dt>
          <Translate id="quiz.mock.startRules">Allowed</Translate>
        </dt>
        <dd>
          <SittingRules day={sitting.day} />
        </dd>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
          {sitting.day === 1 ? (
            <Translate id="quiz.mock.startSitting1">Start sitting 1</Translate>
          ) : (
            <Translate id="quiz.mock.startSitting2">Start sitting 2</Translate>
          )}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          <Translate id="quiz.mock.notNow">Not now</Translate>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={<Translate id="quiz.mock.confirmTitle">Start the timed sitting now?</Translate>}
        confirmLabel={<Translate id="quiz.mock.confirmStart">Start now</Translate>}
        cancelLabel={<Translate id="quiz.mock.confirmCancel">Not yet</Translate>}
        onConfirm={() => {
          setConfirming(false);
          onStart();
        }}
        onCancel={() => setConfirming(false)}>
        <p>
          <Translate id="quiz.mock.confirmBody" values={{minutes, items}}>
            {
              'The clock starts at once and runs for {minutes} minutes, even if you close this page. Set aside the time for all {items} items.'
            }
          </Translate>
        </p>
      </ConfirmDialog>
    </section>
  );
}
