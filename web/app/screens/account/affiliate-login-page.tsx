import { getRouteApi, Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';
import { LoginForm } from '../../features/accounts/login-form';

const route = getRouteApi('/affiliates/login');

export function AffiliateLoginPage() {
  const { redirect } = route.useSearch();
  return (
    <FormPage
      heading="Affiliate login"
      lead="Log in to see your referrals, commissions and payouts."
      links={
        <ul className="link-list">
          <li>
            <Link to="/reset-password">Forgot your password?</Link>
          </li>
          <li>
            <Link to="/affiliates/register">Join the affiliate programme</Link>
          </li>
        </ul>
      }
    >
      <LoginForm redirect={redirect ?? '/user/profile/affiliate'} />
    </FormPage>
  );
}
