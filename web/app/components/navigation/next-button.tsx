import type { ButtonHTMLAttributes } from 'react';

/** The forward step of a multi-step form: a submit button unless told otherwise. */
export function NextButton({
  label = 'Next',
  type = 'submit',
  ...rest
}: { label?: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className="button button--primary" {...rest}>
      {label}
      <span aria-hidden="true"> →</span>
    </button>
  );
}
