import { Outlet } from '@tanstack/react-router';
import { FeedbackPrompt } from '../../features/feedback/feedback-prompt';

/** Every page under /user, with the feedback modal that any of them may open (SPEC §2). */
export function SignedInLayout() {
  return (
    <>
      <Outlet />
      <FeedbackPrompt />
    </>
  );
}
