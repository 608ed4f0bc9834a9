import { z } from 'zod';
import { otherOptionId } from './other-option';

/**
 * The profile's rules with the server's own messages (its AvatarGoalInput and similar checks), so the form says the
 * same before and after sending. The server checks again and has the last word.
 */
export const nameLength = 100;
export const commentLength = 1000;

const tooLong = (max: number, label: string): string =>
  `Use at most ${max.toLocaleString('en-GB')} characters for ${label}`;

export function requiredText(missing: string, label: string, max: number) {
  return z.string().trim().min(1, missing).max(max, tooLong(max, label));
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, tooLong(max, label));
}

/** A select's value: '' until something is chosen. */
export function choice(message: string) {
  return z.string(message).min(1, message);
}

/** The text that says what "Other" means, checked by `requireOtherText` once the choice is known. */
export function otherText(label: string) {
  return z.string().trim().max(nameLength, tooLong(nameLength, label));
}

const choseOther = (chosen: unknown): boolean =>
  Array.isArray(chosen) ? chosen.includes(otherOptionId) : chosen === otherOptionId;

/**
 * The arguments of a form schema's `.refine` that asks for `textField` when `choiceField` is "Other". It runs even
 * while other fields have problems (zod would otherwise skip it then), so every problem shows on the first Next.
 */
export function otherTextRequired(
  choiceField: string,
  textField: string,
  message: string,
): [
  check: (values: Record<string, unknown>) => boolean,
  params: { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] {
  const check = (values: Record<string, unknown>): boolean => {
    const text = values[textField];
    return !choseOther(values[choiceField]) || (typeof text === 'string' && text.trim() !== '');
  };
  const when = ({ value }: { value: unknown }): boolean =>
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[textField] === 'string';
  return [check, { path: [textField], message, when }];
}

/** The other text as sent: only with "Other" (the server drops it otherwise anyway). */
export function otherTextFor(chosen: string | readonly string[], text: string): string | null {
  return choseOther(chosen) ? text : null;
}
