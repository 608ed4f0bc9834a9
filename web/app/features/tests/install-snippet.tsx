import { useId, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The tag that loads the tracking script from this app's own origin (SPEC §1). It names the website, so only that
 * website's tests can ever run on the page; it is not async, so variants apply before the page first shows.
 */
export function trackingSnippet(origin: string, websiteId: string): string {
  return `<script src="${origin}/scripts/tracking/track.js" data-site="${websiteId}"></script>`;
}

/**
 * How to install the tracking script: the tag in a read-only code block with a Copy button. Without clipboard
 * access the tag is selected instead, for the user to copy by hand; a polite live region says which happened.
 */
export function InstallSnippet({
  websiteUrl,
  websiteId,
  headingLevel = 2,
}: {
  websiteUrl: string;
  websiteId: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const snippet = trackingSnippet(window.location.origin, websiteId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const select = (): void => {
    const code = codeRef.current;
    if (code === null) return;
    const range = document.createRange();
    range.selectNodeContents(code);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopyState('copied');
    } catch {
      select();
      setCopyState('failed');
    }
  };

  return (
    <section className="install-snippet" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Install the tracking script</Heading>
      <p id={`${id}-how`}>
        Paste this tag at the top of the <code>&lt;head&gt;</code> of every page of your website {websiteUrl}. It runs
        your active tests there and counts their sessions; without it, a test takes no visitors.
      </p>
      <div className="install-snippet__row">
        <pre className="code-block" aria-label="Tracking script tag" aria-describedby={`${id}-how`}>
          <code ref={codeRef}>{snippet}</code>
        </pre>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="install-snippet__status" aria-live="polite">
        {copyState === 'copied' && 'Copied to the clipboard.'}
        {copyState === 'failed' && 'Could not copy: the tag is selected, so press Ctrl+C (or ⌘C) to copy it.'}
      </p>
    </section>
  );
}
