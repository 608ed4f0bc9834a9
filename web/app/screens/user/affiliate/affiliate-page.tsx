import { getRouteApi } from '@tanstack/react-router';
import { Notice } from '../../../components/feedback/notice';
import { AffiliateBalances } from '../../../features/affiliates/affiliate-balances';
import { AffiliateNavigation } from '../../../features/affiliates/affiliate-navigation';
import { AffiliatePerformance } from '../../../features/affiliates/affiliate-performance';
import { PayoutSetupSection } from '../../../features/affiliates/payout-setup-section';
import { ReferralLink } from '../../../features/affiliates/referral-link';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const route = getRouteApi('/user/profile/affiliate');

/** /user/profile/affiliate: the referral link, balances, performance and payout setup, with tabs to the lists. */
export function AffiliatePage() {
  const { account } = route.useRouteContext();
  const { payouts } = route.useSearch();
  return (
    <div className="page page--medium affiliate-page">
      <h1>Affiliate programme</h1>
      {payouts === 'returned' && <Notice kind="info">Welcome back: your payout setup has been updated.</Notice>}
      <AffiliateNavigation />
      <ReferralLink accountId={account.id} />
      <AffiliateBalances />
      <AffiliatePerformance />
      <PayoutSetupSection />
    </div>
  );
}
