import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LazyMount from '@site/src/components/LazyMount';

const load = () => import('../Practice');

const eager = (): boolean => new URLSearchParams(window.location.search).has('seed');

/** The practice-problem generator for MDX pages, loaded on demand (see LazyCalculator). */
export default function LazyPractice(): ReactNode {
  return (
    <LazyMount
      id="practice-tool"
      space="practice"
      load={load}
      eager={eager}
      componentProps={{shareAnchor: 'practice-tool'}}
      what={translate({id: 'computation.lazy.practice', message: 'the practice problems'})}
    />
  );
}
