import {type ReactNode, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {PracticeProblem} from '@site/src/domain/computation';
import {shareLink} from '@site/src/components/shareLink';
import {LEVEL_NAMES} from './levelNames';
import styles from './styles.module.css';

interface Props {
  readonly problem: PracticeProblem;
  /** The address that reopens this problem, built when the learner asks for it. */
  readonly shareUrl: () => string;
}

/** The problem as stated: its title, seed and level, a copy-link button, the facts and the task. */
export default function ProblemStatement({problem, shareUrl}: Props): ReactNode {
  const [linkStatus, setLinkStatus] = useState('');

  const copyLink = (): void => {
    void shareLink(shareUrl()).then((where) =>
      setLinkStatus(
        where === 'copied'
          ? translate({
              id: 'computation.practice.linkCopied',
              message: 'Link to this problem copied. It is also in the address bar.',
            })
          : translate({
              id: 'computation.practice.linkInBar',
              message: 'The link to this problem is in the address bar: copy it from there.',
            }),
      ),
    );
  };

  return (
    <section aria-label={problem.title} className={styles.problem}>
      <Heading as="h3" className={styles.title}>
        {problem.title}
      </Heading>
      <p className={styles.seed}>
        <Translate
          id="computation.practice.seed"
          values={{seed: problem.seed, level: LEVEL_NAMES[problem.level]()}}>
          {'Problem {seed}, level: {level}. The link in the address bar reopens this problem.'}
        </Translate>{' '}
        <button type="button" className="button button--link button--sm" onClick={copyLink}>
          <Translate id="computation.practice.copyLink">Copy link to this problem</Translate>
        </button>
      </p>
      <p role="status" aria-live="polite" className={styles.seed}>
        {linkStatus}
      </p>
      <ul>
        {problem.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p>{problem.task}</p>
    </section>
  );
}
