import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { formatCount } from '../../format/format-count';
import { formatPence } from '../../format/format-money';
import { startCheckout } from './checkout-requests';

/**
 * Buys the chosen sessions: opens a checkout at the price shown, then hands the browser to the payment page. The
 * sessions arrive only when the payment is confirmed, on /payment-success.
 */
export function BuyButton({ email, sessions, amountMinor }: { email: string; sessions: number; amountMinor: number }) {
  const [starting, setStarting] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const buy = async (): Promise<void> => {
    setStarting(true);
    setProblems([]);
    try {
      const checkout = await startCheckout(email, sessions);
      window.location.assign(checkout.url);
    } catch (error) {
      setProblems(serverProblems(error));
      setStarting(false);
    }
  };
  return (
    <div className="buy">
      <FormProblems problems={problems} />
      <button
        type="button"
        className="button button--primary button--large"
        disabled={starting}
        onClick={() => void buy()}
      >
        {starting && <span className="button__spinner" aria-hidden="true" />}
        {starting
          ? 'Opening the payment page…'
          : `Buy ${formatCount(sessions)} sessions for ${formatPence(amountMinor)}`}
      </button>
    </div>
  );
}
