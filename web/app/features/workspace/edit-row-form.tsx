import type { FormEventHandler, ReactNode } from 'react';
import { FormProblems } from '../../components/forms/form-problems';
import type { ServerProblem } from '../../api/graphql-errors';
import { SubmitButton } from '../../components/forms/submit-button';

/**
 * A table row turned into an inline edit form: its fields, the server's problems above them, Save and Cancel below.
 * Escape or Cancel leaves it unchanged, except while saving.
 */
export function EditRowForm({
  label,
  columns,
  problems,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  label: string;
  columns: number;
  problems: readonly ServerProblem[];
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <tr className="workspace-table__edit-row">
      <td colSpan={columns}>
        <form
          className="form workspace-form workspace-form--inline"
          aria-label={label}
          noValidate
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !submitting) onClose();
          }}
        >
          <FormProblems problems={problems} />
          <div className="workspace-form__fields">{children}</div>
          <div className="form__actions">
            <SubmitButton label="Save" submittingLabel="Saving…" submitting={submitting} />
            <button type="button" className="button button--secondary" onClick={onClose} disabled={submitting}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
