import {formatMoney, parseDecimal} from '../../lib/decimal';
import type {AssessmentLine} from './types';

/** A two-decimal amount string with thousands commas: '616000.00' -> '616,000.00'. */
export function groupAmount(amount: string): string {
  const d = parseDecimal(amount);
  return d ? formatMoney(d) : amount;
}

/** A line's amount for display: '₱616,000.00', or 'USD 200.00' for the insurance line. */
export function formatLineAmount(line: Pick<AssessmentLine, 'amount' | 'currency'>): string {
  const grouped = groupAmount(line.amount);
  return line.currency === 'PHP' ? `₱${grouped}` : `${line.currency} ${grouped}`;
}
