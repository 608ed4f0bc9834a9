import { parseTopUpMonth, topUpMonthOf } from '../../domain/top-ups/monthly-top-up';
import { runTopUp } from '../main';
import { CliError, loadRuntime } from './load-runtime';

export interface TopUpOptions {
  readonly month?: string;
  readonly dryRun?: boolean;
}

const sessions = (n: number): string => `${n.toLocaleString('en-GB')} session${n === 1 ? '' : 's'}`;

/** `splitpenny topup [--month YYYY-MM] [--dry-run]`: progress on stderr, the summary on stdout. */
export async function topUpCommand(
  options: TopUpOptions,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
): Promise<void> {
  const month = options.month === undefined ? topUpMonthOf(new Date()) : parseTopUpMonth(options.month);
  if (month === null) throw new CliError(`--month must be a month like 2026-11, not "${options.month ?? ''}"`);
  const { config, logger } = loadRuntime(process.env);
  const dryRun = options.dryRun === true;
  err.write(
    `Topping up accounts below ${sessions(config.sessions.monthlyTopUpLevel)} for ${month}${dryRun ? ' (dry run)' : ''}...\n`,
  );
  const report = await runTopUp(config, logger.child({}, { level: 'warn' }), {
    month,
    dryRun,
    onProgress: (progress) =>
      err.write(`  checked ${progress.accountsChecked} account(s), ${progress.accountsToppedUp} topped up\n`),
  });
  const verb = dryRun ? 'would gain' : 'gained';
  out.write(
    `${report.month}: ${report.accountsToppedUp} of ${report.accountsChecked} account(s) below the level ${verb} ` +
      `${sessions(report.sessionsAdded)}.${dryRun ? ' Dry run: nothing was changed.' : ''}\n`,
  );
}
