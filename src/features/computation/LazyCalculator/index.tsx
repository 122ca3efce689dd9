import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LazyMount from '@site/src/components/LazyMount';

const load = () => import('../Calculator');

/** Query keys a shared calculator link carries (kept here so this file imports nothing heavy). */
const KEYS = ['fob', 'exchangeRate', 'freight', 'dutyRate', 'currency'];
const eager = (): boolean => {
  const params = new URLSearchParams(window.location.search);
  return KEYS.some((k) => params.has(k));
};

/**
 * The duty and tax calculator for MDX pages. Only this small wrapper is in the
 * page's bundle; the calculator and the engine load when the reader nears it.
 */
export default function LazyCalculator(): ReactNode {
  return (
    <LazyMount
      id="calculator-tool"
      space="calculator"
      load={load}
      eager={eager}
      componentProps={{shareAnchor: 'calculator-tool'}}
      what={translate({id: 'computation.lazy.calculator', message: 'the duty and tax calculator'})}
    />
  );
}
