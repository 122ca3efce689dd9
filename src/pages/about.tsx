import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';

export default function About(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'about.title', message: 'About PH Customs Scholar'})}
      description={translate({
        id: 'about.description',
        message: 'Who we are, what this reviewer covers, and how we keep its law correct.',
      })}>
      <Heading as="h2">
        <Translate id="about.why.heading">Why we built it</Translate>
      </Heading>
      <p>
        <Translate id="about.why.body">
          Candidates for the Customs Broker Licensure Examination study from photocopied handouts, scattered
          posts and expensive review classes. We wanted one place that explains the law in plain words, cites
          the section for every rule, and lets you practise the way the board exam asks.
        </Translate>
      </p>
      <Heading as="h2">
        <Translate id="about.covers.heading">What it covers</Translate>
      </Heading>
      <ul>
        <li>
          <Translate id="about.covers.law">
            The Customs Modernization and Tariff Act (RA 10863) and the Customs Brokers Act (RA 9280, as
            amended by RA 9853).
          </Translate>
        </li>
        <li>
          <Translate id="about.covers.procedures">Customs documentation, clearance and procedures.</Translate>
        </li>
        <li>
          <Translate id="about.covers.tariff">
            Tariff law, valuation, HS classification under the AHTN, and the duty and tax computation.
          </Translate>
        </li>
        <li>
          <Translate id="about.covers.practice">
            Quizzes with an explanation for every choice, a diagnostic test and a timed mock board.
          </Translate>
        </li>
      </ul>
      <Heading as="h2">
        <Translate id="about.accuracy.heading">How we keep it correct</Translate>
      </Heading>
      <p>
        <Translate id="about.accuracy.body">
          Every legal statement names its source: a section of the law or a customs order. Where sources
          disagree, or a figure could not be checked against the issuance itself, the page says so and gives
          the reading the exam uses. Each page shows the date it was last reviewed.
        </Translate>
      </p>
      <p>
        <Translate id="about.accuracy.disclaimer">
          This is a study aid, not legal advice. For a live shipment, check the current issuances of the
          Bureau of Customs and the Tariff Commission.
        </Translate>
      </p>
      <p>
        <Link to="/support">
          <Translate id="about.support.link">Found an error? Tell us on the support page.</Translate>
        </Link>
      </p>
    </PageShell>
  );
}
