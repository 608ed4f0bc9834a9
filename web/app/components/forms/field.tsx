import { useId, type ReactNode } from 'react';
import { useHydrated } from '../../prerender/use-hydrated';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  /** Until the app has taken a prerendered page over: text typed earlier would be lost when the form starts. */
  readonly readOnly?: true;
}

/**
 * The frame every form field shares (SPEC §5): a label, an optional hint, the control, and its error in red
 * underneath. The hint and the error are tied to the control (aria-describedby) and aria-invalid marks it while
 * the error shows, so screen readers read them with it.
 */
export function Field({
  label,
  hint,
  error,
  errorAction,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** A way forward after the error's words, such as a link to the page that solves it. */
  errorAction?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
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
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        ...(hydrated ? {} : { readOnly: true }),
      })}
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
          {errorAction !== undefined && <> {errorAction}</>}
        </p>
      )}
    </div>
  );
}
