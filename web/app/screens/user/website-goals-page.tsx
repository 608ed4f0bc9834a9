import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AddGoalForm } from '../../features/goals/add-goal-form';
import { goalListHeadingId, WebsiteGoalList } from '../../features/goals/website-goal-list';
import { websiteGoalsQueryOptions } from '../../features/goals/website-goals-queries';
import '../../styles/workspace.css';

const route = getRouteApi('/user/websites/$websiteId/goals');

/** /user/websites/{websiteId}/goals: the conversion goals the website's tests can measure. */
export function WebsiteGoalsPage() {
  const { websiteId } = route.useParams();
  const { data } = useSuspenseQuery(websiteGoalsQueryOptions(websiteId));
  return (
    <section className="page workspace-page" aria-labelledby="goals-heading">
      <p className="page__breadcrumb">
        <Link to="/user/websites">Websites</Link> / {data.website.name}
      </p>
      <h1 id="goals-heading">Goals of {data.website.name}</h1>
      <p className="lead">
        What counts as a conversion on {data.website.url}, on any page where the tracking script runs: a page reached,
        an element clicked, a form sent, or an event your site sends with{' '}
        <code>splitpenny(&apos;track&apos;, &apos;signup&apos;)</code>. Every test of this website can measure them.
      </p>
      <AddGoalForm websiteId={websiteId} websiteUrl={data.website.url} pages={data.pages.pages} />
      <h2 id={goalListHeadingId} className="workspace-page__list-heading" tabIndex={-1}>
        Conversion goals
      </h2>
      <WebsiteGoalList
        websiteId={websiteId}
        websiteUrl={data.website.url}
        pages={data.pages.pages}
        goals={data.goals}
      />
    </section>
  );
}
