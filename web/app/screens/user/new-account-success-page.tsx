import { useSuspenseQuery } from '@tanstack/react-query';
import { SiteLink } from '../../components/navigation/site-link';
import { meQueryOptions } from '../../features/accounts/account-queries';
import { formatCount } from '../../format/format-count';

export function NewAccountSuccessPage() {
  const { data } = useSuspenseQuery(meQueryOptions());
  return (
    <section className="page page--narrow">
      <h1>Your account is ready</h1>
      <p className="lead">
        Welcome to Splitpenny. You have {formatCount(data.me.testSessionsRemaining)} free test sessions to start testing
        with, and we top them up every month.
      </p>
      <h2>Next steps</h2>
      <ol className="steps">
        <li>
          <SiteLink href="/user/websites">Add your website</SiteLink> and paste the tracking script into its pages.
        </li>
        <li>Create a test on one of its pages, with a variant to compare against the original.</li>
        <li>Watch the results come in, and keep the version that wins.</li>
      </ol>
      <div className="button-row">
        <SiteLink href="/user/websites" className="button button--primary">
          Add your website
        </SiteLink>
        <SiteLink href="/user" className="button button--secondary">
          Go to My Account
        </SiteLink>
      </div>
    </section>
  );
}
