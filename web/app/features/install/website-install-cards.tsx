import { useState } from 'react';
import { InstallSnippet } from './install-snippet';
import { ScriptSeen, type ScriptSeenData } from './script-seen';

export interface InstallCardWebsite {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly scriptSeen: ScriptSeenData | null;
  readonly scriptSeenNearby?: ScriptSeenData | null;
}

/** The id of the cards' heading. */
export const installCardsHeadingId = 'install-cards-heading';

/**
 * Each listed website's install card: its own tag, with where the script was last seen. A card starts open until
 * the script was seen on its website, so a website just added shows its tag at once; a seen one starts folded.
 */
export function WebsiteInstallCards({ websites }: { websites: readonly InstallCardWebsite[] }) {
  return (
    <section aria-labelledby={installCardsHeadingId}>
      <h2 id={installCardsHeadingId} className="workspace-page__list-heading">
        Install the tracking script
      </h2>
      <p>
        Each website has its own tag. Once a visitor loads a page that has it, the website shows where the script was
        found.
      </p>
      {websites.map((website) => (
        <WebsiteInstallCard key={website.id} website={website} />
      ))}
    </section>
  );
}

function WebsiteInstallCard({ website }: { website: InstallCardWebsite }) {
  // Decided once: a refresh that finds the script must not fold a card the owner is reading.
  const [startsOpen] = useState(website.scriptSeen === null);
  return (
    <details className="install-card" open={startsOpen}>
      <summary>
        <strong>{website.name}</strong> ({website.url}):{' '}
        <ScriptSeen seen={website.scriptSeen} nearby={website.scriptSeenNearby} websiteUrl={website.url} />
      </summary>
      <InstallSnippet websiteUrl={website.url} websiteId={website.id} websiteName={website.name} headingLevel={3} />
    </details>
  );
}
