/**
 * The cue limits of the bank check (issue 24, DESIGN.md §9): the cue model's
 * cross-validated hit rate, the key's length rank, the two single-cue rules
 * the audit measured (stem overlap, likeness to the other choices) and
 * "tick every long choice" on multiple-answer items, over the bank and per
 * subject. Pure: scripts/check-bank.mjs prints and enforces these figures.
 */
import {
  crossValidateCueModel,
  lengthRankShares,
  longChoicePrecision,
  singleCueRates,
  type CueModelReport,
} from './cueModel';
import type {MultipleQuestion, SingleQuestion} from './cueFeatures';
import type {Question} from './schema';

export const CUE_LIMITS = {
  /** The cue model may beat a blind guess by at most this much. */
  modelOverChanceMax: 0.05,
  /** The key's length rank: every rank between these shares. */
  rankShareMin: 0.2,
  rankShareMax: 0.3,
  /** A group is held to the rank limits once it has this many single-answer items (fewer are noise). */
  rankMinItems: 100,
  /** Picking the choice that shares most words with the stem, or is most like the others. */
  singleCueMax: 0.3,
  /** Ticking every long choice of a multiple-answer item may beat ticking at random by at most this much. */
  longChoiceOverBaseMax: 0.05,
  /**
   * ...nor fall this far below it: then ticking every SHORT choice would be
   * the cue. Wider than the first bound, as a few dozen items are noisy.
   */
  longChoiceUnderBaseMax: 0.1,
} as const;

export interface CueGroup {
  /** 'bank' or 'Subject n'. */
  readonly label: string;
  readonly items: number;
  readonly modelHitRate: number;
  readonly chance: number;
  /** Share of keys at each length rank, longest first. */
  readonly rankShares: readonly number[];
  readonly stemOverlap: number;
  readonly likeOthers: number;
}

export interface CueFigures {
  readonly model: CueModelReport;
  readonly groups: readonly CueGroup[];
  readonly multiple: {readonly items: number; readonly long: number; readonly base: number};
}

const isSingle = (q: Question): q is SingleQuestion => q.type === 'single';
const isMultiple = (q: Question): q is MultipleQuestion => q.type === 'multiple';

export function cueFigures(questions: readonly Question[]): CueFigures {
  const singles = questions.filter(isSingle);
  const multiples = questions.filter(isMultiple);
  const model = crossValidateCueModel(singles);
  const group = (label: string, list: readonly SingleQuestion[], hit: number, chance: number): CueGroup => {
    const rates = singleCueRates(list);
    return {
      label,
      items: list.length,
      modelHitRate: hit,
      chance,
      rankShares: lengthRankShares(list),
      stemOverlap: rates.stemOverlap,
      likeOthers: rates.likeOthers,
    };
  };
  const groups = [group('bank', singles, model.hitRate, model.chance)];
  for (const [subject, r] of model.bySubject) {
    groups.push(
      group(
        `Subject ${subject}`,
        singles.filter((q) => q.subject === subject),
        r.hitRate,
        r.chance,
      ),
    );
  }
  return {model, groups, multiple: {items: multiples.length, ...longChoicePrecision(multiples)}};
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The cue limits a set of figures breaks, as sentences; empty when all hold. */
export function cueFailures(f: CueFigures): string[] {
  const out: string[] = [];
  for (const g of f.groups) {
    if (g.items < CUE_LIMITS.rankMinItems) continue;
    const limit = g.chance + CUE_LIMITS.modelOverChanceMax;
    if (g.modelHitRate > limit + 1e-9) {
      out.push(
        `${g.label}: the cue model picks the key in ${pct(g.modelHitRate)} of held-out items; the limit is chance + 5 points (${pct(limit)})`,
      );
    }
    g.rankShares.forEach((share, i) => {
      if (share < CUE_LIMITS.rankShareMin - 1e-9 || share > CUE_LIMITS.rankShareMax + 1e-9) {
        out.push(
          `${g.label}: the key is the ${ordinal(i + 1)} choice in ${pct(share)} of single-answer items; every rank must be 20-30%`,
        );
      }
    });
    if (g.stemOverlap > CUE_LIMITS.singleCueMax + 1e-9) {
      out.push(
        `${g.label}: the choice sharing most words with the stem is the key in ${pct(g.stemOverlap)}; the limit is 30%`,
      );
    }
    if (g.likeOthers > CUE_LIMITS.singleCueMax + 1e-9) {
      out.push(
        `${g.label}: the choice most like the others is the key in ${pct(g.likeOthers)}; the limit is 30%`,
      );
    }
  }
  const m = f.multiple;
  if (m.items > 0 && m.long > m.base + CUE_LIMITS.longChoiceOverBaseMax + 1e-9) {
    out.push(
      `multiple-answer items: ${pct(m.long)} of the long choices are keys against ${pct(m.base)} of all choices; ticking every long choice may beat chance by at most 5 points`,
    );
  }
  if (m.items > 0 && m.long < m.base - CUE_LIMITS.longChoiceUnderBaseMax - 1e-9) {
    out.push(
      `multiple-answer items: only ${pct(m.long)} of the long choices are keys against ${pct(m.base)} of all choices, so ticking every short choice beats chance; keep the two within 10 points`,
    );
  }
  return out;
}

/** "longest", "2nd-longest" ... in the words the report uses. */
export function ordinal(rank: number): string {
  if (rank === 1) return 'longest';
  const suffix = rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th';
  return `${rank}${suffix}-longest`;
}
