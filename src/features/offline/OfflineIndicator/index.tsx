import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useOnline} from '../useOnline';
import styles from './styles.module.css';

/** A bar at the foot of the screen while the browser has no connection. */
export default function OfflineIndicator(): ReactNode {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.bar}>
      {online ? null : (
        <p className={styles.text}>
          <Translate id="offline.indicator.text">
            You are offline. Pages you have opened still work, and your answers are kept on this device until
            the connection is back.
          </Translate>{' '}
          <Link to="/offline">
            <Translate id="offline.indicator.link">What works offline</Translate>
          </Link>
        </p>
      )}
    </div>
  );
}
