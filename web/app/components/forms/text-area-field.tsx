import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled textarea with an optional hint and its error underneath, tied to it like TextField's. */
export function TextAreaField({
  label,
  hint,
  error,
  ref,
  ...textAreaProps
}: TextAreaProps & { label: string; hint?: string; error?: string | undefined; ref?: Ref<HTMLTextAreaElement> }) {
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
      <textarea
        ref={ref}
        id={id}
        className="field__input field__textarea"
        rows={3}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...textAreaProps}
      />
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
