import { notFound } from '@tanstack/react-router';
import { hasServerErrorCode } from '../api/graphql-errors';

/**
 * Reading what an address carries, for the route definitions: path parameters as strings, search values as the
 * router parsed them (JSON, so `?confirmed=1` is the number 1). Each reader returns the value, or undefined for
 * anything else; none throws. Written out rather than as zod schemas: the route definitions load with every page,
 * and zod's core alone would be a sixth of a public page's 90 KB of JavaScript (docs/decisions.md).
 */

/** Text with its surrounding spaces removed, if that leaves between 1 and `maxLength` characters. */
export function trimmedText(value: unknown, maxLength: number = Number.POSITIVE_INFINITY): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= maxLength ? trimmed : undefined;
}

/** Text as given, if there is any. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Text that passes `accept`. */
export function acceptedText(value: unknown, accept: (text: string) => boolean): string | undefined {
  return typeof value === 'string' && accept(value) ? value : undefined;
}

/** The value itself, if it is one of `allowed`. */
export function oneOf<const Allowed extends readonly (string | number)[]>(
  value: unknown,
  allowed: Allowed,
): Allowed[number] | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * A positive whole number written plainly. "01", "1.0", "1e1" and "0x1" are refused rather than read as a number,
 * so each page of a list has one address; nine digits keep it a safe integer.
 */
export function positiveWholeNumber(value: string): number | undefined {
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * Id params: ids are the server's to define, so any segment that is not blank is passed on (trimmed), and the
 * server says whether it exists. A blank one shows the not-found page rather than an error.
 */
export function idParams<const Names extends readonly string[]>(...names: Names) {
  type Params = Record<Names[number], string>;
  return {
    parse: (raw: Record<string, string>): Params => {
      const entries = names.map((name) => [name, trimmedText(raw[name])] as const);
      if (entries.some(([, value]) => value === undefined)) throw notFound();
      return Object.fromEntries(entries) as Params;
    },
    stringify: (params: Params) => params,
  };
}

/** Another user's test, or one deleted since, answers NOT_FOUND: that is the not-found page, not an error. */
export async function orNotFound<Data>(load: Promise<Data>): Promise<Data> {
  try {
    return await load;
  } catch (error) {
    if (hasServerErrorCode(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}
