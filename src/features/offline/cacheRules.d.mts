// Types of cacheRules.mjs (plain JavaScript, shared with the service worker).
export declare const CACHES: {readonly pages: string; readonly assets: string; readonly meta: string};
export declare function isShellFile(rel: string): boolean;
export declare function isPremiumFile(rel: string): boolean;
export declare function precacheCandidates(rel: string): string[];
export declare function assetRefs(html: string, pageUrl: string, scope: string): string[];
export declare function buildOf(refs: readonly string[]): string | null;
export declare function filesToKeep(state: {
  current: readonly string[];
  pages: readonly {refs: readonly string[]; build: string | null}[];
  builds: ReadonlyMap<string, readonly string[]>;
}): Set<string>;
