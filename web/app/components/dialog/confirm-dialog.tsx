import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

const focusable = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * Asks before an action that cannot be taken back. A native modal <dialog>: the rest of the page is inert, it is
 * labelled by its title and described by its description, focus moves to its first control (an input, else
 * Cancel, never the destructive button) and returns to the opener when it closes; Escape cancels.
 * Its content exists only while it is open, so every opening starts afresh.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmingLabel,
  confirming = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmingLabel: string;
  confirming?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(focusable)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!confirming && !confirmDisabled) onConfirm();
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // The parent owns `open`; closing goes through it so the two never disagree.
        event.preventDefault();
        if (!confirming) onCancel();
      }}
    >
      {open && (
        <form className="dialog__body" noValidate onSubmit={submit}>
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <div className="dialog__description" id={descriptionId}>
            {description}
          </div>
          {children}
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={confirming}>
              Cancel
            </button>
            <button type="submit" className="button button--danger" disabled={confirming || confirmDisabled}>
              {confirming && <span className="button__spinner" aria-hidden="true" />}
              {confirming ? confirmingLabel : confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
