import { SiteLink } from '../components/navigation/site-link';
import { ContactForm } from '../features/contact/contact-form';
import '../styles/marketing.css';

/** SPEC §2 /contact: the contact form, and where answers may already be waiting. */
export function ContactPage() {
  return (
    <section className="page contact-page">
      <div className="contact-page__intro">
        <h1>Contact us</h1>
        <p className="lead">
          Questions about a test, your sessions, billing or the tracking script? Want help from our professional
          services, or to work with us? Send us a message and we&apos;ll reply within one working day.
        </p>
        <p>
          Many answers are already in our <SiteLink href="/support">support guides</SiteLink>, including how to set up
          and verify the script on your site. Prices are on the <SiteLink href="/pricing">pricing page</SiteLink>.
        </p>
        <div className="button-row">
          <SiteLink href="/create-account" className="button button--primary">
            Start testing for free
          </SiteLink>
          <SiteLink href="/pricing" className="button button--secondary">
            See pricing
          </SiteLink>
        </div>
      </div>
      <div className="contact-page__form marketing-card">
        <h2 className="marketing-card__heading">Send us a message</h2>
        <ContactForm />
      </div>
    </section>
  );
}
