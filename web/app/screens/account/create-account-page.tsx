import { Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';
import { CreateAccountForm } from '../../features/accounts/create-account-form';

export function CreateAccountPage() {
  return (
    <FormPage
      heading="Create an account"
      lead="Start A/B testing with 1,000 free test sessions."
      links={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <CreateAccountForm directAffiliateSignup={false} destination="/user/new-account-success" />
    </FormPage>
  );
}
