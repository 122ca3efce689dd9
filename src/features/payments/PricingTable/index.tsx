import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {PAYMENT_DETAILS_ARE_DEMO, PRICING} from '@site/src/config/pricing';
import {formatPeso, methodLabel, PAYMENT_METHODS} from '../methods';
import styles from './styles.module.css';

interface PlanProps {
  readonly title: string;
  readonly price: string;
  readonly period: string;
  readonly features: readonly string[];
  readonly highlighted?: boolean;
  readonly children: ReactNode;
}

function Plan({title, price, period, features, highlighted, children}: PlanProps): ReactNode {
  return (
    <section className={clsx('card', styles.plan, highlighted && styles.highlighted)} aria-label={title}>
      <div className="card__header">
        <Heading as="h2">{title}</Heading>
        <p className={styles.price}>{price}</p>
        <p className={styles.period}>{period}</p>
      </div>
      <div className="card__body">
        <ul className={styles.features}>
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <div className="card__footer">{children}</div>
    </section>
  );
}

/** Free and premium side by side, the price and period from src/config/pricing.ts, and how to pay. */
export default function PricingTable(): ReactNode {
  const {amountPhp, accessMonths} = PRICING.premium;
  const free = [
    translate({id: 'pricing.free.reviewer', message: 'Every free reviewer page: CMTA, Customs Brokers Act, tariff, valuation'}),
    translate({id: 'pricing.free.quizzes', message: 'Quizzes with an explanation for every choice'}),
    translate({id: 'pricing.free.diagnostic', message: 'The diagnostic test and the mini mock board'}),
    translate({id: 'pricing.free.computation', message: 'The duty and tax calculator with practice problems'}),
  ];
  const premium = [
    translate({id: 'pricing.premium.everything', message: 'Everything in Free'}),
    translate({id: 'pricing.premium.reviewer', message: 'The premium reviewer: deeper notes, more computations, exam traps'}),
    translate({id: 'pricing.premium.mockboard', message: 'The full mock board in the real exam’s proportions'}),
    translate({id: 'pricing.premium.video', message: 'The video lesson on answering CBLE questions'}),
  ];
  return (
    <>
      <div className={styles.plans}>
        <Plan
          title={translate({id: 'pricing.plan.free', message: 'Free'})}
          price={formatPeso(0)}
          period={translate({id: 'pricing.plan.freePeriod', message: 'Free for as long as the site runs'})}
          features={free}>
          <Link className="button button--secondary button--block" to="/docs/intro">
            <Translate id="pricing.plan.freeCta">Start reading</Translate>
          </Link>
        </Plan>
        <Plan
          title={translate({id: 'pricing.plan.premium', message: 'Premium'})}
          price={formatPeso(amountPhp)}
          period={translate(
            {id: 'pricing.plan.premiumPeriod', message: 'One payment for {months} months of access'},
            {months: accessMonths},
          )}
          features={premium}
          highlighted>
          <Link className="button button--primary button--block" to="/payment">
            <Translate id="pricing.plan.premiumCta">Get premium</Translate>
          </Link>
        </Plan>
      </div>

      <section className={styles.howToPay} aria-labelledby="pricing-how-heading">
        <Heading as="h2" id="pricing-how-heading">
          <Translate id="pricing.how.heading">How to pay</Translate>
        </Heading>
        <ol>
          <li>
            <Translate id="pricing.how.signIn">Sign in, or create a free account.</Translate>
          </li>
          <li>
            <Translate
              id="pricing.how.send"
              values={{amount: formatPeso(amountPhp), methods: PAYMENT_METHODS.map(methodLabel).join(', ')}}>
              {'Send {amount} by {methods}; the payment page shows the account details.'}
            </Translate>
          </li>
          <li>
            <Translate id="pricing.how.upload">Enter the reference number and upload the receipt on the payment page.</Translate>
          </li>
          <li>
            <Translate id="pricing.how.approve">
              An administrator checks it and turns on premium; the premium page shows where it stands.
            </Translate>
          </li>
        </ol>
        {PAYMENT_DETAILS_ARE_DEMO && (
          <p className="alert alert--warning">
            <Translate id="pricing.demoValues">
              The price, access period and payment details on this copy of the site are placeholder values.
            </Translate>
          </p>
        )}
        <p>
          <Translate id="pricing.pro" values={{link: <Link to="/pro">{translate({id: 'pricing.proLink', message: 'Pro plan'})}</Link>}}>
            {'Preparing a whole class? See the {link} for review centres and schools.'}
          </Translate>
        </p>
      </section>
    </>
  );
}
