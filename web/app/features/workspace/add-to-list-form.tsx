import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import type { AddToListState } from './use-add-to-list';

/** The words of one list's add form. */
export interface AddToListText {
  readonly headingId: string;
  readonly heading: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
}

/** The add form above a workspace list: its heading, the "Added …" notice, problems, the fields and the button. */
export function AddToListForm<Input extends FieldValues, Output>({
  text,
  state,
  children,
}: {
  text: AddToListText;
  state: AddToListState<Input, Output>;
  children: ReactNode;
}) {
  const { added, problems, onSubmit } = state;
  const { isSubmitting } = state.form.formState;
  return (
    <form className="form workspace-form" aria-labelledby={text.headingId} noValidate onSubmit={onSubmit}>
      <h2 id={text.headingId} className="workspace-form__heading">
        {text.heading}
      </h2>
      <div aria-live="polite">{added !== null && <Notice kind="success">{`Added ${added}.`}</Notice>}</div>
      <FormProblems problems={problems} />
      <div className="workspace-form__fields">{children}</div>
      <div className="form__actions">
        <SubmitButton label={text.submitLabel} submittingLabel={text.submittingLabel} submitting={isSubmitting} />
      </div>
    </form>
  );
}
