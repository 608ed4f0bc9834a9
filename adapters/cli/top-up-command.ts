import type { TopUpReport } from '../../application/top-ups/top-up-accounts';
import {
  previousTopUpMonth,
  topUpMonthOf,
  topUpMonthRefusal,
  type TopUpMonth,
} from '../../domain/top-ups/monthly-top-up';
import { runTopUp } from '../main';
import { loadRuntime, refusingUnreadyDatabase, UsageError } from './load-runtime';
import { ProgressLines } from './progress-lines';

export interface TopUpOptions {
  readonly month?: TopUpMonth;
  readonly force?: boolean;
  readonly dryRun?: boolean;
  readonly json?: boolean;
}

/** `--json`: the report as one JSON document, dry runs included. */
export interface TopUpJson {
  readonly month: string;
  readonly level: number;
  readonly dryRun: boolean;
  readonly accountsChecked: number;
  readonly accountsToppedUp: number;
  readonly sessionsAdded: number;
}

const sessions = (n: number): string => `${n.toLocaleString('en-GB')} session${n === 1 ? '' : 's'}`;

/** The month to top up for, refused with what to do instead unless it is this month or the last (or forced). */
function chosenMonth(options: TopUpOptions, now: Date): TopUpMonth {
  const month = options.month ?? topUpMonthOf(now);
  const current = topUpMonthOf(now);
  switch (topUpMonthRefusal(month, now, options.force === true)) {
    case null:
      return month;
    case 'future':
      throw new UsageError(
        `--month ${month} is in the future (this month is ${current}): a month's top-up is given during that month`,
      );
    case 'older-than-previous':
      throw new UsageError(
        `--month ${month} is before last month (${previousTopUpMonth(current)}): it would give every account below ` +
          'the level an extra top-up now. Add --force if that is what you mean',
      );
  }
}

/** `splitpenny topup [--month YYYY-MM [--force]] [--dry-run] [--json]`: progress on stderr, the summary on stdout. */
export async function topUpCommand(
  options: TopUpOptions,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
): Promise<void> {
  const month = chosenMonth(options, new Date());
  const { config, logger } = loadRuntime(process.env);
  const dryRun = options.dryRun === true;
  err.write(
    `Topping up accounts below ${sessions(config.sessions.monthlyTopUpLevel)} for ${month}${dryRun ? ' (dry run)' : ''}...\n`,
  );
  const progress = new ProgressLines(err);
  const report = await refusingUnreadyDatabase(() =>
    runTopUp(config, logger.child({}, { level: 'warn' }), {
      month,
      dryRun,
      onProgress: (p) =>
        progress.update(
          p.accountsChecked,
          p.accountsTotal,
          `${p.accountsChecked} of ${p.accountsTotal} account(s) checked, ${p.accountsToppedUp} ${dryRun ? 'would be ' : ''}topped up`,
        ),
    }),
  );
  out.write(options.json === true ? `${JSON.stringify(asJson(report))}\n` : summary(report));
}

function asJson(report: TopUpReport): TopUpJson {
  return {
    month: report.month,
    level: report.level,
    dryRun: report.dryRun,
    accountsChecked: report.accountsChecked,
    accountsToppedUp: report.accountsToppedUp,
    sessionsAdded: report.sessionsAdded,
  };
}

function summary(report: TopUpReport): string {
  const verb = report.dryRun ? 'would gain' : 'gained';
  return (
    `${report.month}: ${report.accountsToppedUp} of ${report.accountsChecked} account(s) below the level ${verb} ` +
    `${sessions(report.sessionsAdded)}.${report.dryRun ? ' Dry run: nothing was changed.' : ''}\n`
  );
}
