import {useSyncExternalStore} from 'react';

/**
 * Whether search is open, kept outside the navbar. Docusaurus renders the
 * navbar inside each layout (docs, blog, pages), so moving between them mounts
 * a new search button; Ctrl+K pressed while the next page was still loading
 * opened search in the old navbar and was lost with it.
 */
let open = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function setSearchOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const onChange of listeners) onChange();
}

/** Closed during server rendering and hydration. */
export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
