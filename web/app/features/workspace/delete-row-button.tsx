import type { ReactNode } from 'react';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';

/** A table row's Delete button: asks first and says what else goes with the row. */
export function DeleteRowButton({
  name,
  title,
  description,
  confirmLabel,
  onConfirm,
  onDeleted,
}: {
  name: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  return (
    <ConfirmedActionButton
      label="Delete"
      ariaLabel={`Delete ${name}`}
      className="button button--secondary button--small"
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmingLabel="Deleting…"
      onConfirm={onConfirm}
      onDone={onDeleted}
    />
  );
}
