import { getRouteApi, Link } from '@tanstack/react-router';
import { Notice } from '../../components/feedback/notice';
import { FormPage } from '../../components/layout/form-page';
import { ConfirmEmailChange } from '../../features/accounts/confirm-email-change';

const route = getRouteApi('/confirm-email');

/** Where the link sent to a new email address lands. */
export function ConfirmEmailPage() {
  const { token } = route.useSearch();
  return (
    <FormPage heading="Confirm your new email address">
      {token === undefined ? (
        <Notice kind="error" title="This link is incomplete">
          <p className="notice__line">
            Open the link from the confirmation email again, or ask for the change again on{' '}
            <Link to="/user/edit-account">your account page</Link>.
          </p>
        </Notice>
      ) : (
        <ConfirmEmailChange token={token} />
      )}
    </FormPage>
  );
}
