/**
 * Every size, length and count limit on what a browser may write, in one
 * place. The client validates with these numbers (forms show a message before
 * anything is sent), and firestore.rules / storage.rules carry the same
 * numbers as `function L_<group>_<name>() { return N; }` lines: the test
 * test/rules/limits.test.ts reads the rules files and fails when a number
 * there differs from this module, when a limit marked for the rules is
 * missing there, or when a rule compares with a bare number instead.
 *
 * Pure: no Firebase, no React. Change a number here and in the rules together.
 */

export const LIMITS = {
  /** payments/{email}: a candidate's submission and an admin's decision. */
  payment: {
    /** RFC 5321's longest address. */
    emailMax: 254,
    referenceNoMin: 4,
    referenceNoMax: 40,
    amountPhpMax: 100_000,
    reviewNoteMax: 1000,
    uidMax: 128,
    /**
     * The premium plan's one-time price in whole pesos: a candidate's proof
     * must be for exactly this amount (src/config/pricing.ts shows it from
     * here). PLACEHOLDER, like the rest of the pricing: change it here and in
     * firestore.rules (`L_payment_pricePhp`), and deploy the rules with the site.
     */
    pricePhp: 499,
  },
  /** receipts/{uid}/receipt-{slot} in Storage. */
  receipt: {
    maxBytes: 5 * 1024 * 1024,
    /**
     * Receipt files an account may ever upload: receipt-1 ... receipt-12, each
     * written once and never deleted or replaced, so the proof a decision was
     * made on is kept. Enough for years of six-monthly renewals with a retry
     * or two; past it, the candidate is asked to contact support.
     */
    slots: 12,
  },
  /** proEnquiries/{uid}: one enquiry per signed-in account (a resend replaces it). */
  enquiry: {
    nameMax: 120,
    emailMax: 254,
    organisationMax: 200,
    seatsMax: 10_000,
    messageMax: 4000,
  },
  /** users/{uid}/attempts/{slot}: a finished attempt. */
  attempt: {
    /** The attempt's own id (a field: the document id is its slot). */
    idMax: 100,
    itemsMax: 500,
    topicMax: 120,
    /** A day: no attempt is longer. */
    durationMsMax: 86_400_000,
    scoreMax: 100,
    subjectMax: 4,
    /**
     * Attempts an account keeps (slots a000 ... a299; the newest roll over the
     * oldest), as many as the browser keeps (MAX_STORED_ATTEMPTS).
     */
    slots: 300,
    /**
     * The items' JSON, all together. An item is at most about 400 characters
     * (a question id, its topic, a typed answer of at most
     * `typedAnswerMax`), so 500 of them fit with room to spare.
     */
    itemsCharsMax: 200_000,
    /** What a candidate may type as an amount or an HS code (the answer box's maxLength). */
    typedAnswerMax: 40,
  },
  /** users/{uid}/inProgress/{key}: an exam in progress, under one of IN_PROGRESS_KEYS. */
  inProgress: {
    idMax: 100,
    seedMax: 100,
    itemsMax: 500,
    timeMsMax: 86_400_000,
    /** A tutor quiz's address query, which resumes it. */
    originMax: 300,
    /** The question ids, all together (500 ids of up to 100 characters). */
    questionIdsCharsMax: 50_000,
    /** The choice orders' JSON, all together (500 orders of up to 8 choices). */
    choiceOrderCharsMax: 25_000,
    /** The answers' JSON, all together (500 answers of up to about 100 characters). */
    responsesCharsMax: 50_000,
  },
  /**
   * users/{uid}/marks/all: a candidate's flags and notes (on quiz items and
   * reviewer sections), one bounded document, each mark a JSON string.
   */
  marks: {
    /** Marks an account keeps, cleared ones included until they roll off. */
    countMax: 500,
    /** A note's length (the note box's maxLength). */
    noteMax: 500,
    /** What the list shows for a mark: a question's opening words or a section heading. */
    labelMax: 160,
    /** A question id, or a section's address (path#anchor). */
    refMax: 240,
    /** The marks' JSON, all together: 500 marks of at most about 1,100 characters each. */
    charsMax: 600_000,
  },
  /** users/{uid}/settings/study: the exam date and study hours (issue 28). */
  study: {
    hoursPerWeekMin: 1,
    /** More than a full-time job: beyond it the number is a typo. */
    hoursPerWeekMax: 80,
    /** How far ahead an exam date may be: three years. */
    examAheadDaysMax: 1100,
  },
  /** quizzes/{id}: a bank saved in the admin quiz editor. */
  quizBank: {
    titleMax: 200,
    descriptionMax: 2000,
    questionsMax: 1000,
  },
  /** How long premium lasts after approval. */
  access: {
    months: 6,
    /**
     * The longest six calendar months (184 days) plus two days of clock
     * difference between the admin's browser and the server: the rules refuse
     * an `accessUntil` further out than this from the moment of approval.
     */
    maxDays: 186,
  },
  /** Times a browser sets (an attempt's start and finish, an exam's last save). */
  clock: {
    /** 2026-01-01T00:00:00Z: no time a browser sends may be older than the site. */
    earliestMs: 1_767_225_600_000,
    /**
     * How far a browser's clock may run ahead of the server's: a day, so a
     * wrongly set clock still saves, and a time in 2100 does not.
     */
    aheadMsMax: 86_400_000,
  },
} as const;

/**
 * The slots an exam in progress is saved under (users/{uid}/inProgress/{key}):
 * the diagnostic, the mock boards and their sittings ('mock-full' is a
 * one-sitting full board saved before sittings existed), the tutor quiz, a
 * quiz built on /build-quiz taken in exam mode ('built').
 * firestore.rules lists the same keys, so an account holds at most these
 * (test/limits/rulesLimits.test.ts checks both, and the quiz's own slots).
 */
export const IN_PROGRESS_KEYS = ['diagnostic', 'mock-mini', 'mock-full', 'mock-full-1', 'mock-full-2', 'tutor', 'built'] as const;

/**
 * The limits the rules files must carry, by `group.name`. `access.months` is
 * not here: the rules bound the end date in days (`access.maxDays`); nor is
 * `attempt.typedAnswerMax`: the rules bound the items' JSON as a whole.
 */
export const RULES_LIMITS: Readonly<Record<'firestore' | 'storage', readonly string[]>> = {
  firestore: [
    'payment.emailMax',
    'payment.referenceNoMin',
    'payment.referenceNoMax',
    'payment.amountPhpMax',
    'payment.reviewNoteMax',
    'payment.uidMax',
    'payment.pricePhp',
    'receipt.slots',
    'enquiry.nameMax',
    'enquiry.emailMax',
    'enquiry.organisationMax',
    'enquiry.seatsMax',
    'enquiry.messageMax',
    'attempt.idMax',
    'attempt.itemsMax',
    'attempt.topicMax',
    'attempt.durationMsMax',
    'attempt.scoreMax',
    'attempt.subjectMax',
    'attempt.slots',
    'attempt.itemsCharsMax',
    'marks.countMax',
    'marks.charsMax',
    'inProgress.idMax',
    'inProgress.seedMax',
    'inProgress.itemsMax',
    'inProgress.timeMsMax',
    'inProgress.originMax',
    'inProgress.questionIdsCharsMax',
    'inProgress.choiceOrderCharsMax',
    'inProgress.responsesCharsMax',
    'study.hoursPerWeekMin',
    'study.hoursPerWeekMax',
    'study.examAheadDaysMax',
    'quizBank.titleMax',
    'quizBank.descriptionMax',
    'quizBank.questionsMax',
    'access.maxDays',
    'clock.earliestMs',
    'clock.aheadMsMax',
  ],
  storage: ['receipt.maxBytes', 'receipt.slots'],
};

/** A limit by its `group.name` path, e.g. `limitAt('payment.emailMax')`. */
export function limitAt(pathName: string): number | undefined {
  const [group, name] = pathName.split('.');
  const value = (LIMITS as unknown as Record<string, Record<string, unknown> | undefined>)[group ?? '']?.[name ?? ''];
  return typeof value === 'number' ? value : undefined;
}

/** The end of premium access for an approval at `approvedAt`: six calendar months later. */
export function accessUntilFrom(approvedAt: Date): Date {
  const end = new Date(approvedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + LIMITS.access.months, 1);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
