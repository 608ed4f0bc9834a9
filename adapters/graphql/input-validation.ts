import type { z } from 'zod';
import { graphqlError } from './errors';

/**
 * The boundary check of every mutation input. A failure becomes BAD_USER_INPUT whose message is the first
 * problem, with `field` naming its field and `issues` listing every problem, field by field.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const first = issues[0] ?? { field: '', message: 'The input is not valid.' };
  throw graphqlError('BAD_USER_INPUT', first.message, { field: first.field, issues });
}
