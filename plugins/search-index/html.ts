import {Parser} from 'htmlparser2';

/**
 * The pages Docusaurus writes (React's server output after its minifier, with
 * unquoted attributes and dropped optional end tags such as </p> and </li>),
 * read by htmlparser2 into a flat stream of start tags, end tags and decoded
 * text, in document order. Comments, doctypes and the bodies of <script> and
 * <style> are left out. No tree is built: the extractor keeps only the little
 * structure it needs.
 */

export type Token =
  | {readonly type: 'start'; readonly name: string; readonly attrs: ReadonlyMap<string, string>}
  | {readonly type: 'end'; readonly name: string}
  | {readonly type: 'text'; readonly text: string};

/** Elements that never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

const RAW_TEXT = new Set(['script', 'style']);

/**
 * Splits HTML into tokens. Every element but a void one gets an end tag: one
 * the parser infers (a <p> closed by the next block, a self-closed <path/> in
 * SVG, an element still open at the end) is given like a written one.
 */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let rawText = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        tokens.push({type: 'start', name, attrs: new Map(Object.entries(attribs))});
        if (RAW_TEXT.has(name)) rawText += 1;
      },
      onclosetag(name, isImplied) {
        if (isImplied && VOID_ELEMENTS.has(name)) return;
        if (RAW_TEXT.has(name)) rawText -= 1;
        tokens.push({type: 'end', name});
      },
      ontext(text) {
        if (rawText > 0) return;
        const last = tokens[tokens.length - 1];
        // The parser may hand one run of text over in pieces: keep it one token.
        if (last?.type === 'text') tokens[tokens.length - 1] = {type: 'text', text: last.text + text};
        else tokens.push({type: 'text', text});
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return tokens;
}
