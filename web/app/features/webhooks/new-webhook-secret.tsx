import { useRef, useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { TextField } from '../../components/forms/text-field';
import type { AddedWebhook } from './add-webhook-form';

type CopyState = 'idle' | 'copied' | 'failed';

/** What to do with a webhook just added: a signed one's secret, shown this once with a Copy button. */
export function NewWebhookSecret({ added, onDone }: { added: AddedWebhook; onDone: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const secret = added.signingSecret;

  if (secret === null) {
    return (
      <Notice kind="success" title="Slack webhook added">
        Its channel gets a message each time one of your tests is decided.
      </Notice>
    );
  }

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      // Without clipboard access (permissions, insecure origin) the text is selected for the owner to copy.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <div className="new-api-key">
      <Notice kind="warning" title="Copy the webhook's signing secret now">
        Your endpoint checks each body's Splitpenny-Signature header with it. It won't be shown again: if you lose it,
        delete the webhook and add it again.
      </Notice>
      <div className="new-api-key__row">
        <TextField
          ref={inputRef}
          label="Signing secret"
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
          className="field__input field__input--code"
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="new-api-key__status" aria-live="polite">
        {copyState === 'copied' && 'Copied to the clipboard.'}
        {copyState === 'failed' && 'Could not copy: the secret is selected, so press Ctrl+C (or ⌘C) to copy it.'}
      </p>
      <button type="button" className="button button--secondary" onClick={onDone}>
        I've copied it
      </button>
    </div>
  );
}
