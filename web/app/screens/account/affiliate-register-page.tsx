import { Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';
import { CreateAccountForm } from '../../features/accounts/create-account-form';

export function AffiliateRegisterPage() {
  return (
    <FormPage
      heading="Join the affiliate programme"
      lead="Earn 30% commission on every payment from the website owners you refer."
      links={
        <p>
          Already an affiliate? <Link to="/affiliates/login">Log in</Link>
        </p>
      }
    >
      <CreateAccountForm directAffiliateSignup destination="/user/profile/affiliate" />
    </FormPage>
  );
}
