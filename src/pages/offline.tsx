import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';
import StatusMessage from '@site/src/components/StatusMessage';
import {SaveForOffline, useOnline} from '@site/src/features/offline';

/**
 * What works without a connection, and "Save the whole reviewer for offline".
 * The service worker also shows this page for a page that was never opened
 * on this device while it is offline.
 */
export default function Offline(): ReactNode {
  const online = useOnline();
  return (
    <PageShell
      title={translate({id: 'offline.title', message: 'Study offline'})}
      description={translate({
        id: 'offline.description',
        message: 'Keep the reviewer on your phone and study without a connection.',
      })}>
      {!online && (
        <StatusMessage kind="info">
          <Translate id="offline.notSaved">
            You are offline. If you were opening another page, it has not been kept on this device yet; pages
            you opened before still work.
          </Translate>
        </StatusMessage>
      )}
      <p>
        <Translate id="offline.intro">
          Every reviewer page and question bank you open is kept on this device, so it opens again without a
          connection. Quiz answers given offline are kept here too, and reach your account when the
          connection is back.
        </Translate>
      </p>
      <Heading as="h2">
        <Translate id="offline.save.heading">Save the whole reviewer</Translate>
      </Heading>
      <p>
        <Translate id="offline.save.intro">
          Studying where there is no signal? Save everything at once while you are on Wi-Fi.
        </Translate>
      </p>
      <SaveForOffline />
      <p>
        <Link to="/docs/intro">
          <Translate id="offline.backToReviewer">Go to the reviewer</Translate>
        </Link>
      </p>
    </PageShell>
  );
}
