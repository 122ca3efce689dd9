/**
 * Site search, the pure part: the index format, query parsing, word
 * normalization and synonyms, matching and ranking, excerpts. No React, no
 * I/O: the search plugin builds the index with these types, the search UI
 * (src/features/search) and `npm run bench:search` match with them.
 */
export * from './highlight';
export * from './indexFile';
export * from './normalize';
export * from './query';
export * from './search';
export * from './sections';
export * from './synonyms';
export * from './types';
export * from './vocabulary';
