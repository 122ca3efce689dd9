/** Test stand-in for `@docusaurus/useIsBrowser`: component tests render in the (hydrated) browser. */
export default function useIsBrowser(): boolean {
  return true;
}
