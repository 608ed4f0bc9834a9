import type { PriceTable } from '../../domain/payments/price-table';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { PaymentAlerts } from '../ports/payment-alerts';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PaymentListener } from '../ports/payment-listener';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeTopUpAccounts } from '../top-ups/top-up-accounts';
import { makeGetCheckout, makeGetCheckoutForPayment } from './get-checkout';
import { makeHandlePaymentEvent } from './handle-payment-event';
import { makeGetPriceTable, makeQuoteSessions } from './quote-sessions';
import { makeCancelCardUpdate, makeCompleteCardUpdate, makeGetCardUpdate } from './save-card';
import { makeCancelCheckout, makeCompleteCheckout, makeFailCheckout, makeSendReceipt } from './settle-checkout';
import { makeStartCardUpdate } from './start-card-update';
import { makeStartCheckout } from './start-checkout';

export interface PaymentsPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly gateway: PaymentGateway;
  /** Told of every payment and refund, in its transaction (the affiliate module earns and reverses commission). */
  readonly paymentListeners: readonly PaymentListener[];
  readonly prices: PriceTable;
  /** Told of every payment taken that credited nothing, for an operator. */
  readonly paymentAlerts: PaymentAlerts;
  readonly publicUrl: string;
  /** The balance the monthly top-up brings every account up to (MONTHLY_TOPUP_LEVEL). */
  readonly monthlyTopUpLevel: number;
}

/** Buying sessions: prices, checkouts, the saved card and the payment provider's events. */
export function paymentsUseCases(ports: PaymentsPorts) {
  const { uow, clock, ids, gateway, prices, publicUrl, paymentListeners } = ports;
  const sendReceipt = makeSendReceipt({ uow, mailer: ports.mailer, appUrl: publicUrl });
  return {
    getPriceTable: makeGetPriceTable({ prices }),
    quoteSessions: makeQuoteSessions({ prices }),
    startCheckout: makeStartCheckout({ uow, gateway, prices, clock, publicUrl }),
    completeCheckout: makeCompleteCheckout({ uow, clock, ids, sendReceipt, paymentListeners }),
    handlePaymentEvent: makeHandlePaymentEvent({
      uow,
      clock,
      ids,
      sendReceipt,
      paymentListeners,
      prices,
      alerts: ports.paymentAlerts,
    }),
    cancelCheckout: makeCancelCheckout({ uow }),
    failCheckout: makeFailCheckout({ uow }),
    startCardUpdate: makeStartCardUpdate({ uow, gateway, clock, publicUrl }),
    completeCardUpdate: makeCompleteCardUpdate({ uow, clock }),
    cancelCardUpdate: makeCancelCardUpdate({ uow }),
    cardUpdateForPage: makeGetCardUpdate({ uow }),
    getCheckout: makeGetCheckout({ uow }),
    checkoutForPayment: makeGetCheckoutForPayment({ uow }),
  };
}

export type PaymentsUseCases = ReturnType<typeof paymentsUseCases>;

/** The monthly free top-up, which operations run (the CLI and the scheduler); owners never call it. */
export function topUpAccountsJob(ports: PaymentsPorts) {
  return makeTopUpAccounts({ uow: ports.uow, clock: ports.clock, ids: ports.ids, level: ports.monthlyTopUpLevel });
}
