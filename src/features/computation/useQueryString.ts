import {useSyncExternalStore} from 'react';

const subscribe = (): (() => void) => () => undefined;
const clientSearch = (): string => window.location.search;
const serverSearch = (): null => null;

/**
 * The page's query string in the browser, or null while rendering on the
 * server and hydrating. Components key their state on `=== null` so that the
 * browser render starts again from the URL once, without an effect.
 */
export function useQueryString(): string | null {
  return useSyncExternalStore(subscribe, clientSearch, serverSearch);
}
