import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { TextField } from '../../components/forms/text-field';
import {
  confirmTotpEnrolment,
  startTotpEnrolment,
  turnOffTwoStepSignIn,
  twoStepSignIn,
} from './two-step-sign-in-mutations';

const queryKey = ['twoStepSignIn'];

/** My Account's two-step sign-in: set up an authenticator app, see the recovery codes once, turn it off. */
export function TwoStepSignInSection() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey, queryFn: twoStepSignIn });
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [value, setValue] = useState('');
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const attempt = async (work: () => Promise<void>): Promise<void> => {
    setProblems([]);
    try {
      await work();
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };
  const start = () => attempt(async () => setEnrolment(await startTotpEnrolment()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      setCodes(await confirmTotpEnrolment(value));
      setEnrolment(null);
      setValue('');
      await refresh();
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await turnOffTwoStepSignIn(value);
      setValue('');
      setCodes(null);
      await refresh();
    });
  };
  const fieldProblem = problems.find((problem) => problem.field !== null)?.message;
  const on = state.data?.authenticatorApp === true;

  return (
    <section className="account-section" aria-labelledby="two-step-sign-in-heading">
      <h2 id="two-step-sign-in-heading">Two-step sign-in</h2>
      <FormProblems problems={problems.filter((problem) => problem.field === null)} />
      {codes !== null && (
        <div role="status">
          <p>
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each logs you in once without the app.
            They are shown only now.
          </p>
          <ul aria-label="Recovery codes" className="recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {on && (
        <form className="form" noValidate onSubmit={turnOff}>
          <p>
            Every login asks for a code from your authenticator app. Recovery codes left:{' '}
            {state.data?.recoveryCodesLeft}.
          </p>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldProblem}
          />
          <button type="submit" className="button button--secondary">
            Turn off two-step sign-in
          </button>
        </form>
      )}
      {!on && enrolment === null && (
        <>
          <p>Ask for a code from an authenticator app at every login, as well as your password.</p>
          <button type="button" className="button" onClick={() => void start()}>
            Turn on authenticator app
          </button>
        </>
      )}
      {!on && enrolment !== null && (
        <form className="form" noValidate onSubmit={confirm}>
          <p>Scan this QR code with your authenticator app, or type the key into it.</p>
          <QRCodeSVG value={enrolment.otpauthUri} size={180} title="QR code for your authenticator app" />
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <TextField
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldProblem}
          />
          <button type="submit" className="button">
            Turn on
          </button>
        </form>
      )}
    </section>
  );
}
