/**
 * Feature styles load with their feature (DESIGN.md §11). Docusaurus gathers
 * every stylesheet of the site into one render-blocking styles.css (its
 * `styles` cache group), so the quiz, calculator and explorer styles weighed
 * on every docs page's first paint (issue 16: 22 KB gzip against stock's 15).
 * This keeps in styles.css only the CSS of modules in the first-load bundle or
 * in a route's own chunk (what a page renders on the server, so no page shows
 * unstyled); CSS reached only through a lazy import() (a feature opened on
 * use) goes into that chunk's own stylesheet, which loads with it.
 */
import type {Plugin} from '@docusaurus/types';

interface ChunkLike {
  readonly name?: string | undefined;
  canBeInitial(): boolean;
}
interface TestContext {
  readonly chunkGraph: {getModuleChunks(module: unknown): readonly ChunkLike[]};
}
interface CacheGroup {
  test?: unknown;
}

/** Whether a stylesheet module belongs in the global styles.css. */
export function isGlobalStyle(module: unknown, context: TestContext | undefined): boolean {
  if (!context) return true; // no chunk graph: keep the stock behaviour
  const chunks = context.chunkGraph.getModuleChunks(module);
  // Route chunks are the named ones (the registry names each); lazy feature chunks have no name.
  return chunks.length === 0 || chunks.some((c) => c.canBeInitial() || Boolean(c.name));
}

export default function featureCssPlugin(): Plugin {
  return {
    name: 'feature-css',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      const styles =
        !isServer && splitChunks
          ? (splitChunks.cacheGroups as Record<string, CacheGroup | false> | undefined)?.styles
          : undefined;
      if (styles) styles.test = (module: unknown, context?: TestContext) => isGlobalStyle(module, context);
      return {};
    },
  };
}
