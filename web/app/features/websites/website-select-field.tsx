import { useId, type Ref, type SelectHTMLAttributes } from 'react';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

/**
 * A labelled select of the owner's websites, like TextField: hint and error in red underneath, tied to it for
 * screen readers. It starts with '-- Select --' (an empty value, SPEC §5), which a filter reads as "all".
 */
export function WebsiteSelectField({
  label,
  hint,
  error,
  websites,
  ref,
  ...selectProps
}: SelectProps & {
  label: string;
  hint?: string;
  error?: string | undefined;
  websites: readonly { readonly id: string; readonly name: string }[];
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
        {websites.map((website) => (
          <option key={website.id} value={website.id}>
            {website.name}
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
