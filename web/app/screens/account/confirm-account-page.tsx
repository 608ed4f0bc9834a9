import { getRouteApi, Link } from '@tanstack/react-router';
import { Notice } from '../../components/feedback/notice';
import { FormPage } from '../../components/layout/form-page';
import { ConfirmAccount } from '../../features/accounts/confirm-account';

const route = getRouteApi('/confirm-account');

/** Where the link sent to a new account's address lands. */
export function ConfirmAccountPage() {
  const { token } = route.useSearch();
  return (
    <FormPage heading="Confirm your email address">
      {token === undefined ? (
        <Notice kind="error" title="This link is incomplete">
          <p className="notice__line">
            Open the link from the welcome email again, or ask for a new one on <Link to="/user">My Account</Link>.
          </p>
        </Notice>
      ) : (
        <ConfirmAccount token={token} />
      )}
    </FormPage>
  );
}
