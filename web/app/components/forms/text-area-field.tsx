import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled textarea with an optional hint and its error underneath (see Field). */
export function TextAreaField({
  label,
  hint,
  error,
  ref,
  ...textAreaProps
}: TextAreaProps & { label: string; hint?: string; error?: string | undefined; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea ref={ref} className="field__input field__textarea" rows={3} {...control} {...textAreaProps} />
      )}
    </Field>
  );
}
