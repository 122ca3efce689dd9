/** The HS 2022 explorer (issue 15): the public face of the feature. */
export {default as LazyExplorer} from './LazyExplorer';
;
/** The explorer itself, for a drill's "browse the nomenclature" panel (picker mode: onPick). */
export const loadExplorer = () => import('./Explorer');
