import { getRouteApi, Link } from '@tanstack/react-router';
import { Notice } from '../../components/feedback/notice';
import { FormPage } from '../../components/layout/form-page';
import { NewPasswordForm } from '../../features/accounts/new-password-form';

const route = getRouteApi('/new-password');

export function NewPasswordPage() {
  const { token } = route.useSearch();
  return (
    <FormPage heading="Choose a new password">
      {token === undefined ? (
        <Notice kind="error" title="This link is incomplete">
          <p className="notice__line">
            Open the link from your password reset email again, or{' '}
            <Link to="/reset-password">ask for a new reset link</Link>.
          </p>
        </Notice>
      ) : (
        <NewPasswordForm token={token} />
      )}
    </FormPage>
  );
}
