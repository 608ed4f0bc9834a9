import { loaderSnippet } from '../../../../domain/tracking/install-snippets';

/** Placeholders where the app fills in its own address and the website's id (as docs/tracking.md writes them). */
const exampleOrigin = 'https://splitpenny.example';
const exampleWebsiteId = 'WEBSITE_ID';

/** The install, as the home page shows it: the real loader an owner pastes, with placeholders for their values. */
export function InstallTeaser() {
  return (
    <pre className="code-block install-teaser" aria-label="The tracking script loader">
      <code>{loaderSnippet(exampleOrigin, exampleWebsiteId)}</code>
    </pre>
  );
}
