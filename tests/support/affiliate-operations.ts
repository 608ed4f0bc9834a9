import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CREATE_USER, uniqueEmail, type SignedUpUser } from './account-operations';
import { postGraphql } from './graphql-request';

export const CREATE_AFFILIATE_SESSION = `mutation Visit($referrerId: String!) {
  createAffiliateSession(referrerId: $referrerId) { success }
}`;

export const AFFILIATE_DASHBOARD = `query Dashboard {
  affiliateBalancePending
  affiliateBalanceQualified
  referrals(input: { limit: 10 }) { total users { id dateCreated conversionDate totalPayments totalCommissionsValue } }
  affiliatePerformanceMetrics { freeReferrals payingReferrals totalReferrals freeReferralsLastWeek payingReferralsLastWeek payingReferralsLastYear }
  affiliateSessionMetrics { lastWeek lastMonth lastQuarter lastYear total }
  affiliateSessions(limit: 10) { total sessions { id dateTime } }
  affiliateTransactions(limit: 10) { total transactions { id type amount dateTime qualified qualifiesAt } }
  userBankDetails { firstName accountNumber iban }
  userHasEnteredBankingDetails
  affiliatePayoutsEnabled
}`;

export interface AffiliateDashboard {
  readonly affiliateBalancePending: number;
  readonly affiliateBalanceQualified: number;
  readonly referrals: {
    readonly total: number;
    readonly users: ReadonlyArray<{
      id: string;
      dateCreated: string;
      conversionDate: string | null;
      totalPayments: number;
      totalCommissionsValue: number;
    }>;
  };
  readonly affiliatePerformanceMetrics: Record<string, number>;
  readonly affiliateSessionMetrics: Record<string, number>;
  readonly affiliateSessions: { readonly total: number };
  readonly affiliateTransactions: {
    readonly total: number;
    readonly transactions: ReadonlyArray<{
      type: string;
      amount: number;
      qualified: boolean;
      qualifiesAt: string;
      dateTime: string;
    }>;
  };
  readonly userBankDetails: { firstName: string; accountNumber: string | null; iban: string | null } | null;
  readonly userHasEnteredBankingDetails: boolean;
  readonly affiliatePayoutsEnabled: boolean;
}

/** Everything the affiliate page reads, as `token`'s owner sees it. */
export async function dashboardOf(app: FastifyInstance, token: string): Promise<AffiliateDashboard> {
  const reply = await postGraphql<AffiliateDashboard>(app, AFFILIATE_DASHBOARD, {}, { bearer: token });
  expect(reply.errors).toEqual([]);
  if (reply.data === null) throw new Error('no dashboard');
  return reply.data;
}

/** Signs up as a visitor whose browser holds `referrerId` in its referrer cookie. */
export async function signUpReferredBy(app: FastifyInstance, referrerId: string): Promise<SignedUpUser> {
  const email = uniqueEmail('referred');
  const password = 'correct horse battery';
  const reply = await postGraphql<{ createUser: { id: string; token: string } }>(app, CREATE_USER, {
    input: { email, password, referrerId },
  });
  if (reply.data === null) throw new Error(`sign-up failed: ${JSON.stringify(reply.errors)}`);
  return { id: reply.data.createUser.id, email, password, token: reply.data.createUser.token };
}

export const BANK_DETAILS_FIELDS = 'firstName lastName bankName country accountNumber sortCode iban swiftBic';

export const ukBankDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  bankName: 'Bank of Example',
  country: 'GB',
  sortCode: '12-34-56',
  accountNumber: '12345678',
};
