import type {QuizResponse} from '../attempt';
import {cmp, dec, isNegative, sub, ZERO} from '../../../lib/decimal';
import {hsCodeDigits} from '../../../lib/hsCode';
import type {Question} from '../schema';

/**
 * Marking one answer. Single: the one right choice. Multiple: exactly the set
 * of right choices (no partial credit, as on a paper answer sheet). Numeric:
 * within the question's tolerance, compared as exact decimals (no binary
 * floating point), after stripping a peso sign, spaces and thousands commas.
 */

const NUMBER = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The typed amount as a plain decimal string ("₱61,600.00" -> "61600.00"), or null if it is not a number. */
export function normaliseAmount(typed: string): string | null {
  const cleaned = typed
    .trim()
    .replace(/^(?:₱|PHP|php|P)\s*/, '')
    .replace(/[\s,_]/g, '');
  return NUMBER.test(cleaned) ? cleaned : null;
}

/** |a - b| <= tolerance, exactly. All three are decimal strings. */
export function withinTolerance(a: string, b: string, tolerance: string): boolean {
  const diff = sub(dec(a), dec(b));
  return cmp(isNegative(diff) ? sub(ZERO, diff) : diff, dec(tolerance)) <= 0;
}

/**
 * The typed HS code as digits ("8471.30", "8471 30", "HS 847130" -> "847130"),
 * or null unless it is a 4- or 6-digit code.
 */
export function normaliseHsCode(typed: string): string | null {
  const digits = hsCodeDigits(typed);
  return digits?.length === 4 || digits?.length === 6 ? digits : null;
}

/** Whether a response answers a question correctly; a missing or malformed response is wrong. */
export function isCorrect(question: Question, response: QuizResponse | null | undefined): boolean {
  if (!response) return false;
  switch (question.type) {
    case 'single':
      return response.kind === 'choices' && response.ids.length === 1 && response.ids[0] === question.answer;
    case 'multiple': {
      if (response.kind !== 'choices') return false;
      const chosen = new Set(response.ids);
      return chosen.size === question.answer.length && question.answer.every((id) => chosen.has(id));
    }
    case 'numeric': {
      if (response.kind !== 'numeric') return false;
      const value = normaliseAmount(response.value);
      return value !== null && withinTolerance(value, question.answer, question.tolerance);
    }
    case 'classification':
      // The heading alone is not an answer: the drill asks for the subheading.
      return response.kind === 'code' && normaliseHsCode(response.value) === question.answer;
  }
}

/** Whether a response counts as answered (a blank amount or no choice does not). */
export function isAnswered(response: QuizResponse | null | undefined): boolean {
  if (!response) return false;
  return response.kind === 'choices' ? response.ids.length > 0 : response.value.trim() !== '';
}

/** The ids of the right choices, for any choice question; empty for numeric ones and drills. */
export function correctChoiceIds(question: Question): readonly string[] {
  if (question.type === 'single') return [question.answer];
  if (question.type === 'multiple') return question.answer;
  return [];
}

/** A question's choices, or none (numeric questions and drills are typed). */
export const choicesOf = (question: Question): readonly {id: string; text: string; explanation: string}[] =>
  question.type === 'single' || question.type === 'multiple' ? question.choices : [];
