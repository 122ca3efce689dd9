import {lazy, Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PremiumGate from './PremiumGate';

// The fetch and the markdown renderer load only for premium users.
const PremiumContent = lazy(() => import('./PremiumContent'));

interface Props {
  /** `premiumContent/{slug}`: the body to show. */
  readonly slug: string;
  /** This page's path, for the sign-in redirect. */
  readonly returnTo: string;
}

/** In a doc page: the premium body for premium users, the upgrade path for everyone else. */
export default function PremiumBody({slug, returnTo}: Props): ReactNode {
  return (
    <PremiumGate returnTo={returnTo}>
      <Suspense
        fallback={
          <p role="status">
            <Translate id="premium.body.loading">Loading the premium reviewer...</Translate>
          </p>
        }>
        <PremiumContent slug={slug} />
      </Suspense>
    </PremiumGate>
  );
}
