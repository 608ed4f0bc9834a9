import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../features/accounts/account-queries';
import { ChangeEmailForm } from '../../features/accounts/change-email-form';
import { ChangePasswordForm } from '../../features/accounts/change-password-form';
import { DeleteAccountSection } from '../../features/accounts/delete-account-section';
import { LogOutEverywhereSection } from '../../features/accounts/log-out-everywhere-section';
import { ApiKeysSection } from '../../features/api-keys/api-keys-section';
import { SecuritySection } from '../../features/second-factors/security-section';

export function EditAccountPage() {
  const { data } = useSuspenseQuery(meQueryOptions());
  return (
    <div className="page page--medium">
      <h1>Edit account</h1>
      <section className="account-section" aria-labelledby="change-email-heading">
        <h2 id="change-email-heading">Change email</h2>
        <p>
          You log in with <strong>{data.me.email}</strong>. Enter the new address and your current password: we send a
          link to the new address, and the change is made when you open it.
        </p>
        <ChangeEmailForm email={data.me.email} />
      </section>
      <section className="account-section" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <p>
          Enter your current password and the new one. Every other session of your account ends: anyone signed in
          elsewhere, with the old password, has to log in again. This browser stays signed in.
        </p>
        <ChangePasswordForm email={data.me.email} />
      </section>
      <SecuritySection />
      <ApiKeysSection />
      <LogOutEverywhereSection />
      <DeleteAccountSection email={data.me.email} />
    </div>
  );
}
