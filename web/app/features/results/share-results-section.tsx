import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readDateTime } from '../../api/date-time-scalar';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';
import { FormProblems } from '../../components/forms/form-problems';
import { ShownOnceValue } from '../../components/forms/shown-once-value';
import { formatDateTime } from '../../format/format-date-time';
import { testQueryKey } from '../tests/test-queries';
import { createShareLink, revokeShareLink, sharedResultsUrl } from './share-link-api';

/**
 * The owner's read-only link to these results, for a client or a colleague without an account: made here (its address
 * shown this once, since only its hash is kept), replaced, or revoked.
 */
export function ShareResultsSection({
  testId,
  shareLink,
}: {
  testId: string;
  shareLink: { readonly createdAt: string } | null;
}) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: testQueryKey(testId) });
  const create = useMutation({ mutationFn: () => createShareLink(testId), onSuccess: refresh });

  const make = async (): Promise<void> => {
    setProblems([]);
    try {
      setUrl(sharedResultsUrl((await create.mutateAsync()).token));
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <section className="share-results" aria-labelledby="results-share-heading">
      {/* Folded, as the page's other detail: the results come first, on a phone within four screens. */}
      <details className="results-more__item">
        <summary id="results-share-heading">Share these results</summary>
        <p>
          A share link shows these results, and nothing else of your account, to anyone who has it, without logging in.
          Revoke it and it stops working at once.
        </p>
        <FormProblems problems={problems} />
        <div aria-live="polite">{url !== null && <NewShareLink url={url} onDone={() => setUrl(null)} />}</div>
        {shareLink === null ? (
          <button
            type="button"
            className="button button--primary"
            disabled={create.isPending}
            onClick={() => void make()}
          >
            {create.isPending ? 'Creating link…' : 'Create share link'}
          </button>
        ) : (
          <>
            <p data-testid="share-link-status">
              A share link made {formatDateTime(readDateTime(shareLink.createdAt))} is working.
            </p>
            <div className="button-row">
              <ConfirmedActionButton
                label="Revoke share link"
                className="button button--secondary"
                title="Revoke the share link?"
                description={<p>Anyone opening it will find nothing from now on. This cannot be undone.</p>}
                confirmLabel="Revoke link"
                confirmingLabel="Revoking…"
                onConfirm={async () => {
                  await revokeShareLink(testId);
                  setUrl(null);
                }}
                onDone={refresh}
              />
              <button
                type="button"
                className="button button--secondary"
                disabled={create.isPending}
                onClick={() => void make()}
              >
                {create.isPending ? 'Creating link…' : 'Replace with a new link'}
              </button>
            </div>
          </>
        )}
      </details>
    </section>
  );
}

/** A link just made, with a Copy button: its address is never shown again. */
function NewShareLink({ url, onDone }: { url: string; onDone: () => void }) {
  return (
    <ShownOnceValue title="Copy the share link now" label="Share link" value={url} noun="link" onDone={onDone}>
      For your security it won't be shown again. Lost it? Make a new one: the old one stops working.
    </ShownOnceValue>
  );
}
