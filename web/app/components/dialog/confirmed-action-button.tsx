import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../forms/form-problems';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmedActionProps {
  /** The button that opens the dialog. */
  readonly label: string;
  readonly className?: string;
  readonly ariaLabel?: string;
  readonly title: string;
  /** What the action does and what goes with it. */
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly confirmingLabel: string;
  /** Does the work; a thrown server error is shown in the dialog, which stays open. */
  readonly onConfirm: () => Promise<void>;
  /** Runs once the work succeeded and the dialog has closed (navigate, refresh lists, place focus). */
  readonly onDone?: () => Promise<void> | void;
}

/** A button for something that cannot be undone: it asks first, and says in the dialog why it failed. */
export function ConfirmedActionButton(props: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);

  const confirm = async (): Promise<void> => {
    setProblems([]);
    setWorking(true);
    try {
      await props.onConfirm();
    } catch (error) {
      setProblems(serverProblems(error));
      setWorking(false);
      return;
    }
    // Closed at once, not on the next render: while the modal is open the rest of the page is inert, so `onDone`
    // could not move focus there.
    flushSync(() => {
      setWorking(false);
      setOpen(false);
    });
    await props.onDone?.();
  };

  return (
    <>
      <button
        type="button"
        className={props.className ?? 'button button--danger'}
        aria-label={props.ariaLabel}
        onClick={() => {
          setProblems([]);
          setOpen(true);
        }}
      >
        {props.label}
      </button>
      <ConfirmDialog
        open={open}
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel}
        confirmingLabel={props.confirmingLabel}
        confirming={working}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </>
  );
}
