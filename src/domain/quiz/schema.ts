// A namespace import: the build loads this file through jiti with interopDefault (see plugins/quiz-banks).
import {z} from '../../lib/zod';

/**
 * The one schema for question banks (DESIGN.md §9). The git banks under
 * `quizzes/`, the online banks of the quiz editor and imports all go through it.
 */

/** The four CBLE subjects (domain/facts.md §1.3), by number. */
export const SUBJECTS = {
  1: 'Customs Laws, Rules, Regulations, Ethics and Customs Broker Practices',
  2: 'Customs Documentation, Clearance and Procedures',
  3: 'Tariff Laws, Rules, Regulations and International Trade',
  4: 'Tariff Classification and Practical Computations',
} as const;

export const subjectIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type SubjectId = z.infer<typeof subjectIdSchema>;

const choiceSchema = z.object({
  id: z.string().regex(/^[a-z]$/, 'choice id must be one lower-case letter (a, b, c ...)'),
  text: z.string().min(1, 'choice text is empty'),
  explanation: z.string().min(10, 'every choice needs an explanation of why it is right or wrong'),
});

/**
 * How an item makes a candidate think (DESIGN.md §9): recall states a rule,
 * number or definition; application applies a rule to a described situation;
 * analysis weighs several facts or rules. The bank check wants at least half
 * of the items above recall.
 */
export const LEVELS = ['recall', 'application', 'analysis'] as const;
export type Level = (typeof LEVELS)[number];

const baseQuestion = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case (a-z, 0-9, -)'),
  subject: subjectIdSchema,
  topic: z.string().min(2, 'topic is missing'),
  prompt: z.string().min(10, 'prompt is too short'),
  takeaway: z.string().min(10, 'takeaway is missing'),
  references: z.array(z.string().min(3)).min(1, 'at least one reference is required'),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  level: z.enum(LEVELS, 'level must be recall, application or analysis'),
  /**
   * Shown with the item when a fact it rests on comes from a secondary source
   * or the sources conflict (domain/facts.md's labels): the candidate is told.
   */
  caution: z.string().min(10, 'a caution must say what is uncertain').optional(),
};

const singleQuestion = z
  .object({
    ...baseQuestion,
    type: z.literal('single'),
    choices: z.array(choiceSchema).min(2).max(6),
    answer: z.string(),
  })
  .superRefine((q, ctx) => {
    checkChoiceIds(q.choices, ctx);
    if (!q.choices.some((c) => c.id === q.answer)) {
      ctx.addIssue({code: 'custom', path: ['answer'], message: `answer "${q.answer}" is not one of the choices`});
    }
  });

const multipleQuestion = z
  .object({
    ...baseQuestion,
    type: z.literal('multiple'),
    choices: z.array(choiceSchema).min(3).max(8),
    answer: z.array(z.string()).min(1),
  })
  .superRefine((q, ctx) => {
    checkChoiceIds(q.choices, ctx);
    for (const a of q.answer) {
      if (!q.choices.some((c) => c.id === a)) {
        ctx.addIssue({code: 'custom', path: ['answer'], message: `answer "${a}" is not one of the choices`});
      }
    }
  });

const numericQuestion = z.object({
  ...baseQuestion,
  type: z.literal('numeric'),
  /** The exact answer as a decimal string, e.g. "61600.00". */
  answer: z.string().regex(/^-?\d+(\.\d+)?$/, 'numeric answer must be a decimal string'),
  /** Accepted absolute difference, as a decimal string, e.g. "0.01". */
  tolerance: z.string().regex(/^\d+(\.\d+)?$/, 'tolerance must be a decimal string'),
  unit: z.string().optional(),
  /** The worked solution shown after answering. */
  explanation: z.string().min(10, 'a numeric question needs a worked explanation'),
});

/** The rules a classification drill's reasoning may cite (CMTA Sec. 1610), or a sourced note. */
export const CLASSIFICATION_RULES = [
  'GIR 1',
  'GIR 2(a)',
  'GIR 2(b)',
  'GIR 3(a)',
  'GIR 3(b)',
  'GIR 3(c)',
  'GIR 4',
  'GIR 5(a)',
  'GIR 5(b)',
  'GIR 6',
  'Note',
] as const;

/**
 * A tariff-classification drill: an article described as on a declaration;
 * the candidate types the HS 2022 subheading (6 digits). The build checks the
 * codes against the nomenclature (plugins/quiz-banks).
 */
const classificationQuestion = z.object({
  ...baseQuestion,
  type: z.literal('classification'),
  answer: z.string().regex(/^\d{6}$/, 'a drill answer is a 6-digit HS subheading, digits only'),
  reasoning: z
    .array(
      z.object({
        rule: z.enum(CLASSIFICATION_RULES, `rule must be one of ${CLASSIFICATION_RULES.join(', ')}`),
        text: z.string().min(10, 'a reasoning step needs its explanation'),
      }),
    )
    .min(1, 'a drill needs its reasoning, rule by rule'),
  wrongPaths: z
    .array(
      z.object({
        code: z.string().regex(/^\d{4}(\d{2})?$/, 'a wrong path is a 4- or 6-digit HS code'),
        why: z.string().min(10, 'say why the wrong path fails'),
      }),
    )
    .min(1, 'a drill names at least one common wrong path'),
});

function checkChoiceIds(choices: readonly {id: string}[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const c of choices) {
    if (seen.has(c.id)) {
      ctx.addIssue({code: 'custom', path: ['choices'], message: `choice id "${c.id}" is repeated`});
    }
    seen.add(c.id);
  }
}

export const questionSchema = z.discriminatedUnion('type', [
  singleQuestion,
  multipleQuestion,
  numericQuestion,
  classificationQuestion,
]);
export type Question = z.infer<typeof questionSchema>;

export const bankSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'bank id must be kebab-case (a-z, 0-9, -)'),
  title: z.string().min(3, 'title is too short (at least 3 characters)'),
  description: z.string().min(10, 'description is too short (at least 10 characters)'),
  tier: z.enum(['free', 'premium']),
  /**
   * A unique marker planted in premium banks. scripts/check-premium-leak.mjs
   * asserts it is absent from a Firebase build and present in a local one.
   */
  canary: z.string().optional(),
  questions: z.array(questionSchema).min(1),
});
export type QuestionBank = z.infer<typeof bankSchema>;
