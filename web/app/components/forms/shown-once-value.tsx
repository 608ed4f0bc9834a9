import { useRef, useState, type ReactNode } from 'react';
import { Notice } from '../feedback/notice';
import { TextField } from './text-field';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A value the server shows this once (an API key, a webhook's secret, a share link): in a read-only field with a
 * Copy button, and "I've copied it" to put it away. `noun` names it in the message when copying fails.
 */
export function ShownOnceValue({
  title,
  children,
  label,
  value,
  noun,
  onDone,
}: {
  title: string;
  /** Why it is shown once, and what to do if it is lost. */
  children: ReactNode;
  label: string;
  value: string;
  noun: string;
  onDone: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      // Without clipboard access (permissions, insecure origin) the text is selected for the user to copy.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };
  return (
    <div className="new-api-key">
      <Notice kind="warning" title={title}>
        {children}
      </Notice>
      <div className="new-api-key__row">
        <TextField
          ref={inputRef}
          label={label}
          readOnly
          value={value}
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
        {copyState === 'failed' && `Could not copy: the ${noun} is selected, so press Ctrl+C (or ⌘C) to copy it.`}
      </p>
      <button type="button" className="button button--secondary" onClick={onDone}>
        I've copied it
      </button>
    </div>
  );
}
