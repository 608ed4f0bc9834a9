import { runningTestChangeWarnings } from '../../../../../domain/ab-tests/test-edit-rules';
import { Notice } from '../../../components/feedback/notice';

/**
 * What a change would split of a running test's results, said before Save; announced as it appears. The region
 * stays in the page while empty, so a screen reader hears the warning when a choice brings it.
 */
export function RunningTestChangeWarnings({ changes }: { changes: readonly ('goal' | 'devices')[] }) {
  return (
    <div aria-live="polite">
      {changes.length > 0 && (
        <Notice kind="warning" title="This changes what the results measure">
          {changes.map((change) => (
            <p key={change} className="notice__line">
              {runningTestChangeWarnings[change]}
            </p>
          ))}
        </Notice>
      )}
    </div>
  );
}
