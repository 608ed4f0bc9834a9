import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { clearAccount, readAccount, saveAccount } from '../../account/account-cookies';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SiteLink } from '../../components/navigation/site-link';
import { confirmEmailChange } from './session-mutations';

/**
 * One button rather than confirming on load: mail scanners open links to check them, and must not use this one up.
 * Confirming ends every session of the account; this browser keeps a new one if it was signed in to it.
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [confirmed, setConfirmed] = useState<{ email: string; signedIn: boolean } | null>(null);
  const confirm = useMutation({ mutationFn: confirmEmailChange });

  const onConfirm = async (): Promise<void> => {
    setProblems([]);
    try {
      const result = await confirm.mutateAsync(token);
      const account = readAccount();
      if (result.session !== null && result.session !== undefined) {
        saveAccount({ ...result.session, email: result.email });
      } else if (account !== null) {
        // Signed in as someone else, or a session that has just ended: nothing here counts any more.
        clearAccount();
      }
      setConfirmed({ email: result.email, signedIn: result.session !== null && result.session !== undefined });
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  if (confirmed !== null) {
    return (
      <Notice kind="success" title="Email address changed">
        <p className="notice__line">Your email address is now {confirmed.email}.</p>
        <p className="notice__line">
          Every other session of your account has ended.{' '}
          {confirmed.signedIn ? (
            <SiteLink href="/user">Go to My Account</SiteLink>
          ) : (
            <SiteLink href="/login">Log in with your new address</SiteLink>
          )}
        </p>
      </Notice>
    );
  }
  return (
    <div className="form">
      <FormProblems problems={problems} />
      <p>Confirm to make this address the one you log in with. Every other session of your account then ends.</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending}
          onClick={() => void onConfirm()}
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm new email'}
        </button>
      </div>
    </div>
  );
}
