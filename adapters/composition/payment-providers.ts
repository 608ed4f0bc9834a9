import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../application/ports/payment-gateway';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { PayoutGateway } from '../../application/ports/payout-gateway';
import type { UseCases } from '../../application/use-cases';
import type { Config } from '../config/config';
import { localCheckoutPath, registerLocalCheckoutRoutes } from '../http/payments/local-checkout-routes';
import { localPayoutOnboardingPath } from '../http/payments/local-payout-onboarding-routes';
import { registerStripeWebhookRoute } from '../http/payments/stripe-webhook-route';
import { LocalPaymentGateway } from '../payments/local-payment-gateway';
import { LocalPayoutGateway } from '../payments/local-payout-gateway';
import { paymentEventOf } from '../payments/stripe-payment-events';
import { StripePaymentGateway, stripeClient } from '../payments/stripe-payment-gateway';
import { StripePayoutGateway } from '../payments/stripe-payout-gateway';

/** Everything that depends on which provider takes the money: its two gateways and the HTTP routes it answers. */
export interface PaymentProvider {
  readonly paymentGateway: PaymentGateway;
  readonly payoutGateway: PayoutGateway;
  /** The routes the provider calls back or shows: Stripe's webhook, or the local test-mode pages. */
  readonly registerRoutes: (app: FastifyInstance, useCases: UseCases) => Promise<void>;
}

type ProviderSettings = Config['payments'];

interface ProviderContext {
  readonly publicUrl: string;
  readonly ids: IdGenerator;
}

/** Without STRIPE_SECRET_KEY: the local test-mode checkout and onboarding pages, moving no money. */
function localProvider({ publicUrl, ids }: ProviderContext): PaymentProvider {
  return {
    paymentGateway: new LocalPaymentGateway(`${publicUrl}${localCheckoutPath}`, ids),
    payoutGateway: new LocalPayoutGateway(`${publicUrl}${localPayoutOnboardingPath}`, ids),
    registerRoutes: (app, useCases) => registerLocalCheckoutRoutes(app, useCases),
  };
}

/** Stripe Checkout and Stripe Connect through one client, and the webhook Stripe calls back. */
function stripeProvider(settings: Extract<ProviderSettings, { readonly provider: 'stripe' }>): PaymentProvider {
  const stripe = stripeClient(settings.secretKey, settings.apiUrl);
  return {
    paymentGateway: new StripePaymentGateway(stripe),
    payoutGateway: new StripePayoutGateway(stripe),
    registerRoutes: (app, useCases) =>
      registerStripeWebhookRoute(app, {
        stripe,
        webhookSecret: settings.webhookSecret,
        paymentEventOf: (event) => paymentEventOf(stripe, event),
        handlePaymentEvent: useCases.handlePaymentEvent,
      }),
  };
}

/**
 * The configured provider (STRIPE_SECRET_KEY or not, adapters/config/config.ts), decided here once for the gateways
 * and the routes alike. A new provider is one case here, its gateways in adapters/payments/, its routes in
 * adapters/http/payments/ and its settings in the configuration.
 */
export function paymentProvider(settings: ProviderSettings, context: ProviderContext): PaymentProvider {
  switch (settings.provider) {
    case 'local':
      return localProvider(context);
    case 'stripe':
      return stripeProvider(settings);
  }
}
