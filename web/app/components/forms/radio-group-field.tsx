import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled choice of one: radios in a fieldset named by its legend, with one group error in red underneath
 * (SPEC §5), tied to the group so a screen reader reads it with the question.
 */
export function RadioGroupField({
  legend,
  options,
  register,
  error,
  disabled = false,
}: {
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={`radio-group${error === undefined ? '' : ' radio-group--invalid'}`}
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              value={option.value}
              aria-invalid={error !== undefined}
              {...register}
              disabled={disabled}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
