/**
 * CMTA citations: every link into the navigator (docs/CMTA-fulltext.md) and every plain "CMTA Sec.
 * NNN" must name a section of the Act. Read on the raw text of any file (pages and JSON alike), so
 * a citation is caught wherever it is written: prose, a JSX attribute, a question bank string.
 */

/** The 1-based line of each character index of `text` (binary search over the line starts). */
function lineFinder(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * Links into the navigator: [x](./CMTA-fulltext.md#sec-423), (/docs/CMTA-fulltext#sec-423),
 * href="...CMTA-fulltext#..."; on the navigator page itself, (#sec-423). Returns {anchor, line}.
 */
export function findNavigatorLinks(
  text: string,
  {isNavigator = false}: {isNavigator?: boolean} = {},
): {anchor: string; line: number}[] {
  const out: {anchor: string; line: number}[] = [];
  const lineAt = lineFinder(text);
  const re = /(?:\]\(|href=["'{]+)([^)"'\s]*?)#([\w-]+)(?=[)"'\s}])/g;
  for (const m of text.matchAll(re)) {
    const target = m[1] ?? '';
    const intoNavigator = /(^|\/)CMTA-fulltext(\.mdx?)?\/?$/.test(target) || (isNavigator && target === '');
    if (intoNavigator) out.push({anchor: m[2] ?? '', line: lineAt(m.index)});
  }
  return out;
}

const SEC_NUM = String.raw`\d{3,4}(?:\([A-Za-z0-9]+\))*`;
const SEC_JOIN = String.raw`\s*(?:,|\band\b|\bor\b|\bto\b|\bthrough\b|–|—|-)\s*(?:Secs?\.\s*|Sections?\s+)?`;
const LEAD = new RegExp(
  String.raw`\b(?:CMTA|RA\s*(?:No\.\s*)?10863)(?:\s*\((?:RA\s*(?:No\.\s*)?10863|CMTA)\))?,?\s+(?:Secs?\.|Sections?)\s*(${SEC_NUM}(?:${SEC_JOIN}${SEC_NUM})*)`,
  'g',
);
const TRAIL = /\b(?:Sec\.|Section)\s*(\d{3,4})(?:\([A-Za-z0-9]+\))*\s+of\s+(?:the\s+)?(?:CMTA|RA\s*10863)\b/g;

/**
 * Plain-text citations of CMTA sections: "CMTA Sec. 423", "CMTA Secs. 700–708 and 710",
 * "CMTA (RA 10863) Sec. 1106", "CMTA Section 402", "Sec. 423 of the CMTA". Returns {number, line}.
 */
export function findCmtaCitations(text: string): {number: number; line: number}[] {
  const out: {number: number; line: number}[] = [];
  const lineAt = lineFinder(text);
  for (const m of text.matchAll(LEAD)) {
    for (const n of (m[1] ?? '').matchAll(/(?<![\d(])(\d{3,4})(?![\d)])/g)) {
      out.push({number: Number(n[1]), line: lineAt(m.index)});
    }
  }
  for (const m of text.matchAll(TRAIL)) out.push({number: Number(m[1]), line: lineAt(m.index)});
  // "CMTA Sec. 402 and Sec. 407 of the CMTA" is read by both patterns: count each citation once.
  const seen = new Set<string>();
  return out.filter((c) => {
    const key = `${c.number}@${c.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Problems with the CMTA citations of one file. */
export function checkCitations({
  file,
  text,
  sectionNumbers,
  navigatorAnchors = new Set(),
  isNavigator = false,
}: {
  file: string;
  text: string;
  sectionNumbers: ReadonlySet<number>;
  navigatorAnchors?: ReadonlySet<string>;
  isNavigator?: boolean;
}): string[] {
  const problems: string[] = [];
  for (const l of findNavigatorLinks(text, {isNavigator})) {
    const sec = /^sec-(\d+)$/.exec(l.anchor);
    if (sec) {
      if (!sectionNumbers.has(Number(sec[1]))) {
        problems.push(`${file}:${l.line}: links to #${l.anchor}, but the CMTA has no Sec. ${sec[1]}`);
      }
    } else if (!navigatorAnchors.has(l.anchor)) {
      problems.push(`${file}:${l.line}: links to #${l.anchor}, which is not an anchor of the CMTA navigator`);
    }
  }
  for (const c of findCmtaCitations(text)) {
    if (!sectionNumbers.has(c.number)) {
      problems.push(
        `${file}:${c.line}: cites CMTA Sec. ${c.number}, which does not exist (the Act runs Sec. 100 to Sec. 1805)`,
      );
    }
  }
  return problems;
}
