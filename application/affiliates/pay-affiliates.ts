import { balanceAt } from '../../domain/affiliates/affiliate-balance';
import { payoutDestination, payoutDue, type Payout } from '../../domain/affiliates/payout';
import type { UserId } from '../../domain/shared/ids';
import type { BankTransferBatch } from '../ports/bank-transfer-batch';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { PayoutGateway } from '../ports/payout-gateway';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';

/** A payout this run made (or, in a dry run, would make). */
export interface PlannedPayout {
  readonly affiliateId: UserId;
  readonly method: Payout['destination']['method'];
  readonly amountMinor: number;
}

/** Something that went wrong with one payout; the run carries on with the others and reports it. */
export interface PayoutFailure {
  readonly payoutId: string | null;
  readonly affiliateId: UserId;
  readonly reason: string;
  /** Refused for good (the money went back to the affiliate's balance) or unknown (retried by the next run). */
  readonly outcome: 'returned' | 'retry';
}

export interface PayoutProgress {
  readonly affiliatesChecked: number;
  readonly affiliatesTotal: number;
  readonly payoutsMade: number;
}

export interface PayoutReport {
  readonly dryRun: boolean;
  readonly affiliatesChecked: number;
  /** New payouts this run: their money left the affiliates' balances. */
  readonly payouts: readonly PlannedPayout[];
  readonly transferred: { readonly count: number; readonly amountMinor: number };
  readonly exported: { readonly count: number; readonly amountMinor: number; readonly batch: string | null };
  /** Affiliates due a bank payout left for a run with a batch file. */
  readonly bankSkipped: number;
  readonly failures: readonly PayoutFailure[];
}

export type PayAffiliates = (input: {
  readonly dryRun: boolean;
  /** Where bank transfers go; without one, affiliates paid by bank transfer wait for a run that has one. */
  readonly bankBatch: BankTransferBatch | null;
  readonly onProgress?: (progress: PayoutProgress) => void;
}) => Promise<PayoutReport>;

interface PayDeps {
  readonly uow: UnitOfWork;
  readonly gateway: PayoutGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly thresholdMinor: number;
}

/**
 * `splitpenny payout` (ARCHITECTURE.md §4). Each affiliate due a payout gets one in its own transaction: the
 * payout row and its PAYMENT row, which takes the money off the qualified balance, are written together while the
 * affiliate is locked. Only then is the money moved: Stripe transfers keyed by the payout's id (so a retry never
 * transfers twice) and bank transfers written to the batch. Payouts still pending from an interrupted run are
 * finished first-come by the next, and an affiliate with one never gets a second for the same money, because
 * their balance no longer holds it.
 */
export function makePayAffiliates(deps: PayDeps): PayAffiliates {
  return async ({ dryRun, bankBatch, onProgress }) => {
    const candidates = await deps.uow.read(({ payouts }) => payouts.payableAffiliates());
    const payouts: PlannedPayout[] = [];
    const failures: PayoutFailure[] = [];
    let bankSkipped = 0;
    for (const [index, affiliateId] of candidates.entries()) {
      const planned = await reserveOne(deps, affiliateId, { dryRun, bankAllowed: bankBatch !== null });
      if (planned === 'bank-skipped') bankSkipped += 1;
      else if (planned !== null) payouts.push(planned);
      onProgress?.({ affiliatesChecked: index + 1, affiliatesTotal: candidates.length, payoutsMade: payouts.length });
    }
    const report = { dryRun, affiliatesChecked: candidates.length, payouts, bankSkipped };
    if (dryRun) {
      return { ...report, transferred: none, exported: { ...none, batch: null }, failures };
    }
    const transferred = await transferPending(deps, failures);
    const exported = await exportPending(deps, bankBatch, failures);
    return { ...report, transferred, exported, failures };
  };
}

const none = { count: 0, amountMinor: 0 };

/** One affiliate's payout, reserved: what it pays, or null when nothing is due. */
async function reserveOne(
  deps: PayDeps,
  affiliateId: UserId,
  options: { readonly dryRun: boolean; readonly bankAllowed: boolean },
): Promise<PlannedPayout | 'bank-skipped' | null> {
  const work = async (repositories: Repositories): Promise<PlannedPayout | 'bank-skipped' | null> => {
    const { payouts, affiliates } = repositories;
    if (!options.dryRun) await payouts.lockAffiliate(affiliateId);
    const payoutOptions = await payouts.optionsOf(affiliateId);
    const destination = payoutOptions === null ? null : payoutDestination(payoutOptions);
    if (destination === null) return null;
    const now = deps.clock.now();
    const due = payoutDue(
      balanceAt(await affiliates.balanceEntries(affiliateId), now).qualifiedMinor,
      deps.thresholdMinor,
    );
    if (due === 0) return null;
    if (destination.method === 'bank' && !options.bankAllowed) return 'bank-skipped';
    const planned = { affiliateId, method: destination.method, amountMinor: due };
    if (options.dryRun) return planned;
    const payout: Payout = {
      id: deps.ids.next(),
      affiliateId,
      amountMinor: due,
      currency: 'GBP',
      destination,
      status: 'pending',
      createdAt: now,
      exportBatch: null,
    };
    await payouts.add(payout);
    await affiliates.record({
      id: deps.ids.next(),
      affiliateId,
      type: 'PAYMENT',
      amountMinor: -due,
      reference: `payout:${payout.id}`,
      referredUserId: null,
      checkoutId: null,
      payoutId: payout.id,
      createdAt: now,
      qualifiesAt: now,
    });
    return planned;
  };
  return options.dryRun ? deps.uow.read(work) : deps.uow.run(work);
}

/** Every pending Stripe payout, this run's and any an interrupted run left, transferred. */
async function transferPending(deps: PayDeps, failures: PayoutFailure[]) {
  const pending = await deps.uow.read(({ payouts }) => payouts.pending('connected-account'));
  let count = 0;
  let amountMinor = 0;
  for (const payout of pending) {
    if (payout.destination.method !== 'connected-account') continue;
    const request = {
      payoutId: payout.id,
      accountId: payout.destination.accountId,
      amountMinor: payout.amountMinor,
      currency: payout.currency,
    };
    let outcome;
    try {
      outcome = await deps.gateway.transfer(request);
    } catch (error) {
      failures.push({
        payoutId: payout.id,
        affiliateId: payout.affiliateId,
        reason: messageOf(error),
        outcome: 'retry',
      });
      continue;
    }
    if (outcome.ok) {
      await deps.uow.run(({ payouts }) => payouts.markPaid(payout.id, outcome.value.transferId, deps.clock.now()));
      count += 1;
      amountMinor += payout.amountMinor;
    } else {
      await returnRefused(deps, payout, outcome.error.reason);
      failures.push({
        payoutId: payout.id,
        affiliateId: payout.affiliateId,
        reason: outcome.error.reason,
        outcome: 'returned',
      });
    }
  }
  return { count, amountMinor };
}

/** A transfer the provider refused: the payout fails and a PAYMENT row gives the money back to the balance. */
async function returnRefused(deps: PayDeps, payout: Payout, reason: string): Promise<void> {
  await deps.uow.run(async ({ payouts, affiliates }) => {
    const now = deps.clock.now();
    await payouts.markFailed(payout.id, reason, now);
    await affiliates.record({
      id: deps.ids.next(),
      affiliateId: payout.affiliateId,
      type: 'PAYMENT',
      amountMinor: payout.amountMinor,
      reference: `payout:${payout.id}:returned`,
      referredUserId: null,
      checkoutId: null,
      payoutId: payout.id,
      createdAt: now,
      qualifiesAt: now,
    });
  });
}

/**
 * Every pending bank payout written to the batch, then marked exported. They are claimed for the batch first, and
 * a payout claimed for one batch is only ever written to that one: if the run stops after writing the file but
 * before marking them, the next run with the same file writes them to it again, and a run with another file
 * leaves them alone (and says so). A batch that could not be written gives back the claims this run made, since no
 * file has those payouts.
 */
async function exportPending(deps: PayDeps, batch: BankTransferBatch | null, failures: PayoutFailure[]) {
  const pending = await deps.uow.read(({ payouts }) => payouts.pending('bank'));
  if (pending.length === 0) return { ...none, batch: null };
  if (batch === null) {
    for (const payout of pending) {
      const reason =
        payout.exportBatch === null
          ? 'a bank payout waits for a batch file: run again with --csv FILE'
          : heldElsewhere(payout.exportBatch);
      failures.push({ payoutId: payout.id, affiliateId: payout.affiliateId, reason, outcome: 'retry' });
    }
    return { ...none, batch: null };
  }
  const claimed = await deps.uow.run(({ payouts }) => payouts.claimForBatch(batch.name));
  for (const payout of pending) {
    if (payout.exportBatch === null || payout.exportBatch === batch.name) continue;
    const reason = heldElsewhere(payout.exportBatch);
    failures.push({ payoutId: payout.id, affiliateId: payout.affiliateId, reason, outcome: 'retry' });
  }
  if (claimed.length === 0) return { ...none, batch: null };
  const transfers = claimed.flatMap((payout) =>
    payout.destination.method === 'bank'
      ? [{ ...payout, payoutId: payout.id, bankDetails: payout.destination.bankDetails }]
      : [],
  );
  const ids = claimed.map((payout) => payout.id);
  try {
    await batch.write(transfers);
  } catch (error) {
    // Only this run's claims go back: an unfinished run's file with the same name may still hold the others.
    const claimedBefore = new Set(pending.filter((p) => p.exportBatch === batch.name).map((p) => p.id));
    const claimedNow = ids.filter((id) => !claimedBefore.has(id));
    await deps.uow.run(({ payouts }) => payouts.releaseFromBatch(claimedNow, batch.name));
    for (const payout of claimed) {
      failures.push({
        payoutId: payout.id,
        affiliateId: payout.affiliateId,
        reason: messageOf(error),
        outcome: 'retry',
      });
    }
    return { ...none, batch: null };
  }
  await deps.uow.run(({ payouts }) => payouts.markExported(ids, deps.clock.now()));
  const amountMinor = claimed.reduce((sum, payout) => sum + payout.amountMinor, 0);
  return { count: claimed.length, amountMinor, batch: batch.name };
}

const heldElsewhere = (batch: string): string =>
  `written to ${batch} by a run that did not finish: run again with --csv ${batch} (never another file)`;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
