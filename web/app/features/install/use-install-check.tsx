import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { testQueryOptions } from '../tests/test-queries';
import { pageScriptSeenQueryOptions } from './script-seen-queries';

export interface InstallCheck {
  /** True while the check asks the server, so the button that started it can show it is busy. */
  readonly checking: boolean;
  /**
   * Runs `activate` once the check finds the script was seen on the test's page, otherwise only once the owner agrees;
   * a press while a check is under way does nothing.
   */
  readonly beforeActivating: (activate: () => void) => void;
  /** The warning dialog, to render beside the button. */
  readonly warning: ReactNode;
}

/**
 * The install check before a test is activated: a test on a page where the tracking script was never seen takes no
 * visitors, so activating it warns first (a modal dialog: focus moves into it, its heading and text are announced,
 * Escape or Cancel leaves the test as it was). Asked afresh at each activation, so a script installed a moment ago
 * counts. The check is advice: when it cannot be made, activation goes ahead and reports its own errors.
 */
export function useInstallCheck(testId: string): InstallCheck {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [unseenPage, setUnseenPage] = useState<string | null>(null);
  const pendingActivation = useRef<(() => void) | null>(null);
  const underWay = useRef(false);

  const unseenPageOfTest = async (): Promise<string | null> => {
    try {
      const { test } = await queryClient.ensureQueryData(testQueryOptions(testId));
      const { page } = await queryClient.fetchQuery({ ...pageScriptSeenQueryOptions(test.pageId), staleTime: 0 });
      return page.scriptSeen === null || page.scriptSeen === undefined ? page.url : null;
    } catch {
      return null;
    }
  };

  const beforeActivating = (activate: () => void): void => {
    if (underWay.current) return;
    underWay.current = true;
    setChecking(true);
    void unseenPageOfTest().then((page) => {
      underWay.current = false;
      setChecking(false);
      if (page === null) return activate();
      pendingActivation.current = activate;
      setUnseenPage(page);
    });
  };

  const warning = (
    <ConfirmDialog
      open={unseenPage !== null}
      title="Tracking script not seen yet"
      description={
        <p>
          We have not seen the tracking script on {unseenPage} yet. Visitors will not be tested until it is installed.
        </p>
      }
      confirmLabel="Activate anyway"
      confirmingLabel="Activating…"
      onConfirm={() => {
        // Closed first: while the modal is open the rest of the page is inert, and the outcome is announced there.
        flushSync(() => setUnseenPage(null));
        pendingActivation.current?.();
        pendingActivation.current = null;
      }}
      onCancel={() => {
        pendingActivation.current = null;
        setUnseenPage(null);
      }}
    />
  );

  return { checking, beforeActivating, warning };
}
