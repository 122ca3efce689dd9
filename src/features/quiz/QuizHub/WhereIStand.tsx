import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import StatusMessage from '@site/src/components/StatusMessage';
import {
  PASS_RULE,
  type MasteryLevel,
  type SubjectPrediction,
  type TopicEstimate,
} from '@site/src/domain/readiness';
import {subjectShort, topicName} from '../labels';
import {TOPICS} from '@site/src/domain/quiz';
import {useReadiness, type ReadinessView} from '../readiness/useReadiness';
import styles from './stand.module.css';

const WEAK_TOPICS = 4;

const pct = (x: number): string => `${Math.round(x)}%`;

function masteryName(level: MasteryLevel): string {
  switch (level) {
    case 'not-started':
      return translate({id: 'quiz.stand.mastery.notStarted', message: 'Not started'});
    case 'attempted':
      return translate({id: 'quiz.stand.mastery.attempted', message: 'Attempted'});
    case 'familiar':
      return translate({id: 'quiz.stand.mastery.familiar', message: 'Familiar'});
    case 'proficient':
      return translate({id: 'quiz.stand.mastery.proficient', message: 'Proficient'});
    case 'mastered':
      return translate({id: 'quiz.stand.mastery.mastered', message: 'Mastered'});
  }
}

/**
 * A subject's expected rating on a 0-100 bar, with its interval and the 60 and
 * 75 marks. Every state (working it out, too little evidence, a rating) draws
 * the same row with the same space, so nothing below moves when it arrives.
 */
function SubjectRow({
  subject,
  s,
}: {
  readonly subject: SubjectPrediction['subject'];
  readonly s: SubjectPrediction | null;
}): ReactNode {
  const name = subjectShort(subject);
  const rated = s?.enough === true && s.expected !== null && s.low !== null && s.high !== null;
  return (
    <li className={styles.subject}>
      <span className={styles.subjectName}>{name}</span>
      <span className={rated ? styles.rating : styles.missing}>
        {s === null ? (
          '…'
        ) : rated ? (
          <Translate
            id="quiz.stand.rating"
            values={{rating: pct(s.expected ?? 0), low: pct(s.low ?? 0), high: pct(s.high ?? 0)}}>
            {'{rating} expected (likely {low} to {high})'}
          </Translate>
        ) : (
          <Translate id="quiz.stand.missing" values={{n: s.missing, subject: name}}>
            {'Answer about {n} more {subject} items for a rating.'}
          </Translate>
        )}
      </span>
      <span className={rated ? styles.bar : styles.barEmpty} aria-hidden="true">
        {rated && (
          <>
            <span
              className={styles.range}
              style={{left: `${s.low}%`, width: `${Math.max(1, (s.high ?? 0) - (s.low ?? 0))}%`}}
            />
            <span
              className={(s.expected ?? 0) < PASS_RULE.minSubject ? styles.pointLow : styles.point}
              style={{left: `${s.expected}%`}}
            />
            <span className={styles.mark60} />
            <span className={styles.mark75} />
          </>
        )}
      </span>
    </li>
  );
}

/** The expected general average after each of the last attempts, as a small line. */
function Trend({history}: {readonly history: ReadinessView['history']}): ReactNode {
  const points = history.filter((h): h is {at: Date; average: number} => h.average !== null);
  if (points.length < 2) return null;
  const W = 300;
  const H = 80;
  const x = (i: number): number => 8 + (i * (W - 16)) / (points.length - 1);
  const y = (v: number): number => H - 6 - ((v - 40) / 60) * (H - 12);
  const last = points[points.length - 1];
  return (
    <figure className={styles.trend}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={translate(
          {
            id: 'quiz.stand.trend',
            message:
              'Your expected general average over your last {n} attempts, now {now}. The dashed line is 75%.',
          },
          {n: points.length, now: pct(last?.average ?? 0)},
        )}>
        <line x1={0} x2={W} y1={y(75)} y2={y(75)} className={styles.trendPass} />
        <polyline
          points={points
            .map((p, i) => `${x(i).toFixed(1)},${y(Math.max(40, p.average)).toFixed(1)}`)
            .join(' ')}
          className={styles.trendLine}
        />
      </svg>
    </figure>
  );
}

/** The weakest topics the candidate has met, then topics not started, each with where to read and practise. */
function WeakTopics({topics}: {readonly topics: readonly TopicEstimate[]}): ReactNode {
  const met = topics.filter((t) => t.answers > 0).sort((a, b) => a.pKnow - b.pKnow);
  const weak = met
    .filter((t) => t.mastery !== 'mastered' && t.mastery !== 'proficient')
    .slice(0, WEAK_TOPICS);
  if (weak.length === 0) return null;
  return (
    <>
      <Heading as="h3">
        <Translate id="quiz.stand.weakTitle">Your weakest topics</Translate>
      </Heading>
      <ul className={styles.topics}>
        {weak.map((t) => {
          const topic = TOPICS.find((x) => x.label === t.topic);
          const quiz = `/docs/quiz?${new URLSearchParams({subject: String(t.subject), topic: t.topic, start: '1'}).toString()}`;
          return (
            <li key={t.topic}>
              <strong>{topicName(t.topic)}</strong>{' '}
              <span className={styles.level}>({masteryName(t.mastery)})</span>
              <span className={styles.topicLinks}>
                {topic && (
                  <Link to={`/docs/${topic.doc}#${topic.anchor}`}>
                    <Translate id="quiz.stand.read">Read the section</Translate>
                  </Link>
                )}
                <Link to={quiz}>
                  <Translate id="quiz.stand.practise">Practise this topic</Translate>
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

const SUBJECTS = [1, 2, 3, 4] as const;

/** The verdict line, the four subjects and what the numbers mean: the same height loading or loaded. */
function Summary({view}: {readonly view: ReadinessView | null}): ReactNode {
  const p = view?.prediction.passProbability ?? null;
  const answered = view?.estimate.subjects.reduce((s, x) => s + x.answers, 0) ?? 0;
  return (
    <>
      <p className={styles.verdict} aria-live="polite">
        {view === null ? (
          <Translate id="quiz.stand.loading">Working out where you stand…</Translate>
        ) : p === null ? (
          <Translate id="quiz.stand.noVerdict">
            Not enough answers yet for a pass prediction: each subject needs some first.
          </Translate>
        ) : (
          <Translate
            id="quiz.stand.verdict"
            values={{p: <strong className={styles.big}>{pct(100 * p)}</strong>}}>
            {'Chance of passing if the board were tomorrow: {p}'}
          </Translate>
        )}
      </p>
      <ul className={styles.subjects}>
        {SUBJECTS.map((subject) => (
          <SubjectRow
            key={subject}
            subject={subject}
            s={view?.prediction.subjects.find((x) => x.subject === subject) ?? null}
          />
        ))}
      </ul>
      <p className={styles.legend}>
        <Translate id="quiz.stand.legend" values={{n: answered}}>
          {
            'Based on your {n} answers on this site. The bar marks 60 (no subject may fall below it) and 75 (the general average needed). First answers count most; repeats, retakes after the explanation and old answers count less, and guessing on four choices earns nothing. It is our estimate, not the Board’s rating, and it promises no result.'
          }
        </Translate>
      </p>
    </>
  );
}

type Readiness = ReturnType<typeof useReadiness>;

/** "Where I stand": the pass prediction and each subject against 60 and 75 (near the top of /quizzes). */
export default function WhereIStand({readiness}: {readonly readiness: Readiness}): ReactNode {
  return (
    <section className={styles.stand} aria-labelledby="hub-stand-title">
      <Heading as="h2">
        <span id="hub-stand-title">
          <Translate id="quiz.stand.title">Where I stand</Translate>
        </span>
      </Heading>
      {readiness.status === 'error' ? (
        <StatusMessage kind="error" onRetry={readiness.retry}>
          <Translate id="quiz.stand.failed">
            Your estimate could not be worked out. Check your connection.
          </Translate>
        </StatusMessage>
      ) : (
        <Summary view={readiness.status === 'ready' ? readiness.value : null} />
      )}
    </section>
  );
}

/**
 * The estimate over time and the weakest topics with where to read and
 * practise: lower on /quizzes, so their arrival moves nothing on screen.
 */
export function StandDetails({readiness}: {readonly readiness: Readiness}): ReactNode {
  if (readiness.status !== 'ready') return null;
  return (
    <div className={styles.details}>
      <Trend history={readiness.value.history} />
      <WeakTopics topics={readiness.value.estimate.topics} />
    </div>
  );
}

export {useReadiness};
