/**
 * Front matter and the blog's YAML files, read with the `yaml` package. Docusaurus reads the same
 * `---` block at the top of a page as YAML; this module gives the check its values and the line of
 * each key, so a problem can point at the line.
 */
import {LineCounter, isMap, isScalar, parseDocument} from 'yaml';

/** A YAML syntax problem, with the 1-based line of the file it is on. */
export interface YamlError {
  line: number;
  message: string;
}

/** A page split into its front matter and its markdown body. */
export interface FrontMatter {
  /** The front matter as plain values (strings trimmed; see `tidy`). */
  data: Record<string, unknown>;
  /** The line of each top-level key. */
  lines: Record<string, number>;
  /** Everything after the closing `---` line. */
  body: string;
  /** The 1-based line on which `body` starts. */
  bodyLine: number;
  hasFrontMatter: boolean;
  errors: YamlError[];
}

/** An opening `---` line, the YAML, a closing `---` line (the YAML may be empty). */
const BLOCK = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Strings trimmed, at any depth: a folded (`>`) or literal (`|`) block keeps a final newline under
 * YAML's default chomping, and the check compares text, not layout.
 */
function tidy(v: unknown): unknown {
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return v.map(tidy);
  if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, tidy(x)]));
  return v;
}

interface ParsedYaml {
  value: unknown;
  lines: Record<string, number>;
  errors: YamlError[];
}

/** Parse YAML text that starts on line `firstLine` of its file. */
function parseYaml(text: string, firstLine: number): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range) lines[String(pair.key.value)] = fileLine(pair.key.range[0]);
    }
  }
  const errors = doc.errors.map((e) => ({
    line: (e.linePos?.[0].line ?? 1) + firstLine - 1,
    // yaml's message ends with its own position ("at line 1, column 8:"), which is not the file's.
    message: (e.message.split('\n')[0] ?? e.message).replace(/ at line \d+, column \d+:?$/, ''),
  }));
  return {value: tidy(doc.toJS()), lines, errors};
}

/**
 * Split a page into its front matter (YAML) and body. `bodyLine` is the 1-based line on which the
 * body starts; `lines` maps each key to its line; `errors` lists YAML syntax errors.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const src = text.replace(/\r\n?/g, '\n');
  const block = BLOCK.exec(src);
  if (!block) return {data: {}, lines: {}, body: src, bodyLine: 1, hasFrontMatter: false, errors: []};
  const yaml = parseYaml(block[1] ?? '', 2);
  return {
    data: isRecord(yaml.value) ? yaml.value : {},
    lines: yaml.lines,
    body: src.slice(block[0].length),
    bodyLine: block[0].split('\n').length,
    hasFrontMatter: true,
    errors: yaml.errors,
  };
}

/** A YAML map of records, such as blog/authors.yml and blog/tags.yml. */
export type YamlMap = Record<string, Record<string, unknown>>;

/**
 * The top-level entries of a YAML map file with their fields, and its syntax errors. An entry with
 * no fields (`cmta:`) or a plain value is kept with no fields: it is still declared.
 */
export function readYamlMap(text: string): {map: YamlMap; errors: YamlError[]} {
  const yaml = parseYaml(text.replace(/\r\n?/g, '\n'), 1);
  const map: YamlMap = {};
  if (isRecord(yaml.value)) {
    for (const [key, value] of Object.entries(yaml.value)) map[key] = isRecord(value) ? value : {};
  }
  return {map, errors: yaml.errors};
}

/** Top-level keys of a YAML map file (authors.yml, tags.yml) with their fields. */
export function parseYamlMap(text: string): YamlMap {
  return readYamlMap(text).map;
}
