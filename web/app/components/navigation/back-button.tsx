import { useNavigate, useRouter } from '@tanstack/react-router';

/** Goes to `to` when given, otherwise one step back in the browser history. */
export function BackButton({ to, label = 'Back' }: { to?: string; label?: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = (): void => {
    if (to !== undefined) void navigate({ to });
    else router.history.back();
  };
  return (
    <button type="button" className="button button--secondary" onClick={goBack}>
      <span aria-hidden="true">← </span>
      {label}
    </button>
  );
}
