import {type ComponentType, type ReactNode, useEffect, useRef} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useLazyComponent} from './useLazyComponent';
import styles from './styles.module.css';

/** Reserved heights per component, so the page does not jump when it arrives. */
type LazySpace = 'calculator' | 'practice' | 'drill' | 'explorer';

interface Props<P extends object> {
  /** The element id, a link target for shared URLs (e.g. 'calculator'). */
  readonly id: string;
  readonly space: LazySpace;
  /** e.g. import('../Calculator'); define it once at module level. */
  readonly load: () => Promise<{default: ComponentType<P>}>;
  /** True when the component must load at once (checked once, in the browser). */
  readonly eager: () => boolean;
  readonly componentProps: P;
  /** What is loading, e.g. "the duty and tax calculator". */
  readonly what: string;
}

/**
 * A placeholder that keeps the component's space, shows a loading state, loads
 * the component on demand (see useLazyComponent) and offers Retry if the
 * download fails.
 */
export default function LazyMount<P extends object>({
  id,
  space,
  load,
  eager,
  componentProps,
  what,
}: Props<P>): ReactNode {
  const {ref, state, start} = useLazyComponent(load, eager);
  const retried = useRef(false);

  // After a retry succeeds, put focus where the Retry button was.
  useEffect(() => {
    if (state.status === 'ready' && retried.current) {
      retried.current = false;
      ref.current?.focus();
    }
  }, [state, ref]);

  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      className={clsx(styles.space, styles[space])}
      data-lazy={state.status}>
      {state.status === 'ready' ? (
        <state.Component {...componentProps} />
      ) : state.status === 'error' ? (
        <div className={clsx('alert alert--danger', styles.message)} role="alert">
          <p>
            <Translate id="computation.lazy.failed" values={{what}}>
              {'Could not load {what}. Check your connection, then try again.'}
            </Translate>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              retried.current = true;
              start();
            }}>
            <Translate id="computation.lazy.retry">Retry</Translate>
          </button>
        </div>
      ) : (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Translate id="computation.lazy.loading" values={{what}}>
            {'Loading {what}…'}
          </Translate>
        </p>
      )}
    </div>
  );
}
