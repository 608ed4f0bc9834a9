import { MarkdownBody } from '../../components/content/markdown-body';
import { SiteLink } from '../../components/navigation/site-link';
import hub from '../../content/support/support.md';
import '../../styles/support.css';
import { supportGuide } from './support-guide';
import { supportGuides } from './support-guides';

const page = supportGuide(hub);

/** /support: the five guides, each with what it answers, then the common questions and a way to reach us. */
export function SupportHubPage() {
  return (
    <div className="page page--medium support-hub">
      <h1>{page.attributes.title}</h1>
      <p className="lead">{page.attributes.description}</p>

      <section aria-labelledby="support-guides-heading">
        <h2 id="support-guides-heading">Guides</h2>
        <ul className="support-hub__guides">
          {supportGuides.map((guide) => (
            <li key={guide.path} className="support-hub__guide">
              <SiteLink href={guide.path} className="support-hub__guide-link">
                {guide.title}
              </SiteLink>
              <p>{guide.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="support-hub__questions">
        <MarkdownBody html={page.html} />
      </div>

      <section className="support-hub__contact" aria-labelledby="support-contact-heading">
        <h2 id="support-contact-heading">Still need help?</h2>
        <p>
          Write to us from the <SiteLink href="/contact">contact page</SiteLink>. Tell us the address of the page you
          are testing and what you expected to see: we can then look at exactly what the script sees.
        </p>
      </section>
    </div>
  );
}
