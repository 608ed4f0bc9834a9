import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled select list that starts with '-- Select --' and an empty value (SPEC §5); see Field. */
export function SelectField({
  label,
  hint,
  error,
  options,
  ref,
  ...selectProps
}: SelectProps & {
  label: string;
  hint?: string;
  error?: string | undefined;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select ref={ref} className="field__input field__select" {...control} {...selectProps}>
          <option value="">-- Select --</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
