import { InvalidArgumentError } from 'commander';

export interface EmailsOptions {
  readonly failed?: boolean;
  readonly pending?: boolean;
  readonly limit?: number;
  readonly retry?: readonly string[];
  readonly json?: boolean;
}

/** `--limit`'s parser: a whole number from 1 to 10,000, or a usage error naming the option. */
export function emailLimitArgument(text: string): number {
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > 10_000) {
    throw new InvalidArgumentError(`--limit must be a whole number from 1 to 10000, not "${text}"`);
  }
  return limit;
}
