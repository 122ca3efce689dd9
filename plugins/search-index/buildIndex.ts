import {defaultAnchor, SEARCH_INDEX_VERSION, type IndexedPage, type SearchIndex} from '../../src/domain/search';
import {cleanText, extractPage} from './extract';
import type {PageSource} from './collect';

/**
 * One page's index entry from its metadata and built HTML. A premium page
 * (front matter `premium: true`) keeps its public title and description and
 * nothing of its body.
 */
export function indexPage(source: PageSource, html: string): IndexedPage {
  const base = {url: source.url, title: source.title, kind: source.kind, description: cleanText(source.description)};
  if (source.premium) return {...base, text: '', sections: []};
  const page = extractPage(html);
  if (!page.foundContent) throw new Error(`search-index: no article content found in the HTML of ${source.url}`);
  return {...base, text: page.text, sections: page.sections};
}

export function buildSearchIndex(pages: readonly IndexedPage[]): SearchIndex {
  return {version: SEARCH_INDEX_VERSION, pages};
}

/**
 * The index file's text: the index as JSON with each section's anchor left
 * out where the client derives the same one from its heading
 * (`defaultAnchor`), about 4% of the gzipped file.
 */
export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify({
    ...index,
    pages: index.pages.map((p) => ({
      ...p,
      sections: p.sections.map(({anchor, heading, text}) =>
        anchor === defaultAnchor(heading) ? {heading, text} : {anchor, heading, text},
      ),
    })),
  });
}
