import type { DependencyContainer } from 'tsyringe';
import {
  affiliatePaymentListener,
  affiliatesUseCases,
  payAffiliatesJob,
  type AffiliatesPorts,
  type AffiliatesUseCases,
} from '../../application/affiliates/affiliates-use-cases';
import { defaultPayoutThresholdMinor } from '../../domain/affiliates/payout';
import { KyselyAffiliateReports } from '../persistence/kysely-affiliate-reports';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule, type Infrastructure } from './composition-module';

function affiliatesPorts(r: DependencyContainer, { config }: Infrastructure): AffiliatesPorts {
  return {
    uow: r.resolve(tokens.unitOfWork),
    clock: r.resolve(tokens.clock),
    ids: r.resolve(tokens.ids),
    reports: r.resolve(tokens.affiliateReports),
    payoutGateway: r.resolve(tokens.payoutGateway),
    publicUrl: config.publicUrl,
    payoutThresholdMinor: defaultPayoutThresholdMinor,
  };
}

export const affiliatesModule: CompositionModule<AffiliatesUseCases> = {
  register(c, infrastructure) {
    c.register(
      tokens.affiliateReports,
      singleton((r) => new KyselyAffiliateReports(kysely(r))),
    );
    // Commission is earned on every payment and reversed on refunds, inside the payment's own transaction.
    c.register(
      tokens.paymentListener,
      singleton((r) => affiliatePaymentListener({ ids: r.resolve(tokens.ids) })),
    );
    c.register(
      tokens.payAffiliates,
      singleton((r) => payAffiliatesJob(affiliatesPorts(r, infrastructure))),
    );
  },
  useCases: (r, infrastructure) => affiliatesUseCases(affiliatesPorts(r, infrastructure)),
};
