import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';
import StatusMessage from '@site/src/components/StatusMessage';
import {SaveForOffline} from '@site/src/features/offline';

/**
 * What works without a connection, and "Save the whole reviewer for offline".
 * The service worker also shows this page for a page that was never opened
 * on this device while it is offline.
 */
export default function Offline(): ReactNode {
  // Set by the service worker when it sends an unsaved page here (read after hydration: the HTML has no query).
  const search = useLocation().search;
  const from = useIsBrowser() ? new URLSearchParams(search).get('from') : null;
  return (
    <PageShell
      title={translate({id: 'offline.title', message: 'Study offline'})}
      description={translate({
        id: 'offline.description',
        message: 'Keep the reviewer on your phone and study without a connection.',
      })}>
      {from && (
        <StatusMessage kind="info">
          <Translate id="offline.notSaved" values={{page: <code>{from}</code>}}>
            {'You are offline, and {page} has not been kept on this device yet. Pages you opened before still work.'}
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
