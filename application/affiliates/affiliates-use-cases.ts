import type { AffiliateReports } from '../ports/affiliate-reports';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { PayoutGateway } from '../ports/payout-gateway';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeAffiliateQueries } from './affiliate-queries';
import { makeGetBankDetails, makeSaveBankDetails, makeUpdateBankDetails } from './bank-details';
import { affiliateCommissions } from './earn-commissions';
import { makePayAffiliates } from './pay-affiliates';
import {
  makeGetPayoutAccount,
  makeGetPayoutSetup,
  makeSetPayoutAccountEnabled,
  makeStartPayoutOnboarding,
} from './payout-setup';
import { makeRecordAffiliateSession } from './record-affiliate-session';

export interface AffiliatesPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly reports: AffiliateReports;
  readonly payoutGateway: PayoutGateway;
  readonly publicUrl: string;
  /** The smallest balance a payout run pays out. */
  readonly payoutThresholdMinor: number;
}

/** Referrals, the affiliate's balance and lists, bank details and payout onboarding. */
export function affiliatesUseCases(ports: AffiliatesPorts) {
  const { uow, clock } = ports;
  return {
    recordAffiliateSession: makeRecordAffiliateSession({ uow, clock, ids: ports.ids }),
    ...makeAffiliateQueries({ uow, clock, reports: ports.reports }),
    saveBankDetails: makeSaveBankDetails({ uow, clock }),
    updateBankDetails: makeUpdateBankDetails({ uow, clock }),
    getBankDetails: makeGetBankDetails({ uow }),
    getPayoutSetup: makeGetPayoutSetup({ uow }),
    startPayoutOnboarding: makeStartPayoutOnboarding({
      uow,
      gateway: ports.payoutGateway,
      publicUrl: ports.publicUrl,
    }),
    payoutAccountForPage: makeGetPayoutAccount({ uow }),
    setPayoutAccountEnabled: makeSetPayoutAccountEnabled({ uow }),
  };
}

export type AffiliatesUseCases = ReturnType<typeof affiliatesUseCases>;

/** The payout run, which operations start (`splitpenny payout`); affiliates never call it. */
export function payAffiliatesJob(ports: AffiliatesPorts) {
  return makePayAffiliates({
    uow: ports.uow,
    gateway: ports.payoutGateway,
    clock: ports.clock,
    ids: ports.ids,
    thresholdMinor: ports.payoutThresholdMinor,
  });
}

/** How the affiliate module hears of payments: it earns commission on them, and reverses it on refunds. */
export function affiliatePaymentListener(ports: Pick<AffiliatesPorts, 'ids'>) {
  return affiliateCommissions({ ids: ports.ids });
}
