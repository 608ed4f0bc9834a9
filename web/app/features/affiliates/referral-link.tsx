import { useId, useRef, useState } from 'react';
import { TextField } from '../../components/forms/text-field';

type CopyState = 'idle' | 'copied' | 'failed';

/** The affiliate's referral link: any page of the site with `?ref=<their account id>`; the home page here. */
export function referralLink(origin: string, accountId: string): string {
  return `${origin}/?ref=${encodeURIComponent(accountId)}`;
}

/**
 * The referral link in a read-only field with a Copy link button. Without clipboard access (permissions, an
 * insecure origin) the link is selected instead, for the affiliate to copy by hand; a polite live region says
 * which happened.
 */
export function ReferralLink({ accountId }: { accountId: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const link = referralLink(window.location.origin, accountId);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your referral link</h2>
      <p>
        Share this link. Anyone who signs up within a year of opening it becomes your referral, and you earn 30% of
        every payment they make in their first year.
      </p>
      <div className="referral-link">
        <TextField
          ref={inputRef}
          label="Referral link"
          readOnly
          value={link}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
          className="field__input field__input--code"
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="referral-link__status" aria-live="polite">
        {copyState === 'copied' && 'Copied!'}
        {copyState === 'failed' && 'Could not copy: the link is selected, so press Ctrl+C (or ⌘C) to copy it.'}
      </p>
    </section>
  );
}
