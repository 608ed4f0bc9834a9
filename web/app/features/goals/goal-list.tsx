import { useQuery } from '@tanstack/react-query';
import { LoadingIndicator } from '../../components/feedback/loading-indicator';
import { NoneFound } from '../../components/feedback/none-found';
import { Notice } from '../../components/feedback/notice';
import { goalsQueryOptions } from './goals-queries';

/** The goals a test can be measured on, as the API lists them. */
export function GoalList() {
  const goals = useQuery(goalsQueryOptions());
  if (goals.isPending) return <LoadingIndicator label="Loading goals…" />;
  if (goals.isError) return <Notice kind="error">We couldn't load the list of goals. Please try again shortly.</Notice>;
  if (goals.data.goals.length === 0) return <NoneFound />;
  return (
    <ul className="goal-list" aria-label="Goals you can test for">
      {goals.data.goals.map((goal) => (
        <li key={goal.id} className="goal-list__item">
          {goal.name}
        </li>
      ))}
    </ul>
  );
}
