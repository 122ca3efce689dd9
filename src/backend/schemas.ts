/**
 * One zod schema per kind of stored document, shared by both adapters
 * (DESIGN.md §5): whatever comes back from Firestore or browser storage is
 * decoded here before any page sees it. A record that does not fit is
 * skipped and logged (console.warn), never handed on to crash a page.
 *
 * Dates are read from a Firestore Timestamp (anything with `toDate()`), a
 * `Date`, or an ISO string (browser storage), and must be real dates.
 */
import {z} from '../lib/zod';
import {LIMITS} from '@site/src/lib/limits';
import {questionSchema} from '@site/src/domain/quiz';
import type {
  InProgressAttempt,
  OnlineQuizBank,
  PaymentRecord,
  PremiumContent,
  ProEnquiry,
  QuizAttempt,
  QuizSubject,
  StoredQuizBank,
  StudyMark,
  StudySettings,
  User,
} from './types';

function toDateInput(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return new Date(value);
  const toDate = (value as {toDate?: unknown} | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as unknown) : value;
}

/** A real date (Invalid Date is refused). */
const date = z.preprocess(toDateInput, z.date());
/** A real date, or null when absent. */
const optionalDate = z.preprocess(
  (v) => (v === undefined || v === null ? null : toDateInput(v)),
  z.date().nullable(),
);

const subject = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const attemptKind = z.enum(['quiz', 'diagnostic', 'mock-mini', 'mock-full', 'review', 'retake', 'cram']);

const response = z.discriminatedUnion('kind', [
  z.object({kind: z.literal('choices'), ids: z.array(z.string())}),
  z.object({kind: z.literal('numeric'), value: z.string()}),
  z.object({kind: z.literal('code'), value: z.string()}),
]);

const attemptItem = z.object({
  questionId: z.string(),
  subject,
  topic: z.string(),
  response: response.nullable(),
  correct: z.boolean(),
  flagged: z.boolean().default(false),
  confidence: z.enum(['hard', 'easy']).optional(),
});

/** A finished attempt; `id` is the document id on Firestore. */
export const attemptSchema = z.object({
  id: z.string().min(1),
  kind: attemptKind,
  subject: subject.nullable().default(null),
  topic: z.string().nullable().default(null),
  startedAt: date,
  finishedAt: date,
  durationMs: z.number().finite().nonnegative(),
  items: z.array(attemptItem),
  scorePercent: z.number().min(0).max(100),
  passed: z.boolean().nullable().default(null),
}) satisfies z.ZodType<QuizAttempt, unknown>;

/** An exam in progress; `key` is the document id on Firestore. */
export const inProgressSchema = z.object({
  key: z.string().min(1),
  attemptId: z.string().min(1),
  kind: attemptKind,
  seed: z.string(),
  questionIds: z.array(z.string()),
  choiceOrder: z.record(z.string(), z.array(z.string())),
  responses: z.record(z.string(), response),
  flagged: z.array(z.string()),
  position: z.number().int().nonnegative(),
  startedAt: date,
  timeLimitMs: z.number().finite().nonnegative().nullable(),
  remainingMs: z.number().finite().nullable(),
  updatedAt: date,
  origin: z.string().max(LIMITS.inProgress.originMax).optional(),
}) satisfies z.ZodType<InProgressAttempt, unknown>;

/** The exam date and hours a week (`users/{uid}/settings/study`, or this browser's copy). */
export const studySettingsSchema = z.object({
  examAt: date,
  hoursPerWeek: z.number().int().min(LIMITS.study.hoursPerWeekMin).max(LIMITS.study.hoursPerWeekMax),
  planFrom: date,
  updatedAt: date,
}) satisfies z.ZodType<StudySettings, unknown>;

const payment = LIMITS.payment;

/**
 * A `payments/{email}` record, within the limits firestore.rules enforce
 * (src/lib/limits). Older local data lacks the optional fields; they read as
 * the defaults the review queue shows. `updatedAt`, `receiptPath` and
 * `referenceNo` are what the review race compares (paymentRules.changedSince);
 * `accessUntil` is the end of premium access (none: no access).
 */
export const paymentSchema = z.object({
  email: z.string().min(1).max(payment.emailMax),
  tier: z.literal('premium'),
  status: z.enum(['pending', 'approved', 'rejected']),
  amountPhp: z.number().finite().nonnegative().max(payment.amountPhpMax).default(0),
  method: z.enum(['gcash', 'maya', 'bank']).default('bank'),
  referenceNo: z.string().max(payment.referenceNoMax).default(''),
  receiptPath: z.string().nullable().default(null),
  createdAt: optionalDate,
  updatedAt: optionalDate,
  reviewedBy: z.string().max(payment.uidMax).nullable().default(null),
  reviewedAt: optionalDate,
  reviewNote: z.string().max(payment.reviewNoteMax).nullable().default(null),
  accessUntil: optionalDate,
}) satisfies z.ZodType<PaymentRecord, unknown>;

/** An account as the local backend keeps it (Firebase keeps accounts in Auth, not in a document). */
export const localUserSchema = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  displayName: z.string().nullable().default(null),
  emailVerified: z.boolean(),
  passwordHash: z.string().min(1),
}) satisfies z.ZodType<User & {passwordHash: string}, unknown>;

/** A `proEnquiries/{uid}` document, within the rules' limits; `id` is the document id on Firestore. */
export const enquirySchema = z.object({
  id: z.string().min(1),
  name: z.string().max(LIMITS.enquiry.nameMax),
  email: z.string().max(LIMITS.enquiry.emailMax),
  organisation: z.string().max(LIMITS.enquiry.organisationMax),
  seats: z.number().finite().nonnegative().max(LIMITS.enquiry.seatsMax),
  message: z.string().max(LIMITS.enquiry.messageMax).default(''),
  createdAt: optionalDate,
  uid: z.string().nullable().default(null),
}) satisfies z.ZodType<ProEnquiry, unknown>;

/** A `premiumContent/{slug}` document; `slug` is the document id. */
export const premiumContentSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  markdown: z.string(),
}) satisfies z.ZodType<PremiumContent, unknown>;

const bankTier = z.enum(['free', 'premium']);

/**
 * A bank's tier is stored as `tier`; DESIGN.md §5 calls the field `visibility`,
 * so a bank written by hand under that name is read the same way.
 */
function tierAlias(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  return fields.tier === undefined && fields.visibility !== undefined ? {...fields, tier: fields.visibility} : value;
}

const bankFields = {
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().default(''),
  tier: bankTier,
  /** Each question is read with the one question schema; one that does not fit is skipped and logged. */
  questions: z.array(z.unknown()).transform((questions) => decodeRecords(questionSchema, questions, 'quiz question')),
};

/** A bank as a candidate reads it (`quizzes/{id}`; `id` is the document id). */
export const storedBankSchema = z.preprocess(
  tierAlias,
  z.object({...bankFields, subject: subject.optional()}),
) satisfies z.ZodType<StoredQuizBank & {readonly subject?: QuizSubject}, unknown>;

/** A bank written in the quiz editor (`quizzes/{id}`, or this browser's `pcs.quizBanks.v1`). */
export const onlineBankSchema = z.preprocess(
  tierAlias,
  z.object({
    ...bankFields,
    subject,
    published: z.boolean(),
    archived: z.boolean(),
    updatedAt: optionalDate,
    updatedBy: z.string().nullable().default(null),
  }),
) satisfies z.ZodType<OnlineQuizBank, unknown>;

/** Only a bank's save time: the editor's concurrency check reads it even from a damaged bank. */
export const bankStampSchema = z.object({updatedAt: optionalDate});

/** A flag or note; a note or label past its limit is refused, not cut. */
export const markSchema = z.object({
  target: z.enum(['item', 'section']),
  ref: z.string().min(1).max(LIMITS.marks.refMax),
  label: z.string().max(LIMITS.marks.labelMax),
  subject: subject.nullable().default(null),
  topic: z.string().max(LIMITS.attempt.topicMax).nullable().default(null),
  flagged: z.boolean(),
  note: z.string().max(LIMITS.marks.noteMax),
  updatedAt: date,
}) satisfies z.ZodType<StudyMark, unknown>;

/**
 * The local backend's whole store (`pcs.localBackend.v1`): only its outline.
 * Each record inside is decoded on its own, so one bad record does not cost
 * the rest; a store whose outline is wrong is kept aside and reseeded.
 */
export const localStoreOutlineSchema = z.object({
  users: z.record(z.string(), z.unknown()),
  payments: z.record(z.string(), z.unknown()),
  admins: z.array(z.unknown()),
  sessionUid: z.string().nullable().default(null),
  proEnquiries: z.array(z.unknown()).optional(),
});

/** One owner's quiz progress in this browser (`pcs.quizProgress.v1.{owner}`): its outline only. */
export const progressOutlineSchema = z.object({
  attempts: z.array(z.unknown()).default([]),
  inProgress: z.record(z.string(), z.unknown()).default({}),
  marks: z.array(z.unknown()).default([]),
  study: z.unknown().optional(),
});

/**
 * Decodes one record; a record that does not fit is logged with `what` and
 * where it came from, and null is returned so the caller skips it.
 */
export function decodeRecord<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.warn(
    `Skipped a stored ${what} that does not have the expected shape.`,
    z.prettifyError(result.error),
  );
  return null;
}

/** Decodes every record of a list, skipping (and logging) the ones that do not fit. */
export function decodeRecords<S extends z.ZodType>(
  schema: S,
  values: readonly unknown[],
  what: string,
): z.output<S>[] {
  return values.map((v) => decodeRecord(schema, v, what)).filter((v): v is z.output<S> => v !== null);
}
