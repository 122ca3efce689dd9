import {tokenize, VOID_ELEMENTS} from './html';

/**
 * Reads the searchable text of one built doc or blog page: the article body
 * only (the element with class `markdown`), cut into the part before the
 * first heading and one section per h2/h3/h4 that has an id. Navigation,
 * buttons, icons, the "#" heading links and anything marked premium are left
 * out. Of a collapsed <details> block only the <summary> is read: the pages
 * use them for self-test answers, which a search excerpt should not give
 * away (and which would make the index larger for no use).
 */

interface ExtractedSection {
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
}

export interface ExtractedPage {
  /** The text before the first indexed heading. */
  readonly text: string;
  readonly sections: readonly ExtractedSection[];
  /** False when the page has no `markdown` element (nothing was read). */
  readonly foundContent: boolean;
}

/**
 * Attributes that keep an element's text out of the index. `data-premium`
 * marks premium content (DESIGN.md §7); `data-search-exclude` anything else.
 */
const EXCLUDING_ATTRIBUTES = ['data-premium', 'data-search-exclude'] as const;

const SKIPPED_ELEMENTS = new Set(['h1', 'nav', 'button', 'svg', 'footer', 'template', 'noscript', 'img']);
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Inline elements: their tags do not separate words. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's',
  'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var',
]);

function classes(attrs: ReadonlyMap<string, string>): string[] {
  return (attrs.get('class') ?? '').split(/\s+/);
}

function isSkipped(name: string, attrs: ReadonlyMap<string, string>): boolean {
  if (SKIPPED_ELEMENTS.has(name)) return true;
  if (EXCLUDING_ATTRIBUTES.some((a) => attrs.has(a))) return true;
  return name === 'a' && classes(attrs).includes('hash-link');
}

/** Collapses whitespace (and drops zero-width spaces) the way a reader sees the text. */
export function cleanText(text: string): string {
  return text.replace(/\u200b|\u200c|\u200d|\ufeff/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Follows one element until it closes, by counting elements of the same name
 * (the tokenizer gives every non-void element an end tag, inferred where the
 * minifier dropped it).
 */
class Depth {
  private depth = 1;
  constructor(readonly name: string) {}
  /** Returns true once the element has closed. */
  step(type: 'start' | 'end', name: string): boolean {
    if (name !== this.name) return false;
    this.depth += type === 'start' ? 1 : -1;
    return this.depth === 0;
  }
}

export function extractPage(html: string): ExtractedPage {
  const sections: {anchor: string; heading: string[]; text: string[]}[] = [];
  const intro: string[] = [];
  let root: Depth | null = null;
  let done = false;
  let skip: Depth | null = null;
  let heading: Depth | null = null;
  let details: Depth | null = null;
  let summary: Depth | null = null;

  const out = (): string[] => {
    const current = sections[sections.length - 1];
    if (!current) return intro;
    return heading ? current.heading : current.text;
  };

  for (const token of tokenize(html)) {
    if (done) break;
    if (!root) {
      if (token.type === 'start' && classes(token.attrs).includes('markdown') && !VOID_ELEMENTS.has(token.name)) {
        root = new Depth(token.name);
      }
      continue;
    }
    if (token.type === 'text') {
      if (!skip && (!details || summary)) out().push(token.text);
      continue;
    }
    const selfContained = token.type === 'start' && VOID_ELEMENTS.has(token.name);
    if (!selfContained && root.step(token.type, token.name)) {
      done = true;
      continue;
    }
    if (skip) {
      if (!selfContained && skip.step(token.type, token.name)) skip = null;
      continue;
    }
    if (token.type === 'start' && !selfContained && isSkipped(token.name, token.attrs)) {
      skip = new Depth(token.name);
      continue;
    }
    if (details && !selfContained) {
      if (details.step(token.type, token.name)) details = summary = null;
      else if (summary?.step(token.type, token.name)) summary = null;
      else if (token.type === 'start' && token.name === 'summary' && !summary) summary = new Depth('summary');
    } else if (token.type === 'start' && token.name === 'details') {
      details = new Depth('details');
    }
    if (token.type === 'start' && SECTION_HEADINGS.has(token.name) && token.attrs.has('id') && !heading && !details) {
      sections.push({anchor: token.attrs.get('id') ?? '', heading: [], text: []});
      heading = new Depth(token.name);
      continue;
    }
    if (heading && !selfContained && heading.step(token.type, token.name)) {
      heading = null;
      continue;
    }
    if (!INLINE.has(token.name)) out().push(' ');
  }

  return {
    text: cleanText(intro.join('')),
    sections: sections.map((s) => ({anchor: s.anchor, heading: cleanText(s.heading.join('')), text: cleanText(s.text.join(''))})),
    foundContent: root !== null,
  };
}
