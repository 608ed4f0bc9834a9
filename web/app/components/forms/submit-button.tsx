import { useHydrated } from '../../prerender/use-hydrated';

/**
 * A form's submit button. While the form is being sent it is disabled (no double submits) and shows a spinner
 * with a progress label such as "Logging in…". On a prerendered page it is disabled until the app has taken the
 * page over, so the browser cannot send the form itself (as a GET, the password in the address).
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
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`button button--${variant}`} disabled={submitting || disabled || !hydrated}>
      {submitting && <span className="button__spinner" aria-hidden="true" />}
      {submitting ? submittingLabel : label}
    </button>
  );
}
