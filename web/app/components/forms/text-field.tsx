import { useId, type InputHTMLAttributes, type Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A labelled input with an optional hint and its error in red underneath. The hint and the error are tied to the
 * input (aria-describedby), and aria-invalid marks it while the error shows, so screen readers read them with it.
 */
export function TextField({
  label,
  hint,
  error,
  ref,
  ...inputProps
}: InputProps & { label: string; hint?: string; error?: string | undefined; ref?: Ref<HTMLInputElement> }) {
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
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error !== undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...inputProps}
      />
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
