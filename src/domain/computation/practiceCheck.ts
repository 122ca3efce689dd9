/** Marking a candidate's answers to a practice problem against the engine's assessment. */
import {cmp, dec, parseDecimal, sub} from '../../lib/decimal';
import type {LineCheck, PracticeProblem} from './practice';
import type {LineId} from './types';

const ONE_CENTAVO = dec('0.01');

/** Reads an answer such as '₱616,000.00', 'USD 200' or '82807.96'; null if it is not a number. */
function readAnswer(text: string): ReturnType<typeof parseDecimal> {
  const cleaned = text
    .replace(/₱|PHP|Php|php|P(?=\s*\d)/g, '')
    .replace(/^[A-Za-z]{3}(?=\s*\d)/, '')
    .replace(/\s+/g, '');
  return parseDecimal(cleaned);
}

/**
 * Marks each line: correct when within one centavo (or cent) of the engine's
 * amount, wrong when different or not a number, missing when blank.
 */
export function checkAnswers(
  problem: PracticeProblem,
  answers: Partial<Record<LineId, string>> | Record<string, string>,
): Record<LineId, LineCheck> {
  const result = {} as Record<LineId, LineCheck>;
  const given = answers as Record<string, string | undefined>;
  for (const line of problem.expected.lines) {
    const raw = given[line.id];
    if (raw === undefined || raw.trim() === '') {
      result[line.id] = {status: 'missing', expected: line.amount};
      continue;
    }
    const value = readAnswer(raw);
    if (!value) {
      result[line.id] = {status: 'wrong', expected: line.amount};
      continue;
    }
    const diff = sub(value, dec(line.amount));
    const abs = diff.v < 0n ? {v: -diff.v, s: diff.s} : diff;
    result[line.id] = {status: cmp(abs, ONE_CENTAVO) <= 0 ? 'correct' : 'wrong', expected: line.amount};
  }
  return result;
}
