/**
 * A form's submit button. While the form is being sent it is disabled (no double submits) and shows a spinner
 * with a progress label such as "Logging in…".
 */
export function SubmitButton({
  label,
  submittingLabel,
  submitting,
  variant = 'primary',
  disabled = false,
}: {
  label: string;
  submittingLabel: string;
  submitting: boolean;
  variant?: 'primary' | 'danger';
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={`button button--${variant}`} disabled={submitting || disabled}>
      {submitting && <span className="button__spinner" aria-hidden="true" />}
      {submitting ? submittingLabel : label}
    </button>
  );
}
