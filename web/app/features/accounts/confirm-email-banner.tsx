import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { accountQueryKey, meQueryOptions } from './account-queries';
import '../../styles/session-forecast.css';
import { resendEmailConfirmation } from './email-confirmation-mutations';

/**
 * Above every signed-in page until the owner opens the link sent at sign-up: why their tests take no visitors yet,
 * and a button for another link. Nothing once the address is confirmed.
 */
export function ConfirmEmailBanner() {
  const { data } = useQuery(meQueryOptions());
  if (data === undefined || data.me.emailConfirmed) return null;
  return <ConfirmEmailNotice email={data.me.email} />;
}

export function ConfirmEmailNotice({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [sent, setSent] = useState(false);
  const resend = useMutation({ mutationFn: resendEmailConfirmation });

  const onResend = async (): Promise<void> => {
    setProblems([]);
    try {
      const user = await resend.mutateAsync();
      setSent(true);
      // Confirmed in another tab meanwhile: the banner goes.
      if (user.emailConfirmed) await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <div className="confirm-email-banner" data-testid="confirm-email-banner">
      <Notice kind="warning" title="Confirm your email address to start your tests">
        <p className="notice__line">
          We sent a link to {email}. Until you open it your tests take no visitors and no sessions are spent; you can
          set everything up meanwhile.
        </p>
        <FormProblems problems={problems} />
        <p className="notice__line" aria-live="polite">
          {sent ? (
            `A new link is on its way to ${email}. The earlier links no longer work.`
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={resend.isPending}
              onClick={() => void onResend()}
            >
              {resend.isPending ? 'Sending…' : 'Send the link again'}
            </button>
          )}
        </p>
      </Notice>
    </div>
  );
}
