import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The spam trap: a field named like a real one, which form-filling bots complete and people never meet. It is
 * moved off-screen with CSS (not `display: none`, which some bots skip), hidden from screen readers, out of the
 * tab order and not autofilled, so a person cannot fill it by accident. The server drops any message that has it.
 */
export function HoneypotField({
  ref,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'tabIndex' | 'autoComplete'> & {
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label>
        Website
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
      </label>
    </div>
  );
}
