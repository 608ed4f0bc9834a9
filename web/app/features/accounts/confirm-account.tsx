import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readAccount } from '../../account/account-cookies';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SiteLink } from '../../components/navigation/site-link';
import { accountQueryKey } from './account-queries';
import { confirmEmail } from './email-confirmation-mutations';

/**
 * One button rather than confirming on load: mail scanners open links to check them, and must not use this one up.
 * The link signs no one in; a browser signed in to the account sees its tests start at once.
 */
export function ConfirmAccount({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const confirm = useMutation({ mutationFn: confirmEmail });

  const onConfirm = async (): Promise<void> => {
    setProblems([]);
    try {
      const result = await confirm.mutateAsync(token);
      setConfirmed(result.email);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  if (confirmed !== null) {
    return (
      <Notice kind="success" title="Email address confirmed">
        <p className="notice__line">Thank you: {confirmed} is confirmed, and your tests can now take visitors.</p>
        <p className="notice__line">
          {readAccount() !== null ? (
            <SiteLink href="/user/tests">Go to your tests</SiteLink>
          ) : (
            <SiteLink href="/login">Log in</SiteLink>
          )}
        </p>
      </Notice>
    );
  }
  return (
    <div className="form">
      <FormProblems problems={problems} />
      <p>Confirm that this is your email address to start your tests.</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending}
          onClick={() => void onConfirm()}
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm my email address'}
        </button>
      </div>
    </div>
  );
}
