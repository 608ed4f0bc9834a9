import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { nameField } from '../workspace/name-field';
import { testQueryKey, testsQueryKey } from '../tests/test-queries';
import { createTestVariant } from './variant-mutations';
import { nameMaxLength } from '../../../../domain/shared/name-rules';

const addVariantSchema = z.object({ name: nameField });

/**
 * Adds a variant by name to an existing test and splits the traffic evenly between all of them (rebalance), so the
 * total stays at 100%. Its CSS, JS or redirect are set on its own page, which the success message links to.
 */
export function AddVariantForm({ testId }: { testId: string }) {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const create = useMutation({
    mutationFn: (name: string) => createTestVariant({ testId, name, rebalance: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testQueryKey(testId) });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    },
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: addVariantSchema,
    defaultValues: { name: '' },
    fields: ['name'],
    submit: async ({ name }, { reset }) => {
      setAdded(null);
      const variant = await create.mutateAsync(name);
      reset();
      setAdded({ id: variant.id, name: variant.name });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form add-variant-form" noValidate onSubmit={onSubmit} aria-labelledby="add-variant-heading">
      <h3 id="add-variant-heading">Add variant</h3>
      <p className="field__hint">
        Adding a variant splits the traffic evenly between all the variants, the control too.
      </p>
      <div aria-live="polite">
        {added !== null && (
          <Notice kind="success">
            {added.name} was added and the traffic split evenly.{' '}
            <Link to="/user/tests/$testId/variant/$variantId" params={{ testId, variantId: added.id }}>
              Edit {added.name}
            </Link>{' '}
            to give it its CSS, JS or redirect.
          </Notice>
        )}
      </div>
      <FormProblems problems={problems} />
      <TextField
        label="Variant name"
        hint="Letters, numbers and spaces"
        autoComplete="off"
        maxLength={nameMaxLength}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="form__actions">
        <SubmitButton label="Add variant" submittingLabel="Adding variant…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
