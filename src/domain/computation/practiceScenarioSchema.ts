/**
 * The shape of data/computation/practice-scenarios.json, what the practice
 * generator (./practice.ts) draws its shipments from. Checked by the tests and
 * the content check; the generator trusts the checked data, so zod stays out
 * of the practice download (it imports only the type).
 */
import {z} from '../../lib/zod';

const place = z.strictObject({
  port: z.string().trim().min(3),
  currency: z.array(z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code such as USD')).min(1),
});
const goods = z.array(z.string().trim().min(3)).min(3);
const range = z
  .strictObject({
    min: z.int().positive(),
    max: z.int().positive(),
    places: z.int().min(0).max(4),
    fobMin: z.int().positive(),
    fobMax: z.int().positive(),
    step: z.int().positive(),
  })
  .refine((r) => r.min < r.max && r.fobMin < r.fobMax, 'each range runs from a smaller to a larger number');

export const practiceScenariosSchema = z
  .strictObject({
    about: z.string().min(20),
    seaOrigins: z.array(place).min(3),
    airOrigins: z.array(place).min(3),
    seaGoods: goods,
    airGoods: goods,
    dangerousGoods: goods,
    dutyRates: z.array(z.string().regex(/^\d+(\.\d+)?$/)).min(3),
    currencies: z.record(z.string(), range),
  })
  .superRefine((data, ctx) => {
    for (const origin of [...data.seaOrigins, ...data.airOrigins]) {
      for (const currency of origin.currency) {
        if (!data.currencies[currency]) ctx.addIssue({code: 'custom', message: `${origin.port}: no range for ${currency}`});
      }
    }
  });

export type PracticeScenarios = z.infer<typeof practiceScenariosSchema>;
