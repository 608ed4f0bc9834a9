import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const StartCheckoutMutation = graphql(`
  mutation ProcessCheckoutSession($email: String!, $credits: Float!) {
    processCheckoutSession(email: $email, credits: $credits) {
      id
      url
    }
  }
`);

const CheckoutQuery = graphql(`
  query Checkout($id: ID!) {
    checkout(id: $id) {
      id
      status
      sessions
      amountMinor
    }
    testSessionsRemaining
  }
`);

/** Opens a checkout for `credits` sessions; the answer's url is the payment page to go to. */
export async function startCheckout(email: string, credits: number): Promise<{ id: string; url: string }> {
  return (await requestGraphql(StartCheckoutMutation, { email, credits })).processCheckoutSession;
}

/** How often, and for how long, /payment-success asks whether the payment has been confirmed. */
export const confirmationPollMs = 1_000;
export const confirmationWaitMs = 30_000;

/**
 * A checkout and the balance, read again every second while it is still open and `polling` (the page stops after
 * `confirmationWaitMs`: a provider's confirmation normally arrives within seconds, and after that it says so).
 */
export function checkoutQueryOptions(checkoutId: string, polling: boolean) {
  return queryOptions({
    queryKey: ['account', 'checkout', checkoutId] as const,
    queryFn: () => requestGraphql(CheckoutQuery, { id: checkoutId }),
    refetchInterval: (query) => (query.state.data?.checkout.status === 'OPEN' && polling ? confirmationPollMs : false),
    retry: false,
  });
}
