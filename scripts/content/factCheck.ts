/**
 * The confirmed-amounts check: read every sentence of a page's segments with the FACTS patterns
 * (facts.ts), and report an amount stated differently from facts.md.
 */
import {FACTS, type Fact} from './facts';
import type {Segment} from './segments';

/** Sentences of a plain-text segment (splits after . ! ? unless the dot ends "Sec." and friends). */
export function sentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z₱"“(*0-9])/);
  const out: string[] = [];
  for (const p of parts) {
    const last = out.length - 1;
    if (
      last >= 0 &&
      /\b(?:Sec|Secs|No|Nos|Art|Arts|Res|e\.g|i\.e|vs|Rep|Inc|Corp|Co|para|s)\.$/.test(out[last] ?? '')
    ) {
      out[last] += ` ${p}`;
    } else out.push(p);
  }
  return out;
}

const normAmount = (a: string) => a.replace(/\.0+$/, '').replace(/\s/g, '');

/** One statement of a FACTS amount: what it says, whether that is right, where. */
export interface FactStatement {
  fact: Fact;
  got: string;
  ok: boolean;
  line: number;
  quote: string;
}

/**
 * Every statement of a FACTS amount in `segments` (from markdownSegments with rows): an array of
 * {fact, got, ok, line, quote}. Used by checkFacts and by `--facts` to show what is checked.
 */
export function factStatements({
  segments,
  facts = FACTS,
}: {
  segments: readonly Segment[];
  facts?: readonly Fact[];
}): FactStatement[] {
  const out: FactStatement[] = [];
  for (const seg of segments) {
    for (const s of sentences(seg.text)) {
      for (const fact of facts) {
        if (!fact.topic.test(s) && !(fact.sectionTopic && fact.topic.test(seg.section ?? ''))) continue;
        if (fact.unless?.test(s)) continue;
        for (const re of fact.patterns) {
          for (const m of s.matchAll(re)) {
            const got = normAmount(m[1] ?? '');
            out.push({fact, got, ok: fact.expected.includes(got), line: seg.line, quote: m[0].trim()});
          }
        }
      }
    }
  }
  return out;
}

/** The problems among fact statements: each amount stated differently from facts.md. */
export function factProblems(file: string, statements: readonly FactStatement[]): string[] {
  return statements
    .filter((st) => !st.ok)
    .map(
      (st) =>
        `${file}:${st.line}: states the ${st.fact.label} as ${st.got} ("${st.quote}"); facts.md confirms ${st.fact.expected.join(' / ')} (${st.fact.source})`,
    );
}

/** Problems where a confirmed amount is stated differently. `segments` from markdownSegments. */
export function checkFacts({
  file,
  segments,
  facts = FACTS,
}: {
  file: string;
  segments: readonly Segment[];
  facts?: readonly Fact[];
}): string[] {
  return factProblems(file, factStatements({segments, facts}));
}
