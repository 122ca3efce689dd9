/**
 * Every failure the backend reports is one BackendError: the service it came
 * from and a code from that service's list below, which the UI turns into
 * plain words. The code unions are derived from these lists, so a code exists
 * in one place only.
 */
export const ERROR_CODES = {
  /** Identity (spec §8): the provider's codes. */
  auth: [
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/email-already-in-use',
    'auth/invalid-credential',
    'auth/invalid-email',
    'auth/weak-password',
    'auth/missing-password',
    'auth/user-disabled',
    'auth/too-many-requests',
    'auth/popup-closed-by-user',
    'auth/popup-blocked',
    'auth/cancelled-popup-request',
    'auth/network-request-failed',
    'auth/unauthorized-domain',
    'auth/requires-recent-login',
    'auth/operation-not-allowed',
    'auth/unknown',
  ],
  /** Payments: submitting, reviewing and reading records. */
  payment: [
    /** Not signed in, not the owner, or not an admin. */
    'permission-denied',
    /** The ID token does not (yet) say the email is verified: nothing was uploaded. */
    'email-not-verified',
    /** The record is approved already: there is nothing to resubmit. */
    'already-approved',
    /** An admin tried to create a record for an email that has one. */
    'already-exists',
    'not-found',
    /** The record changed (a corrected proof, another admin) since the admin opened it. */
    'changed',
    /** The receipt could not be stored; no record was written. */
    'upload-failed',
    /** The account has used every receipt slot (LIMITS.receipt.slots): support must record the payment. */
    'receipts-full',
    /** The receipt was stored but the record could not be written. */
    'record-failed',
    /** This device's storage is full (local mode keeps receipts and records in the browser): nothing was sent. */
    'storage-full',
    /** Any other failure of the service (network, quota). */
    'unavailable',
  ],
  /** Premium material that could not be read. */
  premium: [
    'premium-required',
    'not-found',
    'unavailable',
  ],
  /** A bank that could not be read: missing, premium for a non-premium user, or the service failed. */
  quizAccess: [
    'not-found',
    'premium-required',
    'unavailable',
  ],
  /** A failed editor write. */
  quizEdit: [
    /** The bank was saved by someone else since the editor opened it. */
    'conflict',
    /** A new bank's id is taken. */
    'already-exists',
    'not-found',
    'permission-denied',
    /** This device's storage is full (local mode keeps banks in the browser): the bank was not saved. */
    'storage-full',
    'unavailable',
  ],
} as const;

export type ErrorService = keyof typeof ERROR_CODES;
export type ErrorCode<S extends ErrorService> = (typeof ERROR_CODES)[S][number];

export type AuthErrorCode = ErrorCode<'auth'>;

/** A failed backend call: which service, and its code. */
export class BackendError<S extends ErrorService = ErrorService> extends Error {
  readonly service: S;
  readonly code: ErrorCode<S>;

  constructor(service: S, code: ErrorCode<S>, message?: string) {
    super(message ?? code);
    this.name = 'BackendError';
    this.service = service;
    this.code = code;
  }
}

/** Whether `error` is a BackendError from `service` (its `code` is then one of that service's). */
export function isBackendError<S extends ErrorService>(error: unknown, service: S): error is BackendError<S> {
  return error instanceof BackendError && error.service === service;
}
