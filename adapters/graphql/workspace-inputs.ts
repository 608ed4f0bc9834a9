import { z } from 'zod';

/** SPEC §5's name schema, for website, page, test and variant names. */
export const nameField = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters for the name')
  // Letters of any alphabet (Café, Zürich), digits, underscore and spaces, as SPEC §5 describes.
  .regex(/^[\p{L}\p{N}_ ]+$/u, 'The name can only contain letters, numbers, and spaces');

export const siteUrlField = z.string().trim().min(1, 'Enter the address').max(2048, 'That address is too long');

export const descriptionField = z.string().trim().max(2000, 'Use at most 2,000 characters for the description');

export const codeField = (language: string) => z.string().max(100_000, `Keep the ${language} under 100,000 characters`);

export const redirectUrlField = z
  .string()
  .trim()
  .max(2048, 'That address is too long')
  .refine(
    (value) => URL.canParse(value) && /^https?:\/\//i.test(value),
    'Enter a full address, like https://example.com/new-page',
  );

export const trafficAllocationField = z
  .number()
  .int('Traffic allocation is a whole percentage')
  .min(0, 'Traffic allocation is between 0 and 100')
  .max(100, 'Traffic allocation is between 0 and 100');

/** A goal's id as GraphQL sends it (an ID string); whether it exists is the use case's to say. */
export const goalIdField = z.string().regex(/^[1-9]\d{0,8}$/, 'Choose one of the goals.');

export const maxCasesField = z
  .number({ error: 'Enter the maximum number of test sessions' })
  .int('The maximum number of test sessions is a whole number')
  .min(1, 'The maximum number of test sessions must be at least 1');

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
