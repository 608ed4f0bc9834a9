import { useRef, useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { TextField } from '../../components/forms/text-field';
import type { CreatedKey } from './create-api-key-form';

type CopyState = 'idle' | 'copied' | 'failed';

/** The secret of a key just created, shown this once with a Copy button; the server keeps only its hash. */
export function NewApiKeySecret({ createdKey, onDone }: { createdKey: CreatedKey; onDone: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(createdKey.secret);
      setCopyState('copied');
    } catch {
      // Without clipboard access (permissions, insecure origin) the text is selected for the user to copy.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <div className="new-api-key">
      <Notice kind="warning" title={`Copy your new key “${createdKey.name}” now`}>
        For your security it won't be shown again. If you lose it, revoke it and create a new one.
      </Notice>
      <div className="new-api-key__row">
        <TextField
          ref={inputRef}
          label="Your new API key"
          readOnly
          value={createdKey.secret}
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
        {copyState === 'failed' && 'Could not copy: the key is selected, so press Ctrl+C (or ⌘C) to copy it.'}
      </p>
      <button type="button" className="button button--secondary" onClick={onDone}>
        I've copied it
      </button>
    </div>
  );
}
