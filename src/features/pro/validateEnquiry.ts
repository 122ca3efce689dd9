import type {ProEnquiryInput} from '@site/src/backend/types';
import {LIMITS as ALL_LIMITS} from '@site/src/lib/limits';

/** What the sender types (the reply goes to their account's verified email, which is not typed). */
export interface EnquiryFields {
  name: string;
  organisation: string;
  seats: string;
  message: string;
}

export type EnquiryProblem = 'required' | 'seats' | 'tooLong';
export type EnquiryProblems = Partial<Record<keyof EnquiryFields, EnquiryProblem>>;

/** The proEnquiries limits of src/lib/limits.ts (firestore.rules carries the same), by field. */
export const LIMITS = {
  name: ALL_LIMITS.enquiry.nameMax,
  organisation: ALL_LIMITS.enquiry.organisationMax,
  message: ALL_LIMITS.enquiry.messageMax,
  seats: ALL_LIMITS.enquiry.seatsMax,
} as const;

/** Checks an enquiry; returns the input to send, or the problems by field. */
export function validateEnquiry(
  fields: EnquiryFields,
): {ok: true; input: ProEnquiryInput} | {ok: false; problems: EnquiryProblems} {
  const problems: EnquiryProblems = {};
  const name = fields.name.trim();
  const organisation = fields.organisation.trim();
  const message = fields.message.trim();
  const seats = Number(fields.seats.trim());
  if (!name) problems.name = 'required';
  else if (name.length > LIMITS.name) problems.name = 'tooLong';
  if (!organisation) problems.organisation = 'required';
  else if (organisation.length > LIMITS.organisation) problems.organisation = 'tooLong';
  if (!fields.seats.trim()) problems.seats = 'required';
  else if (!Number.isInteger(seats) || seats < 1 || seats > LIMITS.seats) problems.seats = 'seats';
  if (message.length > LIMITS.message) problems.message = 'tooLong';
  if (Object.keys(problems).length > 0) return {ok: false, problems};
  return {ok: true, input: {name, organisation, seats, message}};
}
