import { useEffect, useRef, useState, type FormEvent } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { completeSecondFactorLogin } from './session-mutations';

type Session = Awaited<ReturnType<typeof completeSecondFactorLogin>>;

/** The login's second step: the code from the authenticator app, or a recovery code, for the pending login. */
export function SecondStepForm({
  pendingLoginToken,
  onSession,
}: {
  pendingLoginToken: string;
  onSession: (session: Session) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The password step is gone from the page: put the keyboard where the next thing to type is.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setProblems([]);
    setSubmitting(true);
    try {
      await onSession(await completeSecondFactorLogin({ pendingLoginToken, code }));
    } catch (error) {
      setProblems(serverProblems(error));
    } finally {
      setSubmitting(false);
    }
  };
  const fieldProblem = problems.find((problem) => problem.field === 'code')?.message;

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="second-step-heading">
      <h2 id="second-step-heading">Two-step sign-in</h2>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <FormProblems problems={problems.filter((problem) => problem.field !== 'code')} />
      <TextField
        ref={input}
        label="Code"
        autoComplete="one-time-code"
        inputMode="text"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldProblem}
      />
      <div className="form__actions">
        <SubmitButton label="Continue" submittingLabel="Checking…" submitting={submitting} />
      </div>
    </form>
  );
}
