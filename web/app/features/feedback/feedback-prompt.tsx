import { useState } from 'react';
import { FeedbackModal } from './feedback-modal';
import { feedbackModalShown, rememberFeedbackModalShown } from './feedback-session';
import { useExitIntent } from './use-exit-intent';

/**
 * Asks for feedback when the pointer leaves a signed-in page through its top edge, once per browser session:
 * it is remembered from the moment it opens, so however it is closed, neither another page nor a reload brings
 * it back.
 */
export function FeedbackPrompt() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(feedbackModalShown);
  useExitIntent(() => {
    setShown(true);
    if (feedbackModalShown()) return;
    rememberFeedbackModalShown();
    setOpen(true);
  }, !shown);
  return <FeedbackModal open={open} onClose={() => setOpen(false)} />;
}
