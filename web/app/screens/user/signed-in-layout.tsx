import { Outlet, useRouterState } from '@tanstack/react-router';
import { ConfirmEmailBanner } from '../../features/accounts/confirm-email-banner';
import { FeedbackPrompt } from '../../features/feedback/feedback-prompt';
import { RunningLowBanner } from '../../features/session-forecast/running-low-banner';
import { showsRunningLow } from '../../features/session-forecast/shows-running-low';

/**
 * Every page under /user, with the feedback modal that any of them may open (SPEC §2), above each of them the
 * request to confirm the email address while it is not, and above My Account and the tests pages the warning that
 * the sessions will soon run out.
 */
export function SignedInLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <ConfirmEmailBanner />
      {showsRunningLow(pathname) && <RunningLowBanner />}
      <Outlet />
      <FeedbackPrompt />
    </>
  );
}
