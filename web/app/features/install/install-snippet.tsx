import { useId, useRef, useState } from 'react';
import { loaderSnippet, scriptTag } from '../../../../domain/tracking/install-snippets';
import '../../styles/install.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * How to install the tracking script (docs/tracking.md): the inline loader, which no slow server can hold the page
 * up with, and the plain tag for sites whose Content-Security-Policy allows no inline script. Both name the website,
 * so only its tests ever run where they are pasted. Shown on each website (where several are listed, its heading
 * names the website) and on each test.
 */
export function InstallSnippet({
  websiteUrl,
  websiteId,
  websiteName,
  headingLevel = 2,
}: {
  websiteUrl: string;
  websiteId: string;
  websiteName?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const origin = window.location.origin;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="install-snippet" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>
        {websiteName === undefined ? 'Install the tracking script' : `Install the tracking script on ${websiteName}`}
      </Heading>
      <p id={`${id}-how`}>
        Paste this tag at the top of the <code>&lt;head&gt;</code> of every page of your website {websiteUrl}. It runs
        your active tests there and counts their sessions; without it, a test takes no visitors. Until your tests arrive
        it hides what they change for 1.5 seconds at most, so a slow connection never leaves a visitor looking at a
        blank page, and a returning visitor sees their version at once.
      </p>
      <SnippetBlock code={loaderSnippet(origin, websiteId)} label="Tracking script loader" describedBy={`${id}-how`} />
      <p id={`${id}-tag`}>
        If your site&apos;s Content-Security-Policy allows no inline scripts, paste the plain tag instead:
      </p>
      <SnippetBlock code={scriptTag(origin, websiteId)} label="Plain tracking script tag" describedBy={`${id}-tag`} />
    </section>
  );
}

/**
 * One snippet in a read-only code block with its Copy button. Without clipboard access the code is selected
 * instead, for the user to copy by hand; a polite live region says which happened.
 */
function SnippetBlock({ code, label, describedBy }: { code: string; label: string; describedBy: string }) {
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const select = (): void => {
    const element = codeRef.current;
    if (element === null) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
    } catch {
      select();
      setCopyState('failed');
    }
  };

  return (
    <>
      <div className="install-snippet__row">
        <pre className="code-block" aria-label={label} aria-describedby={describedBy}>
          <code ref={codeRef}>{code}</code>
        </pre>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Copy the ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
          Copy
        </button>
      </div>
      <p className="install-snippet__status" aria-live="polite">
        {copyState === 'copied' && 'Copied to the clipboard.'}
        {copyState === 'failed' && 'Could not copy: the code is selected, so press Ctrl+C (or ⌘C) to copy it.'}
      </p>
    </>
  );
}
