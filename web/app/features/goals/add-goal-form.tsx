import { useQueryClient } from '@tanstack/react-query';
import { AddToListForm, type AddToListText } from '../workspace/add-to-list-form';
import { useAddToList } from '../workspace/use-add-to-list';
import { createGoal, type GoalFields } from './goal-mutations';
import { goalSchema, GoalInputs, type GoalInput } from './goal-inputs';
import type { KnownPage } from './page-visit-matches';
import { websiteGoalsQueryKey } from './website-goals-queries';

const text: AddToListText = {
  headingId: 'add-goal-heading',
  heading: 'Add a goal',
  submitLabel: 'Add goal',
  submittingLabel: 'Adding goal…',
};

/**
 * Defines a conversion goal on the website: what counts as converting, and what triggers it. A page visit's address
 * is tried against the website's pages as it is typed.
 */
export function AddGoalForm({
  websiteId,
  websiteUrl,
  pages,
}: {
  websiteId: string;
  websiteUrl: string;
  pages: readonly KnownPage[];
}) {
  const queryClient = useQueryClient();
  const state = useAddToList<GoalInput, GoalFields>({
    schema: goalSchema,
    defaultValues: { name: '', kind: undefined, urlMatch: 'EXACT', target: '', amountSelector: '' },
    fields: ['name', 'kind', 'urlMatch', 'target', 'amountSelector'],
    create: (fields) => createGoal(websiteId, fields),
    invalidate: (client) => client.invalidateQueries({ queryKey: websiteGoalsQueryKey(websiteId) }),
    onAdded: () => void queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
  return (
    <AddToListForm text={text} state={state}>
      <GoalInputs form={state.form} websiteUrl={websiteUrl} pages={pages} />
    </AddToListForm>
  );
}
