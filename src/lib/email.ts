/**
 * The one check of an email address's shape, shared by every form and the
 * local backend: something before one @, a dot in the domain, no spaces.
 * Whether the address exists is for the sign-in service to find out.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's longest address (the same number as LIMITS.payment.emailMax). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `value` (already trimmed) has the shape of an email address, at most EMAIL_MAX_LENGTH long. */
export function isEmailAddress(value: string): boolean {
  // Length first: a 100,000-character paste is refused without running the pattern over it.
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}
