import type { DependencyContainer } from 'tsyringe';
import {
  paymentsUseCases,
  topUpAccountsJob,
  type PaymentsPorts,
  type PaymentsUseCases,
} from '../../application/payments/payments-use-cases';
import { LoggedPaymentAlerts } from '../payments/logged-payment-alerts';
import { tokens } from '../tokens';
import { singleton, type CompositionModule, type Infrastructure } from './composition-module';
import { paymentProvider } from './payment-providers';

function paymentsPorts(r: DependencyContainer, { config, logger }: Infrastructure): PaymentsPorts {
  return {
    uow: r.resolve(tokens.unitOfWork),
    clock: r.resolve(tokens.clock),
    ids: r.resolve(tokens.ids),
    mailer: r.resolve(tokens.mailer),
    gateway: r.resolve(tokens.paymentGateway),
    paymentListeners: r.isRegistered(tokens.paymentListener, true) ? r.resolveAll(tokens.paymentListener) : [],
    prices: config.prices,
    paymentAlerts: new LoggedPaymentAlerts(logger),
    publicUrl: config.publicUrl,
    monthlyTopUpLevel: config.sessions.monthlyTopUpLevel,
  };
}

export const paymentsModule: CompositionModule<PaymentsUseCases> = {
  register(c, infrastructure) {
    const { config } = infrastructure;
    c.register(
      tokens.paymentProvider,
      singleton((r) => paymentProvider(config.payments, { publicUrl: config.publicUrl, ids: r.resolve(tokens.ids) })),
    );
    c.register(
      tokens.paymentGateway,
      singleton((r) => r.resolve(tokens.paymentProvider).paymentGateway),
    );
    c.register(
      tokens.payoutGateway,
      singleton((r) => r.resolve(tokens.paymentProvider).payoutGateway),
    );
    c.register(
      tokens.topUpAccounts,
      singleton((r) => topUpAccountsJob(paymentsPorts(r, infrastructure))),
    );
  },
  useCases: (r, infrastructure) => paymentsUseCases(paymentsPorts(r, infrastructure)),
};
