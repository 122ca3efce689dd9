/**
 * The one check of an email address's shape, shared by every form and the
 * local backend: something before one @, a dot in the domain, no spaces.
 * Whether the address exists is for the sign-in service to find out.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` (already trimmed) has the shape of an email address. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
