import {prepareIndex, type PreparedIndex, parseSearchIndex} from '@site/src/domain/search';

const cache = new Map<string, Promise<PreparedIndex>>();

/**
 * Fetches the static index at `url` once per page load and prepares it for
 * matching. The only network call the search makes (DESIGN.md §8). A failed
 * load is forgotten, so the next call tries again.
 */
export function loadSearchIndex(url: string): Promise<PreparedIndex> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => prepareIndex(parseSearchIndex(json)));
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
