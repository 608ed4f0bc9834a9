import { useQueryClient } from '@tanstack/react-query';
import { NoneFound } from '../../components/feedback/none-found';
import { TableScroll } from '../../components/tables/table-scroll';
import type { WebsiteGoalsQuery } from '../../gql/graphql';
import { DeleteRowButton } from '../workspace/delete-row-button';
import { conversionKindLabels, urlMatchLabels } from './goal-kinds';
import { deleteGoal } from './goal-mutations';
import { websiteGoalsQueryKey } from './website-goals-queries';

type Goal = WebsiteGoalsQuery['goals'][number];

export const goalListHeadingId = 'website-goals-heading';

/** What triggers a goal, in words: "Starts with https://shop.example/checkout", "#add-to-basket". */
function triggerText(goal: Goal): string {
  if (goal.kind === 'PAGE_VISIT' && goal.urlMatch) return `${urlMatchLabels[goal.urlMatch]} ${goal.target ?? ''}`;
  return goal.target ?? '';
}

/** The website's conversion goals, each with what triggers it and a Delete that asks first. */
export function WebsiteGoalList({ websiteId, goals }: { websiteId: string; goals: readonly Goal[] }) {
  const queryClient = useQueryClient();
  const conversion = goals.filter((goal) => goal.kind);
  if (conversion.length === 0) return <NoneFound text="No conversion goals yet: add one above." />;
  return (
    <TableScroll label="Conversion goals">
      <table className="table workspace-table">
        <caption className="visually-hidden">Conversion goals</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Counts when</th>
            <th scope="col">Trigger</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {conversion.map((goal) => (
            <tr key={goal.id}>
              <th scope="row">{goal.name}</th>
              <td data-label="Counts when">{goal.kind ? conversionKindLabels[goal.kind] : ''}</td>
              <td data-label="Trigger">
                <code>{triggerText(goal)}</code>
              </td>
              <td>
                <DeleteRowButton
                  name={goal.name}
                  title="Delete this goal?"
                  description={
                    <p>
                      Tests stop nothing they counted, but <strong>{goal.name}</strong> can no longer be measured. A
                      goal that tests measure cannot be deleted.
                    </p>
                  }
                  confirmLabel="Delete goal"
                  onConfirm={async () => {
                    await deleteGoal(goal.id);
                  }}
                  onDeleted={async () => {
                    await queryClient.invalidateQueries({ queryKey: websiteGoalsQueryKey(websiteId) });
                    document.getElementById(goalListHeadingId)?.focus();
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
