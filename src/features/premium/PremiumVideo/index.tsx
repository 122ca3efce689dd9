import {lazy, Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PremiumGate from '../PremiumBody/PremiumGate';

// The player and the video bytes load only for premium users.
const VideoPlayer = lazy(() => import('./VideoPlayer'));

interface Props {
  /** This page's path, for the sign-in redirect. */
  readonly returnTo: string;
}

/** In a doc page: the premium video for premium users, the upgrade path for everyone else. */
export default function PremiumVideo({returnTo}: Props): ReactNode {
  return (
    <PremiumGate returnTo={returnTo}>
      <Suspense
        fallback={
          <p role="status">
            <Translate id="premium.video.loading">Loading the video...</Translate>
          </p>
        }>
        <VideoPlayer />
      </Suspense>
    </PremiumGate>
  );
}
