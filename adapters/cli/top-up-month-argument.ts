import { InvalidArgumentError } from 'commander';
import { parseTopUpMonth, type TopUpMonth } from '../../domain/top-ups/monthly-top-up';

/** `--month`'s parser: a malformed month is a usage error, told by commander with the option's name. */
export function topUpMonthArgument(text: string): TopUpMonth {
  const month = parseTopUpMonth(text);
  if (month === null) throw new InvalidArgumentError(`--month must be a month like 2026-11, not "${text}"`);
  return month;
}
