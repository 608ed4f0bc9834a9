import { SiteLink } from '../components/navigation/site-link';

export function ContactPage() {
  return (
    <section className="page page--narrow">
      <h1>Contact us</h1>
      <p>
        Questions about a test, your sessions or the tracking script? Email{' '}
        <a href="mailto:hello@splitpenny.com">hello@splitpenny.com</a> and we'll answer within one working day.
      </p>
      <p>
        Many answers are already in our <SiteLink href="/support">support guides</SiteLink>, including how to set up and
        verify the script on your site.
      </p>
    </section>
  );
}
