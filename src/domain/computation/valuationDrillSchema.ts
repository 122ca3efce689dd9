/**
 * The shape of the valuation cases in data/computation/valuation-drills.json.
 * Used by the tests and the content check only (the page trusts the checked
 * data, so zod stays out of the drill's download).
 */
import {z} from '../../lib/zod';
import {VALUATION_METHODS, type ValuationDrill} from './valuationDrills';

const amount = z.string().regex(/^\d+(\.\d{1,2})?$/, 'an amount with at most two decimals, e.g. "900.00"');
const text = z.string().trim().min(3);

const costItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: text,
  amount,
  include: z.boolean(),
  why: text,
});

const ladderStepSchema = z.strictObject({
  method: z.enum(VALUATION_METHODS),
  outcome: z.enum(['fails', 'applies', 'skipped']),
  why: text,
});

export const valuationDrillSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    facts: z.array(text).min(1),
    method: z.enum(VALUATION_METHODS),
    ladder: z.array(ladderStepSchema).min(1),
    transaction: z
      .strictObject({
        currency: z.string().regex(/^[A-Z]{3}$/),
        price: amount,
        priceLabel: text,
        items: z.array(costItemSchema).min(1),
      })
      .optional(),
    cites: z.array(text).min(1),
  })
  .superRefine((drill, ctx) => {
    const last = drill.ladder.at(-1);
    if (last?.method !== drill.method || last.outcome !== 'applies') {
      ctx.addIssue({code: 'custom', message: 'the ladder must end with the answer method, which applies'});
    }
    if ((drill.method === 'transaction') !== (drill.transaction !== undefined)) {
      ctx.addIssue({code: 'custom', message: 'cost items belong to (and only to) transaction-value cases'});
    }
    const ids = (drill.transaction?.items ?? []).map((i) => i.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({code: 'custom', message: 'cost item ids must be unique within a case'});
    }
  });

export const valuationDrillsSchema = z.array(valuationDrillSchema).superRefine((drills, ctx) => {
  const ids = drills.map((d) => d.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) {
    ctx.addIssue({code: 'custom', message: `case ids used twice: ${twice.join(', ')}`});
  }
});

// The parsed data must be usable as the drill type (a compile-time check).
export type CheckedDrill = z.infer<typeof valuationDrillSchema> extends ValuationDrill ? true : never;
const typeCheck: CheckedDrill = true;
void typeCheck;
