import type { Viewer } from '../../domain/accounts/viewer';
import { maskedBankDetails, type BankDetails } from '../../domain/affiliates/bank-details';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type BankDetailsError = { readonly kind: 'BankDetailsExist' } | { readonly kind: 'NoBankDetails' };

/** Saving returns the details as they will be shown again: masked. */
export type SaveBankDetails = (viewer: Viewer, details: BankDetails) => Promise<Result<BankDetails, BankDetailsError>>;
export type GetBankDetails = (viewer: Viewer) => Promise<BankDetails | null>;

/** The first set of bank details; a second save is BankDetailsExist (the form updates instead). */
export function makeSaveBankDetails(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): SaveBankDetails {
  return (viewer, details) =>
    deps.uow.run(async ({ payouts }) =>
      (await payouts.addBankDetails(viewer.userId, details, deps.clock.now()))
        ? ok(maskedBankDetails(details))
        : fail({ kind: 'BankDetailsExist' }),
    );
}

/** Replaces the details in full (a masked number is never sent back, so it cannot be kept by omission). */
export function makeUpdateBankDetails(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): SaveBankDetails {
  return (viewer, details) =>
    deps.uow.run(async ({ payouts }) =>
      (await payouts.replaceBankDetails(viewer.userId, details, deps.clock.now()))
        ? ok(maskedBankDetails(details))
        : fail({ kind: 'NoBankDetails' }),
    );
}

/** The owner's own details, account number and IBAN masked but for their last 4 characters. */
export function makeGetBankDetails(deps: { readonly uow: UnitOfWork }): GetBankDetails {
  return async (viewer) => {
    const options = await deps.uow.read(({ payouts }) => payouts.optionsOf(viewer.userId));
    return options?.bankDetails ? maskedBankDetails(options.bankDetails) : null;
  };
}
