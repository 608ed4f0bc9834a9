import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/feedback/notice';

type CopyState = 'idle' | 'copied' | 'failed';

/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesShown({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="recovery-codes" aria-labelledby="recovery-codes-heading" role="region">
      <h3 id="recovery-codes-heading" ref={headingRef} tabIndex={-1}>
        Your recovery codes
      </h3>
      <Notice kind="warning" title="Save these codes now">
        They won't be shown again. Each works once, in place of your authenticator app or passkey, if you lose it. Keep
        them somewhere safe, apart from your password.
      </Notice>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="new-api-key__status" aria-live="polite">
        {copyState === 'copied' && 'Copied to the clipboard.'}
        {copyState === 'failed' && 'Could not copy: select the codes and copy them by hand.'}
      </p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          I've saved them
        </button>
      </div>
    </div>
  );
}
