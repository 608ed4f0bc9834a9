import { Notice } from '../../components/feedback/notice';
import { ShownOnceValue } from '../../components/forms/shown-once-value';
import type { AddedWebhook } from './add-webhook-form';

/** What to do with a webhook just added: a signed one's secret, shown this once with a Copy button. */
export function NewWebhookSecret({ added, onDone }: { added: AddedWebhook; onDone: () => void }) {
  if (added.signingSecret === null) {
    return (
      <Notice kind="success" title="Slack webhook added">
        Its channel gets a message each time one of your tests is decided.
      </Notice>
    );
  }
  return (
    <ShownOnceValue
      title="Copy the webhook's signing secret now"
      label="Signing secret"
      value={added.signingSecret}
      noun="secret"
      onDone={onDone}
    >
      Your endpoint checks each body's Splitpenny-Signature header with it. It won't be shown again: if you lose it,
      delete the webhook and add it again.
    </ShownOnceValue>
  );
}
