import { WebhooksSection } from '../../features/webhooks/webhooks-section';

export function WebhooksPage() {
  return (
    <div className="page page--medium">
      <h1>Webhooks</h1>
      <p>
        Besides the email, Splitpenny can tell your own systems or a Slack channel when one of your tests is decided (a
        winner, control wins, no meaningful difference, finished undecided or unreliable). A signed webhook gets a JSON
        body with a <code>Splitpenny-Signature</code> header made with its secret; a Slack incoming webhook gets a
        readable message. A delivery that fails is tried again after a pause that doubles each time (from 30 seconds),
        up to 6 attempts in all.
      </p>
      <WebhooksSection />
    </div>
  );
}
