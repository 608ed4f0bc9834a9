import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormProblems } from '../../../components/forms/form-problems';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useServerForm } from '../../../components/forms/use-server-form';
import { websiteGoalsQueryOptions } from '../../goals/website-goals-queries';
import { TestDetailsInputs } from '../test-details-inputs';
import { testQueryKey, testsQueryKey } from '../test-queries';
import { TextField } from '../../../components/forms/text-field';
import {
  changedTestInput,
  editTestFields,
  editTestSchema,
  editTestValues,
  measureChangesOf,
  type EditableTest,
  type EditedTest,
} from './edit-test-fields';
import type { TestDetailsInput } from '../test-details-fields';
import { RunningTestChangeWarnings } from './running-test-change-warnings';
import { updateTest } from './update-test';

/**
 * A test's details, pre-filled, with the new-test flow's inputs and rules. Only what changed is sent. A change of
 * goal or devices on a running test is warned about before Save; a saved test returns to its page.
 */
export function EditTestForm({ test }: { test: EditableTest }) {
  const goals = useSuspenseQuery(websiteGoalsQueryOptions(test.websiteId)).data.goals;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The rules and the starting values are those of the test as the screen opened on it.
  const [initial] = useState(() => editTestValues(test));
  const [schema] = useState(() => editTestSchema(test, new Date()));
  const update = useMutation({
    mutationFn: updateTest,
    // The test page (and its results) read afresh before the screen returns to it; the lists may follow.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testQueryKey(test.id) });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    },
  });
  const { form, problems, onSubmit } = useServerForm({
    schema,
    defaultValues: initial,
    fields: editTestFields,
    submit: async (values) => {
      await update.mutateAsync(changedTestInput(test.id, initial, values));
      await navigate({ to: '/user/tests/$testId', params: { testId: test.id } });
    },
  });
  // The shared inputs register only the details' fields, every one of which this form has too.
  const detailsForm = form as unknown as UseFormReturn<TestDetailsInput, unknown, EditedTest>;
  const [goalId, targetDevices] = useWatch({ control: form.control, name: ['goalId', 'targetDevices'] });
  const { isSubmitting } = form.formState;

  return (
    <form className="form" aria-label={`Edit ${test.name}`} noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TestDetailsInputs form={detailsForm} goals={goals} websiteId={test.websiteId} />
      <TextField
        label="Smallest lift worth finding (%)"
        hint="The verdict says stop once the results rule out a lift this large"
        type="number"
        inputMode="decimal"
        min={0.01}
        max={1000}
        step="any"
        error={form.formState.errors.minimumLiftPercent?.message}
        {...form.register('minimumLiftPercent', { valueAsNumber: true })}
      />
      <RunningTestChangeWarnings changes={measureChangesOf(test, { goalId, targetDevices })} />
      <div className="form__actions">
        <SubmitButton label="Save" submittingLabel="Saving…" submitting={isSubmitting} />
        <Link to="/user/tests/$testId" params={{ testId: test.id }} className="button button--secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
