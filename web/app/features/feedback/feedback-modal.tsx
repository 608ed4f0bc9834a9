import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import '../../styles/feedback.css';
import { FeedbackForm } from './feedback-form';
import { createUserFeedback } from './feedback-requests';

/**
 * The feedback modal: a native modal <dialog>, so the page behind is inert and focus stays inside. It is labelled
 * by its title and described by its subtitle; focus starts on the title (nothing is touched before the user
 * chooses to) and returns where it was when the modal closes; Escape closes it, except while sending.
 * Its form exists only while it is open.
 */
export function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const subtitleId = useId();
  const send = useMutation({ mutationFn: createUserFeedback });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.ownerDocument.getElementById(titleId)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocusTo.current?.isConnected === true) returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
  }, [open, titleId]);

  return (
    <dialog
      ref={dialogRef}
      className="dialog feedback-modal"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      onCancel={(event) => {
        // The parent owns `open`, so Escape closes through it; not while the feedback is being sent.
        event.preventDefault();
        if (!send.isPending) onClose();
      }}
    >
      {open && <FeedbackForm titleId={titleId} subtitleId={subtitleId} send={send} onClose={onClose} />}
    </dialog>
  );
}
