import { Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';
import { ResetPasswordForm } from '../../features/accounts/reset-password-form';

export function ResetPasswordPage() {
  return (
    <FormPage
      heading="Reset your password"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
      links={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <ResetPasswordForm />
    </FormPage>
  );
}
