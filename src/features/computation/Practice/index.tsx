import {type FormEvent, type ReactNode, useEffect, useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import AssessmentTable from '../AssessmentTable';
import {checkAnswers} from '@site/src/domain/computation';
import {
  generateProblem,
  type LineCheck,
  PRACTICE_LEVELS,
  type PracticeLevel,
  type PracticeProblem,
} from '@site/src/domain/computation';
import {lineMessage} from '@site/src/domain/computation';
import {messageText} from '../messageText';
import type {LineId} from '@site/src/domain/computation';
import {useQueryString} from '../useQueryString';
import styles from './styles.module.css';
import {shareLink} from '@site/src/components/shareLink';

const SEED_RE = /^[\w-]{1,40}$/;

function isLevel(value: string | null): value is PracticeLevel {
  return value !== null && (PRACTICE_LEVELS as readonly string[]).includes(value);
}

/** A short random seed for a new problem (it picks the problem, never an amount). */
function newSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36))
    .join('')
    .slice(0, 8);
}

/** Puts the seed and level in the address bar so the problem can be shared and reloads the same. */
function writeUrl(seed: string, level: PracticeLevel): void {
  const params = new URLSearchParams(window.location.search);
  if (params.get('seed') === seed && params.get('level') === level) {
    return;
  }
  params.set('seed', seed);
  params.set('level', level);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}?${params.toString()}${window.location.hash}`,
  );
}

interface ProblemId {
  seed: string;
  level: PracticeLevel;
}

/** The problem named in the query string, or a new one at the named (or basic) level. */
function fromSearch(search: string): ProblemId {
  const params = new URLSearchParams(search);
  const level = params.get('level');
  const seed = params.get('seed');
  return {
    level: isLevel(level) ? level : 'basic',
    seed: seed !== null && SEED_RE.test(seed) ? seed : newSeed(),
  };
}

const LEVEL_NAMES: Record<PracticeLevel, () => string> = {
  basic: () => translate({id: 'computation.practice.basic', message: 'Basic'}),
  intermediate: () => translate({id: 'computation.practice.intermediate', message: 'Intermediate'}),
  advanced: () =>
    translate({
      id: 'computation.practice.advanced',
      message: 'Advanced (reverse and mixed-currency problems)',
    }),
};

const STATUS_TEXT: Record<LineCheck['status'], {icon: string; text: () => string}> = {
  correct: {icon: '✓', text: () => translate({id: 'computation.practice.correct', message: 'Correct'})},
  wrong: {icon: '✗', text: () => translate({id: 'computation.practice.wrong', message: 'Wrong'})},
  missing: {icon: '–', text: () => translate({id: 'computation.practice.missing', message: 'Missing'})},
};

/**
 * Practice computations: a generated shipment, one answer box per line,
 * Check (correct / wrong / missing per line, in words and colour) and the
 * worked solution. The seed and level live in the URL (?seed=...&level=...).
 */
interface Props {
  /** The id of the element a shared link should scroll to (the lazy wrapper's id). */
  readonly shareAnchor?: string;
}

export default function Practice({shareAnchor}: Props): ReactNode {
  const search = useQueryString();
  if (search === null) {
    // Server render and hydration: the problem depends on the URL, so wait for the browser.
    return (
      <div className={styles.practice}>
        <p>
          <Translate id="computation.practice.loading">Preparing a problem…</Translate>
        </p>
      </div>
    );
  }
  return <PracticeView search={search} shareAnchor={shareAnchor} />;
}

/** The address of this problem: the page with ?seed=...&level=... (other keys kept) and the anchor. */
function problemUrl(seed: string, level: PracticeLevel, shareAnchor?: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('seed', seed);
  params.set('level', level);
  const hash = shareAnchor ? `#${shareAnchor}` : window.location.hash;
  return `${window.location.origin}${window.location.pathname}?${params.toString()}${hash}`;
}

function PracticeView({
  search,
  shareAnchor,
}: {
  readonly search: string;
  readonly shareAnchor?: string;
}): ReactNode {
  const uid = useId();
  const idFor = (name: string): string => `practice${uid}-${name}`.replace(/[^\w-]/g, '-');
  const [current, setCurrent] = useState<ProblemId>(() => fromSearch(search));
  const problem = useMemo(() => generateProblem(current.seed, current.level), [current]);

  // Keep the address bar in step with the problem on screen.
  useEffect(() => {
    writeUrl(current.seed, current.level);
  }, [current]);

  return (
    <div className={styles.practice}>
      <div className={styles.controls}>
        <div className={styles.levelField}>
          <label htmlFor={idFor('level')} className={styles.label}>
            <Translate id="computation.practice.level">Level</Translate>
          </label>
          <select
            id={idFor('level')}
            className={styles.select}
            value={current.level}
            onChange={(ev) => setCurrent({seed: newSeed(), level: ev.target.value as PracticeLevel})}>
            {PRACTICE_LEVELS.map((lv) => (
              <option key={lv} value={lv}>
                {LEVEL_NAMES[lv]()}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setCurrent((c) => ({seed: newSeed(), level: c.level}))}>
          <Translate id="computation.practice.new">New problem</Translate>
        </button>
      </div>
      {/* Keyed, so answers and marks start afresh with each problem. */}
      <ProblemView
        key={`${current.level}:${current.seed}`}
        problem={problem}
        idFor={idFor}
        shareUrl={() => problemUrl(current.seed, current.level, shareAnchor)}
      />
    </div>
  );
}

function ProblemView({
  problem,
  idFor,
  shareUrl,
}: {
  readonly problem: PracticeProblem;
  readonly idFor: (name: string) => string;
  readonly shareUrl: () => string;
}): ReactNode {
  const [answers, setAnswers] = useState<Partial<Record<LineId, string>>>({});
  const [result, setResult] = useState<Record<LineId, LineCheck> | null>(null);
  const [showSolution, setShowSolution] = useState(false);
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

  const onCheck = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setResult(checkAnswers(problem, answers));
  };

  const counts = {correct: 0, wrong: 0, missing: 0};
  if (result) {
    for (const r of Object.values(result)) {
      counts[r.status] += 1;
    }
  }
  const solutionId = idFor('solution');

  return (
    <>
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

      <form
        onSubmit={onCheck}
        noValidate
        aria-label={translate({id: 'computation.practice.answers', message: 'Your answers'})}>
        <div className={styles.lines}>
          {problem.answerLines.map((line) => {
            const inputId = idFor(`answer-${line.id}`);
            const statusId = `${inputId}-status`;
            const check = result?.[line.id];
            const isInsurance = line.id === 'insurance';
            return (
              <div key={line.id} className={styles.line} data-line={line.id}>
                <label htmlFor={inputId} className={styles.lineLabel}>
                  {isInsurance
                    ? messageText(lineMessage(line.id, problem.input.currency))
                    : `${messageText(lineMessage(line.id))} (₱)`}
                </label>
                <input
                  id={inputId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={isInsurance ? `${problem.input.currency} 0.00` : '0.00'}
                  className={clsx(styles.input, check && styles[check.status])}
                  value={answers[line.id] ?? ''}
                  aria-invalid={check && check.status !== 'correct' ? true : undefined}
                  aria-describedby={check ? statusId : undefined}
                  onChange={(ev) => {
                    const value = ev.target.value;
                    setAnswers((a) => ({...a, [line.id]: value}));
                  }}
                />
                <span id={statusId} className={clsx(styles.status, check && styles[check.status])}>
                  {check ? (
                    <>
                      <span aria-hidden="true">{STATUS_TEXT[check.status].icon} </span>
                      {STATUS_TEXT[check.status].text()}
                    </>
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>

        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            <Translate id="computation.practice.check">Check</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showSolution}
            aria-controls={solutionId}
            onClick={() => setShowSolution((s) => !s)}>
            {showSolution ? (
              <Translate id="computation.practice.hide">Hide worked solution</Translate>
            ) : (
              <Translate id="computation.practice.show">Show worked solution</Translate>
            )}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.score}>
          {result
            ? translate(
                {
                  id: 'computation.practice.score',
                  message: '{correct} of {total} lines correct, {wrong} wrong, {missing} missing.',
                },
                {...counts, total: problem.answerLines.length},
              )
            : ''}
        </p>
      </form>

      <div id={solutionId} hidden={!showSolution}>
        {showSolution && (
          <AssessmentTable
            assessment={problem.expected}
            caption={translate({id: 'computation.practice.solution', message: 'Worked solution'})}
          />
        )}
      </div>
    </>
  );
}
