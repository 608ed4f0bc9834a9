import page from '../../content/marketing/headline.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** SPEC §2 /headline: the headline testing landing page. */
export function HeadlinePage() {
  return (
    <MarketingPage
      content={content}
      kicker="Headline testing"
      aside={
        <figure className="marketing-card marketing-headlines" aria-label="Two headlines, one page">
          <p className="marketing-headlines__variant">
            <span className="marketing-headlines__letter">A</span> Online bookkeeping software
          </p>
          <p className="marketing-headlines__variant">
            <span className="marketing-headlines__letter">B</span> Do your books in ten minutes a week
          </p>
          <figcaption className="marketing-card__small-print">
            Same page, two headlines: each visitor sees one, and the goal decides.
          </figcaption>
        </figure>
      }
    />
  );
}
