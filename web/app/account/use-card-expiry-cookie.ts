import { useEffect } from 'react';
import { readAccount, updateAccountCardNearingExpiry } from './account-cookies';

/**
 * Keeps the accountCardNearingExpiry cookie in step with the server: login sets it, but a card saved or updated
 * since then changes the answer, and the cookie follows the latest one.
 */
export function useCardExpiryCookie(cardNearingExpiry: boolean): void {
  useEffect(() => {
    const account = readAccount();
    if (account !== null && account.cardNearingExpiry !== cardNearingExpiry) {
      updateAccountCardNearingExpiry(cardNearingExpiry);
    }
  }, [cardNearingExpiry]);
}
