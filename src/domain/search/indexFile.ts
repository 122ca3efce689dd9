/**
 * The index file's name under each locale's baseUrl. Its own module, so the
 * navbar trigger can import it without pulling anything else into the
 * first-load bundle.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';
