/**
 * A small HTML tokenizer for the pages Docusaurus writes: React's server
 * output after its minifier, which leaves attributes unquoted where it can
 * and drops optional end tags (</p>, </li>). It reads start tags with their
 * attributes, end tags and text; comments, doctypes and the bodies of
 * <script> and <style> are skipped. It builds no tree: the extractor keeps
 * only the little structure it needs.
 */

export type Token =
  | {readonly type: 'start'; readonly name: string; readonly attrs: ReadonlyMap<string, string>; readonly selfClosing: boolean}
  | {readonly type: 'end'; readonly name: string}
  | {readonly type: 'text'; readonly text: string};

/** Elements that never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

const RAW_TEXT = new Set(['script', 'style']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c',
  rdquo: '\u201d', copy: '\u00a9', reg: '\u00ae', times: '\u00d7', middot: '\u00b7', sect: '\u00a7',
  peso: '\u20b1',
};

/** Decodes character references; an unknown named one is left as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const NAME_CHAR = /[^\s/>=]/;
const SPACE = /\s/;

function parseStartTag(html: string, from: number): {token: Token; end: number} {
  let i = from + 1;
  while (i < html.length && NAME_CHAR.test(html.charAt(i))) i += 1;
  const name = html.slice(from + 1, i).toLowerCase();
  const attrs = new Map<string, string>();
  let selfClosing = false;
  while (i < html.length) {
    const ch = html.charAt(i);
    if (ch === '>') {
      i += 1;
      break;
    }
    if (SPACE.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '/') {
      selfClosing = html.charAt(i + 1) === '>';
      i += 1;
      continue;
    }
    const nameStart = i;
    while (i < html.length && NAME_CHAR.test(html.charAt(i))) i += 1;
    const attr = html.slice(nameStart, i).toLowerCase();
    if (i === nameStart) {
      i += 1; // a stray '=': skip it
      continue;
    }
    while (SPACE.test(html.charAt(i))) i += 1;
    let value = '';
    if (html.charAt(i) === '=') {
      i += 1;
      while (SPACE.test(html.charAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !SPACE.test(html.charAt(i)) && html.charAt(i) !== '>') i += 1;
        value = html.slice(valueStart, i);
      }
    }
    attrs.set(attr, decodeEntities(value));
  }
  return {token: {type: 'start', name, attrs, selfClosing}, end: i};
}

/** Splits HTML into start tags, end tags and (decoded) text, in document order. */
export function* tokenize(html: string): Generator<Token> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) yield {type: 'text', text: decodeEntities(html.slice(i, textEnd))};
    if (lt < 0) return;
    const next = html.charAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      i = close < 0 ? html.length : close + 1;
    } else if (next === '/') {
      const close = html.indexOf('>', lt);
      const name = html.slice(lt + 2, close < 0 ? html.length : close).trim().toLowerCase();
      yield {type: 'end', name};
      i = close < 0 ? html.length : close + 1;
    } else if (/[a-z]/i.test(next)) {
      const {token, end} = parseStartTag(html, lt);
      yield token;
      i = end;
      if (token.type === 'start' && RAW_TEXT.has(token.name)) {
        const close = new RegExp(`</${token.name}`, 'ig');
        close.lastIndex = i;
        i = close.exec(html)?.index ?? html.length;
      }
    } else {
      yield {type: 'text', text: '<'};
      i = lt + 1;
    }
  }
}
