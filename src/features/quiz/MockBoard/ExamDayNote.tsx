import {useState, type ComponentType, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {loadExplorer} from '@site/src/features/hsExplorer';
import {type Question, TOS} from '@site/src/domain/quiz';
import styles from './styles.module.css';

type Book =
  | {readonly kind: 'closed' | 'loading' | 'failed'}
  | {readonly kind: 'open'; readonly Explorer: ComponentType};

/** The Tariff Classification topics of Subject 4 (TOS part 4A): the part where the AHTN book is open. */
const CLASSIFICATION = new Set(
  TOS.filter((s) => s.subject === 4)
    .flatMap((s) => s.parts)
    .filter((p) => p.key === '4A')
    .flatMap((p) => p.topics.map((t) => t.label)),
);

const isClassificationItem = (q: Pick<Question, 'subject' | 'topic'>): boolean =>
  q.subject === 4 && CLASSIFICATION.has(q.topic);

/**
 * Sitting 2's book rule under each question: the HS explorer (for the AHTN
 * book) opens on the Tariff Classification items only; on the others a note
 * says it is closed (domain/facts.md §1.3: an unmarked AHTN 2022 book is
 * allowed in Tariff Classification and surrendered before Practical
 * Computations).
 */
export default function ExamDayNote({question}: {readonly question: Question}): ReactNode {
  const [book, setBook] = useState<Book>({kind: 'closed'});
  const open = (): void => {
    setBook({kind: 'loading'});
    loadExplorer().then(
      (m) => setBook({kind: 'open', Explorer: m.default}),
      () => setBook({kind: 'failed'}),
    );
  };
  if (!isClassificationItem(question)) {
    return (
      <div className={styles.note} role="note">
        <p>
          {question.subject === 4 ? (
            <Translate id="quiz.mock.bookClosedComputation">
              The HS explorer is closed for Practical Computations: on the exam day the AHTN book is
              surrendered before this part.
            </Translate>
          ) : (
            <Translate id="quiz.mock.bookClosedSubject3">
              The HS explorer is closed for Subject 3: the AHTN book is allowed in Tariff Classification only.
            </Translate>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.note} role="note">
      <p>
        <Translate id="quiz.mock.bookOpen">
          Tariff Classification: the HS explorer is open, standing in for the unmarked AHTN 2022 book allowed
          in this part. It closes for Practical Computations.
        </Translate>
      </p>
      {book.kind === 'open' ? (
        <>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setBook({kind: 'closed'})}>
            <Translate id="quiz.mock.bookHide">Close the HS explorer</Translate>
          </button>
          <book.Explorer />
        </>
      ) : (
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={book.kind === 'loading'}
          onClick={open}>
          {book.kind === 'loading' ? (
            <Translate id="quiz.answer.browseLoading">Loading the nomenclature…</Translate>
          ) : book.kind === 'failed' ? (
            <Translate id="quiz.answer.browseRetry">Could not load it. Try again</Translate>
          ) : (
            <Translate id="quiz.mock.bookShow">Open the HS explorer</Translate>
          )}
        </button>
      )}
    </div>
  );
}
