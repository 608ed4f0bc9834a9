import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { useInstallCheck } from '../install/use-install-check';
import { activateTest, makeTestInactive } from './test-mutations';
import { testsQueryKey } from './test-queries';

/** Starts or stops a test; the outcome is announced, since the button that was pressed changes its label. */
export function TestStatusActions({ testId, active }: { testId: string; active: boolean }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () => (active ? makeTestInactive(testId) : activateTest(testId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsQueryKey }),
  });
  // Activating where the tracking script was never seen warns first. The button stays enabled while it checks, so
  // it keeps the focus, and the warning gives it back when it closes.
  const installCheck = useInstallCheck(testId);

  const run = async (): Promise<void> => {
    setProblems([]);
    setDone(null);
    try {
      const test = await toggle.mutateAsync();
      setDone(test.active ? 'The test is now active.' : 'The test is now inactive: visitors see the original page.');
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <div className="test-status-actions">
      <button
        type="button"
        className={`button ${active ? 'button--secondary' : 'button--primary'}`}
        disabled={toggle.isPending}
        onClick={() => (active ? void run() : installCheck.beforeActivating(() => void run()))}
      >
        {(toggle.isPending || installCheck.checking) && <span className="button__spinner" aria-hidden="true" />}
        {active ? 'Deactivate test' : 'Activate test'}
      </button>
      <div aria-live="polite">{done !== null && <Notice kind="success">{done}</Notice>}</div>
      <FormProblems problems={problems} />
      {installCheck.warning}
    </div>
  );
}
