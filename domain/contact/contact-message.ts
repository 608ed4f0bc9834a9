import type { Brand } from '../shared/brand';
import type { UserId } from '../shared/ids';
import { isContactSubject, type ContactSubject } from './contact-subject';

export type ContactMessageId = Brand<string, 'ContactMessageId'>;

/** The longest name, in characters: more than any real name needs, short enough for an email's subject line. */
export const maxContactNameLength = 100;
/** A message needs a sentence to be answerable, and fits in an email one can read in one go. */
export const minContactMessageLength = 10;
export const maxContactMessageLength = 2000;

/**
 * Messages one client address may send: a person writes one or two; past five an hour it is a script (a shared
 * office still gets five). Only messages that pass the rule count, so a mistake corrected does not use one up.
 */
export const contactLimitPerIp = { attempts: 5, windowSeconds: 60 * 60 } as const;

/** A message to the team through the contact form, as kept. */
export interface ContactMessage {
  readonly id: ContactMessageId;
  /** Set when the sender was signed in, so the team can see their account. */
  readonly userId: UserId | null;
  /** Trimmed, runs of whitespace (line breaks too) made one space: it goes into an email's subject line. */
  readonly name: string;
  /** As the sender typed it (trimmed), checked at the edge: where the team replies. */
  readonly email: string;
  readonly subject: ContactSubject;
  /** Trimmed, 10 to 2,000 characters. */
  readonly message: string;
  readonly createdAt: Date;
}

export type ContactMessageProblem =
  | { readonly field: 'name'; readonly problem: 'missing' | 'too-long' }
  | { readonly field: 'subject'; readonly problem: 'missing' }
  | { readonly field: 'message'; readonly problem: 'too-short' | 'too-long' };

export type CheckedContactMessage = Pick<ContactMessage, 'name' | 'subject' | 'message'>;

/**
 * The form's rule, enforced again here: a name, one of the subjects, and a message of 10 to 2,000 characters once
 * trimmed (counted as characters, not UTF-16 units, as the database counts them). The first problem in the form's
 * order is the one reported.
 */
export function checkContactMessage(input: {
  readonly name: string;
  readonly subject: string;
  readonly message: string;
}): { ok: true; value: CheckedContactMessage } | { ok: false; problem: ContactMessageProblem } {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, problem: { field: 'name', problem: 'missing' } };
  if (characterCount(name) > maxContactNameLength)
    return { ok: false, problem: { field: 'name', problem: 'too-long' } };
  if (!isContactSubject(input.subject)) return { ok: false, problem: { field: 'subject', problem: 'missing' } };
  const message = input.message.trim();
  const length = characterCount(message);
  if (length < minContactMessageLength) return { ok: false, problem: { field: 'message', problem: 'too-short' } };
  if (length > maxContactMessageLength) return { ok: false, problem: { field: 'message', problem: 'too-long' } };
  return { ok: true, value: { name, subject: input.subject, message } };
}

/** Characters (code points), so an emoji counts once. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
