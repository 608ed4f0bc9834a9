import { useSuspenseQuery } from '@tanstack/react-query';
import { useCardExpiryCookie } from '../../account/use-card-expiry-cookie';
import { SiteLink } from '../../components/navigation/site-link';
import { meQueryOptions } from '../../features/accounts/account-queries';
import { CardExpiryBanner } from '../../features/payment-card/card-expiry-banner';
import { PaymentCardSection } from '../../features/payment-card/payment-card-section';
import { RunningTests } from '../../features/tests-list/running-tests';
import { formatCount } from '../../format/format-count';

const accountLinks = [
  { label: 'Tests', href: '/user/tests', text: 'Create tests and see how each variant performs.' },
  { label: 'Websites', href: '/user/websites', text: 'The sites your tracking script runs on.' },
  { label: 'Pages', href: '/user/pages', text: 'The pages of your sites that you test.' },
  { label: 'Profile', href: '/user/profile', text: 'Your goals and business, so we can help you better.' },
  { label: 'Affiliate programme', href: '/user/profile/affiliate', text: 'Refer others and earn commission.' },
  {
    label: 'Edit account',
    href: '/user/edit-account',
    text: 'Change your email, manage API keys or delete your account.',
  },
  {
    label: 'Webhooks',
    href: '/user/webhooks',
    text: 'Tell your own systems or a Slack channel when a test is decided.',
  },
  { label: 'Buy sessions', href: '/pricing', text: 'Top up your test sessions at any time.' },
] as const;

export function MyAccountPage() {
  const { data } = useSuspenseQuery(meQueryOptions());
  const { me } = data;
  useCardExpiryCookie(me.cardNearingExpiry);
  return (
    <section className="page">
      {me.cardNearingExpiry && <CardExpiryBanner card={me.card} customerId={me.stripeCustomerId} />}
      <h1>My Account</h1>
      <div className="account-summary">
        <p>
          Logged in as <strong>{me.email}</strong>
        </p>
        <p className="account-summary__sessions">
          {`Test sessions remaining: ${formatCount(me.testSessionsRemaining)}`}
        </p>
      </div>
      <RunningTests />
      <nav aria-label="My Account">
        <ul className="link-cards">
          {accountLinks.map((link) => (
            <li key={link.href} className="link-cards__item">
              <SiteLink href={link.href} className="link-cards__link">
                {link.label}
              </SiteLink>
              <p className="link-cards__text">{link.text}</p>
            </li>
          ))}
        </ul>
      </nav>
      <PaymentCardSection card={me.card} customerId={me.stripeCustomerId} />
    </section>
  );
}
