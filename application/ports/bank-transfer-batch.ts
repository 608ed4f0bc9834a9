import type { BankDetails } from '../../domain/affiliates/bank-details';

export interface BankTransfer {
  readonly payoutId: string;
  readonly affiliateId: string;
  readonly amountMinor: number;
  readonly currency: 'GBP';
  readonly bankDetails: BankDetails;
}

/** Where a payout run writes the bank transfers an operator makes by hand (a CSV file for the bank's bulk upload). */
export interface BankTransferBatch {
  /** Names the batch, in messages and in the claim each payout written to it keeps: it must name one file for good. */
  readonly name: string;
  /** Writes the whole batch, or throws and leaves no partial batch behind. */
  write(transfers: readonly BankTransfer[]): Promise<void>;
}
