import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LazyMount from '@site/src/components/LazyMount';

const load = () => import('../ValuationDrill');

const eager = (): boolean => new URLSearchParams(window.location.search).has('drill');

/** The valuation drills for MDX pages, loaded on demand (see LazyCalculator). */
export default function LazyValuationDrill(): ReactNode {
  return (
    <LazyMount
      id="drill-tool"
      space="drill"
      load={load}
      eager={eager}
      componentProps={{}}
      what={translate({id: 'computation.lazy.drill', message: 'the valuation drills'})}
    />
  );
}
