import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { confirmTotpEnrolment, secondFactorsQueryKey, startTotpEnrolment } from './second-factor-api';

const confirmCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows'),
});

/** The base32 key in groups of four, as apps ask for it to be typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Sets up an authenticator app: the QR code and the key to type by hand, then a first code from the app, which
 * turns it on. Recovery codes, made with the first second factor, go to `onRecoveryCodes`.
 */
export function TotpSetup({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeSvg: string } | null>(null);
  const [startProblems, setStartProblems] = useState<ServerProblem[]>([]);
  const start = useMutation({ mutationFn: startTotpEnrolment });
  const confirm = useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: confirmCodeSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    submit: async ({ code }) => {
      const { recoveryCodes } = await confirm.mutateAsync(code);
      setEnrolment(null);
      if (recoveryCodes !== null) onRecoveryCodes(recoveryCodes);
    },
  });
  const { errors, isSubmitting } = form.formState;

  const begin = async (): Promise<void> => {
    setStartProblems([]);
    try {
      setEnrolment(await start.mutateAsync());
    } catch (error) {
      setStartProblems(serverProblems(error));
    }
  };

  if (enrolment === null) {
    return (
      <>
        <FormProblems problems={startProblems} />
        <button
          type="button"
          className="button button--secondary"
          disabled={start.isPending}
          onClick={() => void begin()}
        >
          Set up an authenticator app
        </button>
      </>
    );
  }

  return (
    <div className="totp-setup">
      <ol className="totp-setup__steps">
        <li>
          <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy, …):</p>
          <img
            className="totp-setup__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR code holding your authenticator app key"
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <p>
            <code className="totp-setup__key" aria-label="Authenticator app key">
              {grouped(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <form className="form" noValidate onSubmit={onSubmit}>
            <FormProblems problems={problems} />
            <TextField
              label="Code from the app"
              hint="Enter the 6-digit code the app shows now."
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code?.message}
              {...form.register('code')}
            />
            <div className="form__actions">
              <SubmitButton label="Turn on" submittingLabel="Checking the code…" submitting={isSubmitting} />
              <button type="button" className="button button--secondary" onClick={() => setEnrolment(null)}>
                Cancel
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
