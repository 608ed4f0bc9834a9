import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverProblems } from '../../api/graphql-errors';
import { FormProblems } from '../forms/form-problems';

export interface HostedPageButtonProps {
  /** Asks the server for the provider's page (a card update, payout onboarding) and answers its address. */
  readonly open: () => Promise<string>;
  readonly label: string;
  readonly busyLabel: string;
  readonly variant: 'primary' | 'secondary';
  readonly className: string;
}

/**
 * A button that hands the browser to a page the payment provider hosts. It stays busy until that page opens; a
 * refusal is shown beside it.
 */
export function HostedPageButton({ open, label, busyLabel, variant, className }: HostedPageButtonProps) {
  const opening = useMutation({ mutationFn: open, onSuccess: (url) => window.location.assign(url) });
  const { reset } = opening;
  useEffect(() => {
    // Coming back with the browser's Back button restores this page as it was left: busy. Make it usable again.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const busy = opening.isPending || opening.isSuccess;
  return (
    <div className={className}>
      {opening.isError && <FormProblems problems={serverProblems(opening.error)} />}
      <button type="button" className={`button button--${variant}`} disabled={busy} onClick={() => opening.mutate()}>
        {busy && <span className="button__spinner" aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
