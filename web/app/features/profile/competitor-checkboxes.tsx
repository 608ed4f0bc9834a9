import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/forms/checkbox-group-field';

/** The tools used before. None checked is an answer (never used one). */
export function CompetitorCheckboxes({
  competitors,
  register,
  error,
}: {
  competitors: readonly { readonly id: string; readonly name: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <CheckboxGroupField
      legend="Which A/B testing tools have you used before?"
      hint="Choose all that apply, or none if you have not used any."
      options={competitors.map((competitor) => ({ value: competitor.id, label: competitor.name }))}
      register={register}
      error={error}
      className="profile-tools"
    />
  );
}
