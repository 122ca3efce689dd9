import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LazyMount from '@site/src/components/LazyMount';
import {codeFromLocation} from '@site/src/domain/hs';

const load = () => import('../Explorer');
const eager = (): boolean => codeFromLocation(window.location.search) !== null;

/**
 * The HS explorer's place on a docs page: a reserved space whose code (the
 * explorer and its data) loads when it nears the viewport, or at once when
 * the address names a code (?hs=847130).
 */
export default function LazyExplorer(): ReactNode {
  return (
    <LazyMount
      id="hs-explorer"
      space="explorer"
      load={load}
      eager={eager}
      componentProps={{}}
      what={translate({id: 'hs.what', message: 'the HS 2022 explorer'})}
    />
  );
}
