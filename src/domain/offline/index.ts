/**
 * Offline reading, the pure part: what the service worker caches and keeps
 * (cacheRules.mjs, plain JavaScript because the worker imports it directly)
 * and the offline pack's shape, shared by the build (plugins/offline, the PWA
 * precache list in docusaurus.config.ts) and the site (src/features/offline).
 */
export * from './cacheRules.mjs';
export type {OfflinePack} from './pack';
