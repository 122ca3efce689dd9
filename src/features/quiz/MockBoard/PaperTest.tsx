import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {subjectName} from '../labels';
import QuizText from '../QuizText';
import {SittingRules} from './SittingStart';
import {LETTERS, type PaperSitting} from './paper';
import {sittingTitle} from './sittingTitle';
import styles from './paper.module.css';

/** The printed test: each sitting's numbered items, then its bubble answer sheet. */
export default function PaperTest({sittings}: {readonly sittings: readonly PaperSitting[]}): ReactNode {
  return (
    <div className={styles.paper} data-paper-board="">
      {sittings.map(({sitting, questions, orders}) => (
        <section key={sitting.day} className={styles.sitting} data-sitting={sitting.day}>
          <Heading as="h2" className={styles.paperTitle}>
            {sittingTitle(sitting.day)}
          </Heading>
          <p>{sitting.subjects.map((s) => subjectName(s)).join(' · ')}</p>
          <p>
            <SittingRules day={sitting.day} />
          </p>
          <ol className={styles.items}>
            {questions.map((q) => (
              <li
                key={q.id}
                className={styles.item}
                data-question-id={q.id}
                data-choice-ids={(orders[q.id] ?? []).join('')}>
                <QuizText markdown={q.prompt} />
                {q.type === 'single' || q.type === 'multiple' ? (
                  <ol className={styles.choices} type="A">
                    {(orders[q.id] ?? []).map((id) => (
                      <li key={id}>
                        <QuizText inline markdown={q.choices.find((c) => c.id === id)?.text ?? ''} />
                      </li>
                    ))}
                  </ol>
                ) : null}
                {q.type === 'multiple' && (
                  <p className={styles.hint}>
                    <Translate id="quiz.paper.markAll">Shade every correct letter.</Translate>
                  </p>
                )}
              </li>
            ))}
          </ol>
          <div className={styles.sheet} data-answer-sheet={sitting.day}>
            <Heading as="h3" className={styles.paperTitle}>
              <Translate id="quiz.paper.sheet" values={{sitting: sittingTitle(sitting.day)}}>
                {'Answer sheet · {sitting}'}
              </Translate>
            </Heading>
            <p className={styles.hint}>
              <Translate id="quiz.paper.sheetHint">
                Shade one circle per item with a No. 2 pencil; write amounts and HS codes in the box.
              </Translate>
            </p>
            <ol className={styles.sheetRows}>
              {questions.map((q, i) => (
                <li key={q.id} className={styles.sheetRow}>
                  <span className={styles.sheetNo}>{i + 1}</span>
                  {q.type === 'single' || q.type === 'multiple' ? (
                    (orders[q.id] ?? []).map((_, k) => (
                      <span key={k} className={styles.bubble}>
                        {LETTERS[k]}
                      </span>
                    ))
                  ) : (
                    <span className={styles.box} />
                  )}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}
    </div>
  );
}
