import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';
import { Notice } from '../../components/feedback/notice';
import { deleteTestDataForTest } from './test-mutations';
import { testsQueryKey } from './test-queries';

/** Clears what a test has collected, after asking; the test and its variants stay as they are. */
export function DeleteTestDataButton({ testId, testName }: { testId: string; testName: string }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  return (
    <div className="danger-action">
      <ConfirmedActionButton
        label="Delete collected data"
        className="button button--secondary"
        title="Delete the collected data?"
        description={
          <p>
            This removes every session and result <strong>{testName}</strong> has collected so far. The test and its
            variants are kept, so it can start collecting afresh. This cannot be undone.
          </p>
        }
        confirmLabel="Delete data"
        confirmingLabel="Deleting data…"
        onConfirm={async () => {
          setDone(false);
          await deleteTestDataForTest(testId);
        }}
        onDone={async () => {
          setDone(true);
          await queryClient.invalidateQueries({ queryKey: testsQueryKey });
        }}
      />
      <div aria-live="polite">
        {done && <Notice kind="success">The collected data was deleted. The test and its variants are kept.</Notice>}
      </div>
    </div>
  );
}
