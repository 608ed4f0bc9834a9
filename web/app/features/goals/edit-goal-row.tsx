import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServerForm } from '../../components/forms/use-server-form';
import type { WebsiteGoalsQuery } from '../../gql/graphql';
import { EditRowForm } from '../workspace/edit-row-form';
import { goalSchema, GoalInputs, type GoalInput } from './goal-inputs';
import { updateGoal, type GoalFields } from './goal-mutations';
import type { KnownPage } from './page-visit-matches';
import { websiteGoalsQueryKey } from './website-goals-queries';

type Goal = WebsiteGoalsQuery['goals'][number];

/**
 * A conversion goal's row turned into its edit form: its name, what counts as converting and its trigger. Tests that
 * measure it keep what was counted so far. Escape or Cancel leaves it unchanged.
 */
export function EditGoalRow({
  websiteId,
  websiteUrl,
  pages,
  goal,
  columns,
  onClose,
}: {
  websiteId: string;
  websiteUrl: string;
  pages: readonly KnownPage[];
  goal: Goal;
  columns: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { form, problems, onSubmit } = useServerForm<GoalInput, GoalFields>({
    schema: goalSchema,
    defaultValues: {
      name: goal.name,
      kind: goal.kind ?? undefined,
      urlMatch: goal.urlMatch ?? 'EXACT',
      target: goal.target ?? '',
      amountSelector: goal.amountSelector ?? '',
    },
    fields: ['name', 'kind', 'urlMatch', 'target', 'amountSelector'],
    submit: async (values) => {
      await updateGoal(goal.id, values);
      await queryClient.invalidateQueries({ queryKey: websiteGoalsQueryKey(websiteId) });
      onClose();
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  return (
    <EditRowForm
      label={`Edit ${goal.name}`}
      columns={columns}
      problems={problems}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <p className="field__hint">
        Conversions counted so far stay as they were counted; from now on this goal counts as set here.
      </p>
      <GoalInputs form={form} websiteUrl={websiteUrl} pages={pages} />
    </EditRowForm>
  );
}
