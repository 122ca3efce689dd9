import type {Question, SubjectId} from '../schema';
import {seededShuffle} from '../../../lib/random';

/**
 * Drawing a board by the table of specifications (tos.ts): each subject's
 * items are shared among its parts by the parts' weights, and inside a part
 * among its topics by their targets. Items the candidate has not seen come
 * first, so successive boards do not repeat until the pool runs out. Pure: the
 * table, the pool and the seen ids come in.
 */

/** The shape of the table the draw needs (tos.ts's TOS satisfies it). */
export interface BoardTable {
  readonly subject: SubjectId;
  readonly parts: readonly {
    readonly weight: number;
    readonly topics: readonly {readonly label: string; readonly target: number}[];
  }[];
}

export interface DrawOptions {
  /** Items per subject. */
  readonly perSubject: number;
  /** The subjects of this board (or sitting), in exam order. */
  readonly subjects: readonly SubjectId[];
  readonly seed: string;
  /** Ids the candidate has already met; drawn only when unseen items run out. */
  readonly seen?: ReadonlySet<string>;
}

export interface DrawnBoard {
  readonly questions: Question[];
  /** How many of them the candidate has not seen before. */
  readonly newCount: number;
}

/** Splits `total` over `weights` in proportion, by largest remainder (the shares sum to `total`). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({i, r: e - Math.floor(e)})).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const {i} of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function drawSubject(
  questions: readonly Question[],
  table: BoardTable,
  count: number,
  seed: string,
  seen: ReadonlySet<string>,
): Question[] {
  const pool = questions.filter((q) => q.subject === table.subject);
  const isNew = (q: Question): boolean => !seen.has(q.id);
  // Per topic, its items in seeded order.
  const queues = new Map<string, Question[]>();
  for (const part of table.parts) {
    for (const t of part.topics) {
      queues.set(
        t.label,
        seededShuffle(
          pool.filter((q) => q.topic === t.label),
          `${seed}:${t.label}`,
        ),
      );
    }
  }
  const taken = new Set<Question>();
  const take = (from: readonly Question[], n: number, test: (q: Question) => boolean): number => {
    let got = 0;
    for (const q of from) {
      if (got >= n) break;
      if (!taken.has(q) && test(q)) {
        taken.add(q);
        got += 1;
      }
    }
    return got;
  };
  const partShares = apportion(
    count,
    table.parts.map((p) => p.weight),
  );
  let short = 0;
  table.parts.forEach((part, p) => {
    const topicShares = apportion(
      partShares[p] ?? 0,
      part.topics.map((t) => t.target),
    );
    const partPool = part.topics.flatMap((t) => queues.get(t.label) ?? []);
    let partShort = 0;
    part.topics.forEach((t, i) => {
      const want = topicShares[i] ?? 0;
      partShort += want - take(queues.get(t.label) ?? [], want, isNew);
    });
    // A topic out of new items: new items of the same part first.
    short += partShort - take(partPool, partShort, isNew);
  });
  // Then new items of any part; only when the new ones run out, items seen before.
  const everything = seededShuffle([...queues.values()].flat(), `${seed}:fill`);
  short -= take(everything, short, isNew);
  take(everything, short, () => true);
  return seededShuffle([...taken], `${seed}:order`);
}

/**
 * A board (or one sitting of it): `perSubject` items of each subject, by the
 * table, subjects in exam order, unseen items first.
 */
export function drawBoard(
  questions: readonly Question[],
  tables: readonly BoardTable[],
  options: DrawOptions,
): DrawnBoard {
  const seen = options.seen ?? new Set<string>();
  const out: Question[] = [];
  for (const subject of options.subjects) {
    const table = tables.find((t) => t.subject === subject);
    if (table)
      out.push(...drawSubject(questions, table, options.perSubject, `${options.seed}:${subject}`, seen));
  }
  return {questions: out, newCount: out.filter((q) => !seen.has(q.id)).length};
}
