// Types of cacheRules.mjs (plain JavaScript, shared with the service worker).
export declare const CACHES: {readonly pages: string; readonly assets: string};
export declare function isShellFile(rel: string): boolean;
export declare function isPremiumFile(rel: string): boolean;
export declare function precacheCandidates(rel: string): string[];
