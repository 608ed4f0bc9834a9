import { Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';

export function NewPasswordSuccessPage() {
  return (
    <FormPage heading="Your password has been changed" lead="You can now log in with your new password.">
      <div className="button-row">
        <Link to="/login" className="button button--primary">
          Log in
        </Link>
      </div>
    </FormPage>
  );
}
