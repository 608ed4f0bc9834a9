import { z } from 'zod';
import {
  descriptionMaxLength,
  descriptionTooLongMessage,
  nameMaxLength,
  nameMessages,
  namePattern,
} from '../../../../domain/shared/name-rules';

/**
 * SPEC §5's name rule for websites, pages, tests and variants, from the rules module the server checks too, so a
 * form shows the same words before and after sending (the server checks again and has the last word).
 */
export const nameField = z
  .string()
  .trim()
  // An empty name needs only the one message.
  .min(1, { error: nameMessages.missing, abort: true })
  .max(nameMaxLength, nameMessages.tooLong)
  .regex(namePattern, nameMessages.characters);

export const descriptionField = z.string().trim().max(descriptionMaxLength, descriptionTooLongMessage);
