import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phaseChangeWarnings } from '../../../../domain/ab-tests/test-edit-rules';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { testQueryKey, testsQueryKey } from '../tests/test-queries';
import { VariantChangeFields } from './variant-change-fields';
import { emptyVariantFields, variantChange, variantFieldsSchema, type VariantFields } from './variant-fields';
import { createTestVariant } from './variant-mutations';
import { nameMaxLength } from '../../../../domain/shared/name-rules';

/**
 * Adds a variant to an existing test, with the change it makes (CSS and JS, or a redirect: one that changes nothing
 * is refused here as on the server), and splits the traffic evenly between all of them (rebalance), so the total
 * stays at 100%. Its notes and its share are edited on its own page, which the success message links to.
 */
export function AddVariantForm({ testId, running }: { testId: string; running: boolean }) {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const create = useMutation({
    mutationFn: (variant: VariantFields) =>
      createTestVariant({
        testId,
        name: variant.name,
        description: variant.description,
        ...variantChange(variant),
        rebalance: true,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testQueryKey(testId) });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    },
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: variantFieldsSchema,
    defaultValues: emptyVariantFields,
    fields: ['name', 'cssCode', 'jsCode', 'pageRedirectUrl'],
    submit: async (values, { reset }) => {
      setAdded(null);
      const variant = await create.mutateAsync(values);
      reset();
      setAdded({ id: variant.id, name: variant.name });
    },
  });
  const { control, register } = form;
  const redirect = useWatch({ control, name: 'redirect' });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form add-variant-form" noValidate onSubmit={onSubmit} aria-labelledby="add-variant-heading">
      <h3 id="add-variant-heading">Add variant</h3>
      <p className="field__hint">
        Adding a variant splits the traffic evenly between all the variants, the control too.
      </p>
      {running && <Notice kind="warning">{phaseChangeWarnings.variant_added}</Notice>}
      <div aria-live="polite">
        {added !== null && (
          <Notice kind="success">
            {added.name} was added and the traffic split evenly.{' '}
            <Link to="/user/tests/$testId/variant/$variantId" params={{ testId, variantId: added.id }}>
              Edit {added.name}
            </Link>{' '}
            to change it or its share of the traffic.
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
        {...register('name')}
      />
      <Controller
        control={control}
        name="cssCode"
        render={({ field: css, fieldState: cssState }) => (
          <Controller
            control={control}
            name="jsCode"
            render={({ field: js, fieldState: jsState }) => (
              <VariantChangeFields
                redirect={redirect}
                redirectCheckbox={register('redirect')}
                redirectUrl={register('pageRedirectUrl')}
                redirectUrlError={errors.pageRedirectUrl?.message}
                css={{ value: css.value, onChange: css.onChange, onBlur: css.onBlur, error: cssState.error?.message }}
                js={{ value: js.value, onChange: js.onChange, onBlur: js.onBlur, error: jsState.error?.message }}
              />
            )}
          />
        )}
      />
      <div className="form__actions">
        <SubmitButton label="Add variant" submittingLabel="Adding variant…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
