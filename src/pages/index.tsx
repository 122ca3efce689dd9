import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface Subject {
  readonly title: string;
  readonly summary: string;
  readonly to: string;
}

const SUBJECTS: readonly Subject[] = [
  {
    title: translate({id: 'home.subject1.title', message: 'Customs laws, rules, ethics and broker practice'}),
    summary: translate({
      id: 'home.subject1.summary',
      message: 'The CMTA, the Customs Brokers Act and the rules of the profession.',
    }),
    to: '/docs/CMTA-highlights',
  },
  {
    title: translate({id: 'home.subject2.title', message: 'Customs documentation, clearance and procedures'}),
    summary: translate({
      id: 'home.subject2.summary',
      message: 'Goods declarations, entries, lodgement, examination and release.',
    }),
    to: '/docs/customs-docs-reviewer',
  },
  {
    title: translate({id: 'home.subject3.title', message: 'Tariff laws and international trade'}),
    summary: translate({
      id: 'home.subject3.summary',
      message: 'The Tariff Commission, the flexible clause, valuation and trade remedies.',
    }),
    to: '/docs/tariff-law-reviewer',
  },
  {
    title: translate({id: 'home.subject4.title', message: 'Tariff classification and practical computations'}),
    summary: translate({
      id: 'home.subject4.summary',
      message: 'The General Interpretative Rules, the AHTN and the duty and tax computation.',
    }),
    to: '/docs/practical-computation-reviewer',
  },
];

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">
          <Translate id="home.tagline">Master the CMTA with our comprehensive reviewer</Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            <Translate id="home.cta.start">Start reviewing</Translate>
          </Link>
          <Link className={clsx('button button--outline button--lg', styles.heroOutline)} to="/docs/diagnostic-test">
            <Translate id="home.cta.diagnostic">Take the diagnostic test</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

function Subjects(): ReactNode {
  return (
    <section aria-labelledby="subjects-heading" className="margin-vert--lg">
      <Heading as="h2" id="subjects-heading">
        <Translate id="home.subjects.heading">The four CBLE subjects</Translate>
      </Heading>
      <p>
        <Translate id="home.subjects.lead">
          The board exam has four subjects of equal weight. Each has its own part of this reviewer.
        </Translate>
      </p>
      <div className="row">
        {SUBJECTS.map((subject) => (
          <div key={subject.to} className="col col--3 margin-bottom--md">
            <Link to={subject.to} className={clsx('card padding--md', styles.card)}>
              <Heading as="h3">{subject.title}</Heading>
              <p>{subject.summary}</p>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}

function HowItWorks(): ReactNode {
  return (
    <section aria-labelledby="how-heading" className="margin-vert--lg">
      <Heading as="h2" id="how-heading">
        <Translate id="home.how.heading">How to use this reviewer</Translate>
      </Heading>
      <ol>
        <li>
          <Translate id="home.how.step1">
            Take the diagnostic test to find your weak topics.
          </Translate>
        </li>
        <li>
          <Translate id="home.how.step2">
            Read the reviewer pages in the sidebar order; each cites the section of law it explains.
          </Translate>
        </li>
        <li>
          <Translate id="home.how.step3">
            Practise with quizzes in tutor mode, then sit a timed mock board.
          </Translate>
        </li>
        <li>
          <Translate id="home.how.step4">
            Drill the duty and tax computation until every line comes out right.
          </Translate>
        </li>
      </ol>
      <p>
        <Link to="/docs/study-plan">
          <Translate id="home.how.plan">See the week-by-week study plan</Translate>
        </Link>
        {' · '}
        <Link to="/pricing">
          <Translate id="home.how.pricing">Compare free and premium</Translate>
        </Link>
      </p>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'A free reviewer for the Philippine Customs Broker Licensure Examination: the CMTA, the Customs Brokers Act, tariff, valuation, classification and duty computation, with quizzes and mock boards.',
      })}>
      <Hero />
      <main className="container">
        <Subjects />
        <HowItWorks />
      </main>
    </Layout>
  );
}
