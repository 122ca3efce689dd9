/**
 * The copy check: no run of SHINGLE_WORDS words of our text may match the reference texts of the
 * law, looked up in the committed fingerprint (scripts/fingerprint-references.mjs).
 */
import {SHINGLE_WORDS, normaliseWords, runHashes, type decodeFingerprint} from '../fingerprint-references.mjs';
import type {Segment} from './segments';

/** A decoded reference fingerprint (decodeFingerprint in fingerprint-references.mjs). */
export type Fingerprint = ReturnType<typeof decodeFingerprint>;

/**
 * Runs of SHINGLE_WORDS+ words in `segments` whose hashes are in the reference fingerprint.
 * `allowed` is a Set of run hashes that may match (official section headings quoted as names).
 */
export function findCopiedRuns({
  file,
  segments,
  fingerprint,
  allowed = new Set(),
  size = fingerprint.header.shingleWords ?? SHINGLE_WORDS,
}: {
  file: string;
  segments: readonly Segment[];
  fingerprint: Fingerprint;
  allowed?: ReadonlySet<number>;
  size?: number;
}): string[] {
  const problems: string[] = [];
  for (const seg of segments) {
    const words: string[] = normaliseWords(seg.text);
    const hashes: number[] = runHashes(words, size);
    let start = -1;
    let end = -1;
    const report = () => {
      if (start < 0) return;
      const run = words.slice(start, end);
      problems.push(
        `${file}${seg.line ? `:${seg.line}` : ''}${seg.where ? ` (${seg.where})` : ''}: ${run.length} words match the reference text of the law; rewrite in your own words: "${run.join(' ')}"`,
      );
      start = -1;
    };
    hashes.forEach((h, i) => {
      if (!fingerprint.has(h) || allowed.has(h)) return;
      if (start >= 0 && i <= end) end = i + size;
      else {
        report();
        start = i;
        end = i + size;
      }
    });
    report();
  }
  return problems;
}

/** Hashes of every run inside the given phrases (e.g. official section headings). */
export function allowedRuns(phrases: readonly string[], size: number = SHINGLE_WORDS): Set<number> {
  const set = new Set<number>();
  for (const p of phrases) for (const h of runHashes(normaliseWords(p), size) as number[]) set.add(h);
  return set;
}

/** A section of the Act as data/cmta/sections.json has it. */
export interface CmtaSection {
  number: number;
  heading: string;
  gist: string;
  caution?: {title: string; text: string};
}

/** The Titles and chapters of the Act (data/cmta/structure.json). */
export interface CmtaStructure {
  titles: {
    roman: string;
    name: string;
    from: number;
    chapters: {number: number; name: string; from: number}[];
  }[];
}

/**
 * The Act's own names for its parts, as a page may quote them: "Sec. 1124 Settlement of Pending
 * Seizure Case ...", "Chapter 8 Civil Remedies for the Collection ...", "Title XI ...". Quoting a
 * name to cite a section is not copying a sentence, so runs inside these names may match.
 */
export function officialNames(structure: CmtaStructure, sections: readonly CmtaSection[]): string[] {
  const names: string[] = [];
  for (const s of sections) names.push(`Sec. ${s.number} ${s.heading}`, `Section ${s.number} ${s.heading}`);
  for (const t of structure.titles) {
    // The Act prints a heading straight before its first section ("... Sec. 800."), and the
    // navigator labels a one-section chapter "(Sec. 800)": the pair is still a name.
    names.push(`Title ${t.roman} ${t.name} Sec. ${t.from}`);
    for (const c of t.chapters) names.push(`Chapter ${c.number} ${c.name} Sec. ${c.from}`);
  }
  return names;
}

/** Text segments of a question bank: every string value, labelled with the question id. */
export function jsonSegments(value: unknown, where = ''): Segment[] {
  const out: Segment[] = [];
  const walk = (v: unknown, at: string, qid: string): void => {
    if (typeof v === 'string') {
      if (/\s/.test(v.trim())) out.push({line: 0, where: qid ? `${qid} ${at}` : at, text: v});
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`, qid));
    else if (v && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      const id = typeof record.id === 'string' && 'prompt' in record ? record.id : qid;
      for (const [k, x] of Object.entries(record)) walk(x, id !== qid ? k : at ? `${at}.${k}` : k, id);
    }
  };
  walk(value, where, '');
  return out;
}

/** Segments of the navigator data: gists and caution notes (headings are the Act's own names). */
export function cmtaDataSegments(sections: readonly CmtaSection[]): Segment[] {
  return sections.flatMap((s) => [
    {line: 0, where: `Sec. ${s.number} gist`, text: s.gist},
    ...(s.caution
      ? [{line: 0, where: `Sec. ${s.number} caution`, text: `${s.caution.title}. ${s.caution.text}`}]
      : []),
  ]);
}
