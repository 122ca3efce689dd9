/**
 * The static search index that `plugins/search-index` writes at build time
 * (one file per locale, `<baseUrl>search-index.json`) and the modal fetches
 * on first use. Only public text is in it: the plugin never indexes a
 * premium body (DESIGN.md §7).
 */

export const SEARCH_INDEX_VERSION = 1;

/**
 * One h2/h3/h4 section of a page: its heading, anchor and text. In the file
 * the anchor is left out when it is `defaultAnchor(heading)`.
 */
export interface IndexedSection {
  /** The heading's id; the section's URL is the page URL + `#` + anchor. */
  readonly anchor: string;
  readonly heading: string;
  /** The section's text up to the next indexed heading, whitespace collapsed. */
  readonly text: string;
}

export interface IndexedPage {
  /** The page's path, including the locale's baseUrl (`/fil/docs/intro`). */
  readonly url: string;
  readonly title: string;
  readonly kind: 'doc' | 'blog';
  /** The page's description (front matter or the first paragraph). */
  readonly description: string;
  /** The text before the first indexed heading. */
  readonly text: string;
  readonly sections: readonly IndexedSection[];
}

export interface SearchIndex {
  readonly version: typeof SEARCH_INDEX_VERSION;
  readonly pages: readonly IndexedPage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`search index: ${where}.${key} is not a string`);
  return value;
}

/**
 * The anchor a heading gets when the page does not set one: Docusaurus'
 * slug of the heading text (lower case, punctuation dropped, spaces to
 * hyphens), and `sec-<n>` for a heading that starts "Sec. <n>" (the CMTA
 * navigator's own ids). The index leaves out every anchor this gives right,
 * which keeps it small; the build checks each one (plugins/search-index).
 */
export function defaultAnchor(heading: string): string {
  const section = /^Sec\. (\d+)\b/.exec(heading);
  if (section) return `sec-${section[1]}`;
  return heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

function parseSection(value: unknown, where: string): IndexedSection {
  if (!isRecord(value)) throw new Error(`search index: ${where} is not an object`);
  const heading = str(value, 'heading', where);
  const anchor = value.anchor === undefined ? defaultAnchor(heading) : str(value, 'anchor', where);
  return {anchor, heading, text: str(value, 'text', where)};
}

function parsePage(value: unknown, where: string): IndexedPage {
  if (!isRecord(value)) throw new Error(`search index: ${where} is not an object`);
  const kind = value.kind;
  if (kind !== 'doc' && kind !== 'blog') throw new Error(`search index: ${where}.kind is not 'doc' or 'blog'`);
  const sections = value.sections;
  if (!Array.isArray(sections)) throw new Error(`search index: ${where}.sections is not a list`);
  return {
    url: str(value, 'url', where),
    title: str(value, 'title', where),
    kind,
    description: str(value, 'description', where),
    text: str(value, 'text', where),
    sections: sections.map((s: unknown, i) => parseSection(s, `${where}.sections[${i}]`)),
  };
}

/**
 * Checks that fetched JSON is a search index of the version this client
 * understands, and returns it typed. Throws a message naming the bad field.
 */
export function parseSearchIndex(json: unknown): SearchIndex {
  if (!isRecord(json)) throw new Error('search index: not an object');
  if (json.version !== SEARCH_INDEX_VERSION) {
    throw new Error(`search index: version ${String(json.version)}, expected ${SEARCH_INDEX_VERSION}`);
  }
  const pages = json.pages;
  if (!Array.isArray(pages)) throw new Error('search index: pages is not a list');
  return {version: SEARCH_INDEX_VERSION, pages: pages.map((p: unknown, i) => parsePage(p, `pages[${i}]`))};
}
