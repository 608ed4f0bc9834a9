import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { clearAccount } from '../../account/account-cookies';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { logOutEverywhere } from './session-mutations';

/** Ends every session of the account (a lost phone, a shared computer), this one too, then goes to the login page. */
export function LogOutEverywhereSection() {
  const navigate = useNavigate();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const everywhere = useMutation({ mutationFn: logOutEverywhere });

  const logOut = async (): Promise<void> => {
    setProblems([]);
    try {
      await everywhere.mutateAsync();
    } catch (error) {
      // Unlike the header's log out, this one must reach the server to mean anything: say so rather than pretend.
      setProblems(serverProblems(error));
      return;
    }
    clearAccount();
    await navigate({ to: '/login', replace: true });
  };

  return (
    <section className="account-section" aria-labelledby="log-out-everywhere-heading">
      <h2 id="log-out-everywhere-heading">Sessions</h2>
      <p>
        Logged in on a device you no longer have, or a computer you shared? Log out everywhere ends every session of
        your account, this one too.
      </p>
      <FormProblems problems={problems} />
      <button
        type="button"
        className="button button--secondary"
        disabled={everywhere.isPending}
        onClick={() => void logOut()}
      >
        {everywhere.isPending ? 'Logging out everywhere…' : 'Log out everywhere'}
      </button>
    </section>
  );
}
