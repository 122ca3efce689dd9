import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_INDEX_FILE} from '../../src/domain/search';
import {buildSearchIndex, indexPage, serializeIndex} from './buildIndex';
import {collectPages} from './collect';

/**
 * Writes `<outDir>/search-index.json` after each locale's build (DESIGN.md
 * §8): every public doc and blog post of that locale, with its sections,
 * read from the HTML the build produced, so the index holds exactly what a
 * visitor can read. The search modal fetches it on first use.
 */
export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, baseUrl, plugins, routesBuildMetadata}) {
      const sources = collectPages(plugins, (url) => routesBuildMetadata[url]?.noIndex === true);
      const pages = await Promise.all(
        sources.map(async (source) => {
          const relative = source.url.startsWith(baseUrl) ? source.url.slice(baseUrl.length) : source.url;
          const file = path.join(outDir, relative, 'index.html');
          const html = await fs.readFile(file, 'utf8').catch(() => fs.readFile(path.join(outDir, `${relative}.html`), 'utf8'));
          return indexPage(source, html);
        }),
      );
      const json = serializeIndex(buildSearchIndex(pages));
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), json);
      const sections = pages.reduce((n, p) => n + p.sections.length, 0);
      const kb = (n: number): string => (n / 1024).toFixed(1);
      console.log(
        `[search-index] ${baseUrl}${SEARCH_INDEX_FILE}: ${pages.length} pages, ${sections} sections, ` +
          `${kb(Buffer.byteLength(json))} KB (${kb(gzipSync(json).length)} KB gzip)`,
      );
    },
  };
}
