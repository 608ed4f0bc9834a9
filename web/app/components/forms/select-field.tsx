import { useId, type Ref, type SelectHTMLAttributes } from 'react';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled select list that starts with '-- Select --' and an empty value (SPEC §5), with an optional hint and
 * its error in red underneath, tied to it like TextField's.
 */
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter(Boolean);
  return (
    <div className={`field${error === undefined ? '' : ' field--invalid'}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <select
        ref={ref}
        id={id}
        className="field__input field__select"
        aria-invalid={error !== undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...selectProps}
      >
        <option value="">-- Select --</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
