import { z } from 'zod';
import {
  isRedirectAddress,
  codeMaxLength,
  codeTooLongMessage,
  redirectUrlMessage,
} from '../../domain/ab-tests/variant-rules';
import { minimumLiftMessages, minimumLiftPercentBounds } from '../../domain/ab-tests/duration-estimate-rules';
import { maxCasesMessages } from '../../domain/ab-tests/test-rules';
import {
  descriptionMaxLength,
  descriptionTooLongMessage,
  nameMaxLength,
  displayNamePattern,
  nameMessages,
  namePattern,
} from '../../domain/shared/name-rules';
import { addressMaxLength, addressMessages } from '../../domain/websites/address-rules';

const requiredName = z.string().trim().min(1, nameMessages.missing).max(nameMaxLength, nameMessages.tooLong);

/** A website's, page's, test's or goal's name (the rule the web app's forms share). */
export const nameField = requiredName.regex(displayNamePattern, nameMessages.displayCharacters);

/** SPEC §5's name schema, for variant names. */
export const variantNameField = requiredName.regex(namePattern, nameMessages.characters);

export const siteUrlField = z
  .string()
  .trim()
  .min(1, addressMessages.missing)
  .max(addressMaxLength, addressMessages.tooLong);

export const descriptionField = z.string().trim().max(descriptionMaxLength, descriptionTooLongMessage);

export const codeField = (language: string) => z.string().max(codeMaxLength, codeTooLongMessage(language));

/** The smallest lift worth finding, in percent, as the duration estimate and a test's verdict read it. */
export const minimumLiftPercentField = z
  .number()
  .min(minimumLiftPercentBounds.min, minimumLiftMessages.tooSmall)
  .max(minimumLiftPercentBounds.max, minimumLiftMessages.tooLarge);

export const redirectUrlField = z
  .string()
  .trim()
  .max(addressMaxLength, addressMessages.tooLong)
  .refine(isRedirectAddress, redirectUrlMessage);

export const trafficAllocationField = z
  .number()
  .int('Traffic allocation is a whole percentage')
  .min(0, 'Traffic allocation is between 0 and 100')
  .max(100, 'Traffic allocation is between 0 and 100');

/** A goal's id as GraphQL sends it (an ID string); whether it exists is the use case's to say. */
export const goalIdField = z.string().regex(/^[1-9]\d{0,8}$/, 'Choose one of the goals.');

export const maxCasesField = z
  .number({ error: maxCasesMessages.missing })
  .int(maxCasesMessages.notWhole)
  .min(1, maxCasesMessages.belowOne);

/** Lists stay bounded: a larger limit is clamped (the "all websites" fetch asks for 99999). */
export const maxPageSize = 1000;
export const defaultPageSize = 20;

export const pagingFields = {
  limit: z
    .number()
    .int('limit must be a whole number')
    .min(0, 'limit must be 0 or more')
    .nullish()
    .transform((limit) => Math.min(limit ?? defaultPageSize, maxPageSize)),
  skip: z
    .number()
    .int('skip must be a whole number')
    .min(0, 'skip must be 0 or more')
    .nullish()
    .transform((skip) => skip ?? 0),
};

export const pagingInput = z.object(pagingFields);
