import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with an optional hint and its error underneath (see Field). */
export function TextField({
  label,
  hint,
  error,
  errorAction,
  ref,
  ...inputProps
}: InputProps & {
  label: string;
  hint?: string;
  error?: string | undefined;
  errorAction?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={label} hint={hint} error={error} errorAction={errorAction}>
      {(control) => <input ref={ref} className="field__input" {...control} {...inputProps} />}
    </Field>
  );
}
