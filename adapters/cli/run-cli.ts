import { Command, CommanderError } from 'commander';
import { CliError } from './load-runtime';
import type { PayoutOptions } from './payout-command';
import type { ServeOptions } from './serve-flags';
import type { TopUpOptions } from './top-up-command';

// Each command loads its code when it runs: `splitpenny --help` or a mistyped command then answers without loading
// the server, the database and the payment SDK.

function buildProgram(): Command {
  const program = new Command('splitpenny')
    .description('Splitpenny: pay-as-you-go A/B testing. Configuration comes from environment variables (see README).')
    .exitOverride()
    .showHelpAfterError('(run `splitpenny --help` for the list of commands)');

  program
    .command('serve')
    .description('migrate the database, then serve the web app, GraphQL API and tracking endpoints')
    .option('--dev-mailbox', 'serve /dev/mailbox, every email kept, to this machine only (as DEV_MAILBOX=true)')
    .option('--seed-demo', 'create the demo owner and serve the demo shop (as SEED_DEMO=true)')
    .action(async (options: ServeOptions) => (await import('./serve-command')).serveCommand(options));

  program
    .command('migrate')
    .description('bring the database schema up to date and list what was applied')
    .action(async () => (await import('./migrate-command')).migrateCommand(process.stdout));

  program
    .command('seed')
    .description('create the demo owner with a live test on the demo shop (DEMO_PORT), unless it exists')
    .action(async () => (await import('./seed-command')).seedCommand(process.stdout));

  program
    .command('topup')
    .description('give every account below the monthly level its free sessions (once a month; safe to rerun)')
    .option('--month <YYYY-MM>', 'the month to top up for (default: this month, UTC)')
    .option('--dry-run', 'say what would be added without changing anything')
    .action(async (options: TopUpOptions) =>
      (await import('./top-up-command')).topUpCommand(options, process.stdout, process.stderr),
    );

  program
    .command('payout')
    .description('pay every affiliate with a qualified balance of at least £10.00 and payouts enabled (safe to rerun)')
    .option('--dry-run', 'say who would be paid, and how much, without paying anyone')
    .option('--csv <FILE>', 'write the bank transfers for affiliates paid by bank to this CSV file')
    .action(async (options: PayoutOptions) =>
      (await import('./payout-command')).payoutCommand(options, process.stdout, process.stderr),
    );

  return program;
}

/** Runs the command line and returns the process exit code: 0 on success, 1 on any failure. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    process.stderr.write(`splitpenny: ${describe(error)}\n`);
    return 1;
  }
}

function describe(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
