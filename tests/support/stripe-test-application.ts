import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../application/ports/clock';
import type { Logger } from '../../adapters/logging/create-logger';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { useTestApplication, type TestApplication } from './test-application';

/** The signing secret the stand-in's events are signed with in tests. */
export const standInWebhookSecret = 'whsec_standin_secret';

/**
 * A test application taking payments with Stripe, its SDK talking to a local stand-in started before the app and
 * closed after it: the Stripe tests' common setup.
 */
export function useStripeTestApplication(parts: { readonly clock?: Clock; readonly logger?: Logger } = {}): {
  readonly testApp: () => TestApplication;
  readonly standIn: () => StripeStandIn;
} {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const running = (): StripeStandIn => {
    if (standIn === undefined) throw new Error('useStripeTestApplication(): the stand-in runs only inside tests');
    return standIn;
  };
  const testApp = useTestApplication(
    () => ({
      publicUrl: 'http://app.test',
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_standin',
        webhookSecret: standInWebhookSecret,
        apiUrl: running().url,
      },
    }),
    parts,
  );
  return { testApp, standIn: running };
}
