/**
 * The code highlighter loads with the first code block, not on every page
 * (DESIGN.md §11; issue 16).
 *
 * The classic theme registers a client module, `lib/prism-include-languages`,
 * that imports prism-react-renderer (Prism and its bundled grammars) and hands
 * it to `@theme/prism-include-languages` for `prism.additionalLanguages`. As a
 * client module it sits in main.js: every page downloads the highlighter and
 * builds its grammars at start-up (about 50 ms of main-thread time on a
 * mid-range phone), though no page of this site shows code today.
 *
 * This plugin swaps that client module for an empty one. Highlighting still
 * works wherever a code block appears: `src/theme/CodeBlock` (a wrapper of the
 * original) loads the block and the highlighter with React.lazy, and its
 * `highlighter.ts` runs the theme's `prismIncludeLanguages` first, as the
 * client module did. The server render resolves the lazy chunk, so the
 * built HTML keeps the highlighted code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The classic theme's client module (not the `theme/prism-include-languages` component, which stays). */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export const EMPTY_CLIENT_MODULE = path.join(__dirname, 'noClientModule.js');

export default function lazyHighlighterPlugin(): Plugin {
  return {
    name: 'lazy-highlighter',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_CLIENT_MODULE)],
      };
    },
  };
}
