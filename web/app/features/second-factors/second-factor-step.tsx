import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import type { SecondFactorMethod } from '../../gql/graphql';
import { authenticateSecondFactor, signWithPasskey } from './second-factor-api';

export interface LoginChallenge {
  readonly challenge: string;
  readonly methods: readonly SecondFactorMethod[];
  readonly passkeyOptions: string | null;
}

export interface SecondFactorSession {
  readonly id: string;
  readonly token: string;
  readonly cardNearingExpiry: boolean;
}

/**
 * The login's second step, after a right password: a passkey, a code from the authenticator app, or a recovery code.
 * Focus moves to the step's heading when it appears, so a screen reader announces it.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: LoginChallenge;
  onSignedIn: (session: SecondFactorSession) => Promise<void>;
  onStartOver: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [passkeyProblems, setPasskeyProblems] = useState<ServerProblem[]>([]);
  const answer = useMutation({ mutationFn: authenticateSecondFactor });
  const hasPasskey = challenge.methods.includes('PASSKEY') && challenge.passkeyOptions !== null;
  const takesCode = challenge.methods.includes('TOTP') || challenge.methods.includes('RECOVERY_CODE');
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./second-factor-schemas').then((schemas) => schemas.secondFactorCodeSchema),
    defaultValues: { code: '' },
    fields: ['code'],
    submit: async ({ code }) => {
      await onSignedIn(await answer.mutateAsync({ challenge: challenge.challenge, code }));
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => headingRef.current?.focus(), []);

  const signInWithPasskey = async (): Promise<void> => {
    setPasskeyProblems([]);
    try {
      const passkeyResponse = await signWithPasskey(challenge.passkeyOptions ?? '');
      await onSignedIn(await answer.mutateAsync({ challenge: challenge.challenge, passkeyResponse }));
    } catch (error) {
      setPasskeyProblems(
        error instanceof Error && error.name === 'NotAllowedError'
          ? [{ message: 'The passkey was not used. Try again, or enter a code.', code: null, field: null }]
          : serverProblems(error),
      );
    }
  };

  return (
    <section className="second-factor-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Confirm it's you
      </h2>
      <p>Your password was right. Your account also asks for a second factor.</p>
      {hasPasskey && (
        <div className="form__actions">
          <FormProblems problems={passkeyProblems} />
          <button
            type="button"
            className="button button--primary"
            disabled={answer.isPending}
            onClick={() => void signInWithPasskey()}
          >
            Use a passkey
          </button>
        </div>
      )}
      {takesCode && (
        <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
          <FormProblems problems={problems} />
          <TextField
            label="Authentication code"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <div className="form__actions">
            <SubmitButton label="Verify" submittingLabel="Verifying…" submitting={isSubmitting} />
          </div>
        </form>
      )}
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        Log in again
      </button>
    </section>
  );
}
