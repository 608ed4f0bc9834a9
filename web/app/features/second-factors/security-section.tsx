import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddPasskeyForm, PasskeyList } from './passkeys';
import { PasswordConfirmButton } from './password-dialog';
import { RecoveryCodesShown } from './recovery-codes-shown';
import {
  regenerateRecoveryCodes,
  secondFactorsQueryKey,
  secondFactorsQueryOptions,
  turnOffTotp,
} from './second-factor-api';
import { TotpSetup } from './totp-setup';

/**
 * Second factors: an authenticator app, passkeys and the recovery codes that stand in for them. With any on, every
 * login asks for one after the password; API keys are not affected. Turning one off needs the current password.
 */
export function SecuritySection() {
  const queryClient = useQueryClient();
  const { data: factors } = useSuspenseQuery(secondFactorsQueryOptions());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const anyOn = factors.totpEnabled || factors.passkeys.length > 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey });

  return (
    <section className="account-section" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      <p>
        A second factor keeps your account safe even if your password is found out: once one is on, every login asks for
        it after your password. API keys keep working as they are.
      </p>
      <div aria-live="polite">
        {recoveryCodes !== null && <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
      </div>

      <h3>Authenticator app</h3>
      {factors.totpEnabled ? (
        <>
          <p>
            <strong>On.</strong> Every login asks for the 6-digit code from your app.
          </p>
          <PasswordConfirmButton
            label="Turn off the authenticator app"
            title="Turn off the authenticator app?"
            description={<p>Logins will no longer ask for a code from your app. Enter your password to confirm.</p>}
            confirmLabel="Turn off"
            confirmingLabel="Turning off…"
            onConfirm={async (currentPassword) => {
              await turnOffTotp(currentPassword);
              await refresh();
            }}
          />
        </>
      ) : (
        <>
          <p>Off. Use an app on your phone that makes a new 6-digit code every 30 seconds.</p>
          <TotpSetup onRecoveryCodes={setRecoveryCodes} />
        </>
      )}

      <h3>Passkeys</h3>
      <p>
        A passkey is kept by your device or password manager and unlocked with your fingerprint, face or PIN. You can
        add several.
      </p>
      <PasskeyList passkeys={factors.passkeys} />
      <AddPasskeyForm onRecoveryCodes={setRecoveryCodes} />

      <h3>Recovery codes</h3>
      {anyOn ? (
        <>
          <p>
            {factors.recoveryCodesLeft === 1
              ? '1 recovery code left.'
              : `${factors.recoveryCodesLeft} recovery codes left.`}{' '}
            Each works once, if you lose your app or passkeys.
          </p>
          <PasswordConfirmButton
            label="Get new recovery codes"
            title="Get new recovery codes?"
            description={<p>Your current recovery codes will stop working. Enter your password to confirm.</p>}
            confirmLabel="Get new codes"
            confirmingLabel="Making codes…"
            onConfirm={async (currentPassword) => {
              const { recoveryCodes: codes } = await regenerateRecoveryCodes(currentPassword);
              await refresh();
              if (codes !== null) setRecoveryCodes(codes);
            }}
          />
        </>
      ) : (
        <p>You get recovery codes when you turn on an authenticator app or add a passkey.</p>
      )}
    </section>
  );
}
