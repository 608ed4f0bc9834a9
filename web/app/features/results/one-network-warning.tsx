import { Notice } from '../../components/feedback/notice';
import { oneNetworkText } from './verdict-text';

/**
 * Shown when more than a fifth of the test's sessions came from one client network: like a sample-ratio mismatch,
 * every other figure is suspect.
 */
export function OneNetworkWarning({ share }: { share: number }) {
  return (
    <Notice kind="warning" title="Visitors from one network">
      <p>
        {oneNetworkText(share)} Find out whose it is: leave your own office and testers out of the test, and treat these
        results with caution until you know.
      </p>
    </Notice>
  );
}
