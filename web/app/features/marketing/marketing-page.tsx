import type { ReactNode } from 'react';
import '../../styles/marketing.css';
import { MarketingCta } from './marketing-cta';
import type { MarketingContent } from './marketing-content';
import { MarketingHero } from './marketing-hero';
import { MarketingProse } from './marketing-prose';

/**
 * The common layout of a marketing page: the hero from the Markdown's front matter, optional sections of the
 * page's own (a price list, a comparison), the Markdown body, and the closing call to action.
 */
export function MarketingPage({
  content,
  kicker,
  aside,
  children,
  contact = false,
}: {
  content: MarketingContent;
  kicker?: string;
  aside?: ReactNode;
  children?: ReactNode;
  contact?: boolean;
}) {
  return (
    <>
      <MarketingHero
        heading={content.attributes.heading}
        lead={content.attributes.lead}
        kicker={kicker}
        aside={aside}
      />
      {children}
      <MarketingProse html={content.html} />
      <MarketingCta contact={contact} />
    </>
  );
}
