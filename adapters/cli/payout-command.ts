import { formatPence } from '../../domain/payments/money';
import type { PayoutReport } from '../../application/affiliates/pay-affiliates';
import { runPayout } from '../main';
import { CsvBankTransferBatch } from './csv-bank-transfer-batch';
import { CliError, loadRuntime, refusingUnreadyDatabase } from './load-runtime';
import { ProgressLines } from './progress-lines';

export interface PayoutOptions {
  readonly dryRun?: boolean;
  readonly csv?: string;
  readonly json?: boolean;
}

/** `--json`: the report as one JSON document (amounts in pence), dry runs included. */
export interface PayoutJson {
  readonly dryRun: boolean;
  readonly affiliatesChecked: number;
  readonly payouts: readonly { readonly affiliateId: string; readonly method: string; readonly amountMinor: number }[];
  readonly transferred: { readonly count: number; readonly amountMinor: number };
  readonly exported: { readonly count: number; readonly amountMinor: number; readonly batch: string | null };
  readonly bankSkipped: number;
  readonly failures: readonly {
    readonly payoutId: string | null;
    readonly affiliateId: string;
    readonly reason: string;
    readonly outcome: string;
  }[];
}

const payouts = (n: number): string => `${n} payout${n === 1 ? '' : 's'}`;

/**
 * `splitpenny payout [--dry-run] [--csv FILE] [--json]`: progress on stderr, the summary (or the JSON report) on
 * stdout, and a non-zero exit when any payout failed (those refused are back on the affiliate's balance; the others are retried by the next run).
 */
export async function payoutCommand(
  options: PayoutOptions,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const dryRun = options.dryRun === true;
  const bankBatch = options.csv === undefined ? null : new CsvBankTransferBatch(options.csv);
  err.write(`Paying affiliates with a qualified balance of at least £10.00${dryRun ? ' (dry run)' : ''}...\n`);
  const progress = new ProgressLines(err);
  const report = await refusingUnreadyDatabase(() =>
    runPayout(config, logger.child({}, { level: 'warn' }), {
      dryRun,
      bankBatch,
      onProgress: (p) =>
        progress.update(
          p.affiliatesChecked,
          p.affiliatesTotal,
          `${p.affiliatesChecked} of ${p.affiliatesTotal} affiliate(s) checked, ${payouts(p.payoutsMade)}`,
        ),
    }),
  );
  out.write(options.json === true ? `${JSON.stringify(asJson(report))}\n` : summary(report));
  if (report.failures.length > 0) {
    throw new CliError(`${payouts(report.failures.length)} failed: see above. Running the command again is safe.`);
  }
}

function asJson(report: PayoutReport): PayoutJson {
  return {
    dryRun: report.dryRun,
    affiliatesChecked: report.affiliatesChecked,
    payouts: report.payouts.map(({ affiliateId, method, amountMinor }) => ({ affiliateId, method, amountMinor })),
    transferred: report.transferred,
    exported: report.exported,
    bankSkipped: report.bankSkipped,
    failures: report.failures.map(({ payoutId, affiliateId, reason, outcome }) => ({
      payoutId,
      affiliateId,
      reason,
      outcome,
    })),
  };
}

function summary(report: PayoutReport): string {
  const total = report.payouts.reduce((sum, payout) => sum + payout.amountMinor, 0);
  const lines = [
    `${report.dryRun ? 'Would pay' : 'Paid'} ${payouts(report.payouts.length)} worth ${formatPence(total)} ` +
      `(${report.affiliatesChecked} affiliate(s) with payouts enabled checked).`,
  ];
  for (const payout of report.payouts) {
    lines.push(
      `  ${payout.affiliateId}  ${payout.method === 'connected-account' ? 'Stripe ' : 'bank   '}  ${formatPence(payout.amountMinor)}`,
    );
  }
  if (!report.dryRun) {
    lines.push(`Stripe transfers: ${report.transferred.count}, ${formatPence(report.transferred.amountMinor)}.`);
    lines.push(
      report.exported.batch === null
        ? 'Bank transfers: none written.'
        : `Bank transfers: ${report.exported.count}, ${formatPence(report.exported.amountMinor)}, written to ${report.exported.batch}.`,
    );
  }
  if (report.bankSkipped > 0) {
    lines.push(`${report.bankSkipped} affiliate(s) paid by bank transfer were left for a run with --csv FILE.`);
  }
  for (const failure of report.failures) {
    const next = failure.outcome === 'returned' ? 'returned to their balance' : 'will be retried by the next run';
    lines.push(`FAILED ${failure.payoutId ?? '-'} (affiliate ${failure.affiliateId}): ${failure.reason}; ${next}.`);
  }
  if (report.dryRun) lines.push('Dry run: nothing was changed.');
  return `${lines.join('\n')}\n`;
}
