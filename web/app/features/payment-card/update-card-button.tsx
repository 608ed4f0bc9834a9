import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverProblems } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import { startCardUpdate } from './card-update-requests';

/**
 * Opens a card update for the owner's payment customer and hands the browser to the page that takes the new card.
 * The button stays busy until that page opens; a refusal is shown beside it.
 */
export function UpdateCardButton({ customerId }: { customerId: string }) {
  const update = useMutation({
    mutationFn: () => startCardUpdate(customerId),
    onSuccess: (link) => window.location.assign(link.url),
  });
  const { reset } = update;
  useEffect(() => {
    // Coming back with the browser's Back button restores this page as it was left: busy. Make it usable again.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const busy = update.isPending || update.isSuccess;
  return (
    <div className="update-card">
      {update.isError && <FormProblems problems={serverProblems(update.error)} />}
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => update.mutate()}>
        {busy && <span className="button__spinner" aria-hidden="true" />}
        {busy ? 'Opening the card page…' : 'Update card'}
      </button>
    </div>
  );
}
