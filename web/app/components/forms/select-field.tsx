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

/** Options under a heading of the list (an optgroup); a group without options is left out. */
export interface SelectOptionGroup {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

/**
 * A labelled select list that starts with '-- Select --' and an empty value (SPEC §5); see Field. Its `options`
 * come first, then each of its `groups` under its heading.
 */
export function SelectField({
  label,
  hint,
  error,
  options,
  groups = [],
  ref,
  ...selectProps
}: SelectProps & {
  label: string;
  hint?: string;
  error?: string | undefined;
  options: readonly SelectOption[];
  groups?: readonly SelectOptionGroup[];
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
          {groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      )}
    </Field>
  );
}
