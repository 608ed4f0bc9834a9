import { z } from 'zod';
import {
  descriptionMaxLength,
  descriptionTooLongMessage,
  nameMaxLength,
  displayNamePattern,
  nameMessages,
  namePattern,
} from '../../../../domain/shared/name-rules';

/**
 * The name rules from the rules module the server checks too, so a form shows the same words before and after
 * sending (the server checks again and has the last word).
 */
const requiredName = z
  .string()
  .trim()
  // An empty name needs only the one message.
  .min(1, { error: nameMessages.missing, abort: true })
  .max(nameMaxLength, nameMessages.tooLong);

/** A website's, page's, test's or goal's name. */
export const nameField = requiredName.regex(displayNamePattern, nameMessages.displayCharacters);

/** SPEC §5's rule, for a variant's name. */
export const variantNameField = requiredName.regex(namePattern, nameMessages.characters);

export const descriptionField = z.string().trim().max(descriptionMaxLength, descriptionTooLongMessage);
