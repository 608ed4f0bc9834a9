import { z } from 'zod';
import type { ChoiceField } from '../../../application/profile/profile-error';
import { choiceMessages } from './profile-messages';

/** The longest name-like answer (a business name, a nickname, an "other" text) and the longest free comment. */
export const nameLength = 100;
export const commentLength = 1000;

const counted = (count: number): string => count.toLocaleString('en-GB');

/** A required answer, trimmed. */
export function requiredText(missing: string, label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Use at most ${counted(max)} characters for ${label}`);
}

/** An optional answer, trimmed: absent, null and blank are all stored as an empty text. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${counted(max)} characters for ${label}`)
    .nullish()
    .transform((text) => text ?? '');
}

/** What "Other" means, trimmed; whether it is needed is the domain's rule (only with "Other"). */
export function otherText(label: string) {
  return z
    .string()
    .trim()
    .max(nameLength, `Use at most ${counted(nameLength)} characters for ${label}`)
    .nullish()
    .transform((text) => (text === undefined || text === null || text === '' ? null : text));
}

const idPattern = /^[1-9]\d{0,8}$/;

/** A lookup option's id as GraphQL sends it (an ID string); whether the list has it is the use case's to say. */
export function choiceId(field: ChoiceField) {
  return z.string().trim().regex(idPattern, choiceMessages[field]).transform(Number);
}

/** Several options of one list, each at most once; one message for the whole group. */
export function choiceIds(field: ChoiceField) {
  return z
    .array(z.string().trim())
    .max(100, choiceMessages[field])
    .refine((ids) => ids.every((id) => idPattern.test(id)), choiceMessages[field])
    .transform((ids) => ids.map(Number));
}
