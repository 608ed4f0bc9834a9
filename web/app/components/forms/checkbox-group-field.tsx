import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled choice of any number: checkboxes in a fieldset named by its legend, with a hint saying what none
 * checked means (an empty group usually reads as "skipped") and one group error underneath (SPEC §5).
 */
export function CheckboxGroupField({
  legend,
  hint,
  options,
  register,
  error,
  className = '',
}: {
  legend: string;
  hint: string;
  options: readonly { readonly value: string; readonly label: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`fieldset${error === undefined ? '' : ' fieldset--invalid'}`}
      aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
    >
      <legend className="field__label">{legend}</legend>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <div className={`checkbox-group ${className}`.trim()}>
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input type="checkbox" value={option.value} aria-invalid={error !== undefined} {...register} />
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
