import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NoneFound } from '../../components/feedback/none-found';
import { TableScroll } from '../../components/tables/table-scroll';
import type { WebsiteGoalsQuery } from '../../gql/graphql';
import { DeleteRowButton } from '../workspace/delete-row-button';
import { conversionKindLabels, urlMatchLabels } from './goal-kinds';
import { EditGoalRow } from './edit-goal-row';
import { deleteGoal } from './goal-mutations';
import type { KnownPage } from './page-visit-matches';
import { websiteGoalsQueryKey } from './website-goals-queries';

type Goal = WebsiteGoalsQuery['goals'][number];

export const goalListHeadingId = 'website-goals-heading';

/** What triggers a goal, in words: "Starts with https://shop.example/checkout", "#add-to-basket". */
function triggerText(goal: Goal): string {
  if (goal.kind === 'PAGE_VISIT' && goal.urlMatch) return `${urlMatchLabels[goal.urlMatch]} ${goal.target ?? ''}`;
  return goal.target ?? '';
}

const columns = 4;

/** The website's conversion goals, each with what triggers it, an Edit in place and a Delete that asks first. */
export function WebsiteGoalList({
  websiteId,
  websiteUrl,
  pages,
  goals,
}: {
  websiteId: string;
  websiteUrl: string;
  pages: readonly KnownPage[];
  goals: readonly Goal[];
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
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
          {conversion.map((goal) =>
            editing === goal.id ? (
              <EditGoalRow
                key={goal.id}
                websiteId={websiteId}
                websiteUrl={websiteUrl}
                pages={pages}
                goal={goal}
                columns={columns}
                onClose={() => {
                  setEditing(null);
                  document.getElementById(`edit-goal-${goal.id}`)?.focus();
                }}
              />
            ) : (
              <tr key={goal.id}>
                <th scope="row">{goal.name}</th>
                <td data-label="Counts when">{goal.kind ? conversionKindLabels[goal.kind] : ''}</td>
                <td data-label="Trigger">
                  <code>{triggerText(goal)}</code>
                </td>
                <td>
                  <div className="workspace-table__actions">
                    <button
                      type="button"
                      id={`edit-goal-${goal.id}`}
                      className="button button--secondary button--small"
                      aria-label={`Edit ${goal.name}`}
                      onClick={() => setEditing(goal.id)}
                    >
                      Edit
                    </button>
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
                  </div>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
