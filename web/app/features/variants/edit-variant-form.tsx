import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { TextAreaField } from '../../components/forms/text-area-field';
import { testQueryKey, testsQueryKey } from '../tests/test-queries';
import { VariantChangeFields } from './variant-change-fields';
import { pageChangeRule, variantChange, variantFieldsShape } from './variant-fields';
import { updateTestVariant } from './variant-mutations';
import { descriptionMaxLength, nameMaxLength } from '../../../../domain/shared/name-rules';
import { phaseChangeWarnings, runningCodeChangeWarning } from '../../../../domain/ab-tests/test-edit-rules';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';

const editVariantSchema = z
  .object({
    ...variantFieldsShape,
    trafficAllocation: z
      .number({ error: 'Enter a percentage from 0 to 100' })
      .int('Traffic allocation is a whole percentage')
      .min(0, 'Traffic allocation is between 0 and 100')
      .max(100, 'Traffic allocation is between 0 and 100'),
    rebalance: z.boolean(),
  })
  .superRefine(pageChangeRule);

type EditVariantInput = z.input<typeof editVariantSchema>;

export interface EditableVariant {
  readonly id: string;
  readonly testId: string;
  readonly name: string;
  readonly description: string;
  readonly cssCode: string;
  readonly jsCode: string;
  readonly pageRedirectUrl?: string | null | undefined;
  readonly trafficAllocation: number;
}

function formValues(variant: EditableVariant): EditVariantInput {
  return {
    name: variant.name,
    description: variant.description,
    cssCode: variant.cssCode,
    jsCode: variant.jsCode,
    redirect: variant.pageRedirectUrl !== null && variant.pageRedirectUrl !== undefined,
    pageRedirectUrl: variant.pageRedirectUrl ?? '',
    trafficAllocation: variant.trafficAllocation,
    rebalance: true,
  };
}

/**
 * Edits a variant that is not the control: its name, notes, CSS and JS or redirect, and its share of the traffic.
 * With "Rebalance the other variants" the server takes the difference from the others (or gives it to them);
 * without it the shares must still add up to 100, and the server says so under the field.
 */
export function EditVariantForm({ variant, running }: { variant: EditableVariant; running: boolean }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [confirmingCode, setConfirmingCode] = useState(false);
  const update = useMutation({
    mutationFn: updateTestVariant,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testQueryKey(variant.testId) });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    },
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: editVariantSchema,
    defaultValues: formValues(variant),
    fields: ['name', 'description', 'cssCode', 'jsCode', 'pageRedirectUrl', 'trafficAllocation'],
    submit: async (values, { reset }) => {
      setSaved(false);
      const updated = await update.mutateAsync({
        id: variant.id,
        name: values.name,
        description: values.description,
        ...variantChange(values),
        trafficAllocation: values.trafficAllocation,
        rebalance: values.rebalance,
      });
      // The server's answer is what is stored now (a rebalance may have moved the share): the form starts from it.
      reset({ ...formValues({ ...variant, ...updated, testId: variant.testId }), rebalance: values.rebalance });
      setSaved(true);
    },
  });
  const { control, register } = form;
  const redirect = useWatch({ control, name: 'redirect' });
  const allocation = useWatch({ control, name: 'trafficAllocation' });
  const { errors, isSubmitting } = form.formState;
  // Only a running test has results a new share would split; a share left as it is starts nothing.
  const startsPhase = running && Number.isFinite(allocation) && allocation !== variant.trafficAllocation;
  const watched = useWatch({ control });
  // What the visitors see changes: the results will mix the old version and the new one, so the owner is asked first.
  const changesCode = running && codeChanged(variant, watched);

  return (
    <>
      <form
        className="form variant-form"
        noValidate
        onSubmit={(event) => {
          if (!changesCode) return onSubmit(event);
          event.preventDefault();
          setConfirmingCode(true);
          return undefined;
        }}
      >
        <div aria-live="polite">{saved && <Notice kind="success">The variant was saved.</Notice>}</div>
        <FormProblems problems={problems} />
        <TextField
          label="Name"
          hint="Letters, numbers and spaces"
          autoComplete="off"
          maxLength={nameMaxLength}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Description (optional)"
          maxLength={descriptionMaxLength}
          error={errors.description?.message}
          {...register('description')}
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
        <fieldset className="fieldset">
          <legend className="field__label">Traffic</legend>
          <TextField
            label="Traffic allocation (%)"
            hint="The share of the test's visitors who see this variant"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            error={errors.trafficAllocation?.message}
            {...register('trafficAllocation', { valueAsNumber: true })}
          />
          <label className="checkbox">
            <input type="checkbox" {...register('rebalance')} />
            Rebalance the other variants
          </label>
          <p className="field__hint">
            Takes the difference from the other variants, or gives it to them, so the total stays at 100%. Without it,
            the shares must already add up to 100%.
          </p>
          <div aria-live="polite">{startsPhase && <Notice kind="warning">{phaseChangeWarnings.split}</Notice>}</div>
        </fieldset>
        <div aria-live="polite">
          {changesCode && (
            <Notice kind="warning" title="This changes what visitors of a running test see">
              {runningCodeChangeWarning}
            </Notice>
          )}
        </div>
        <div className="form__actions">
          <SubmitButton label="Save variant" submittingLabel="Saving variant…" submitting={isSubmitting} />
        </div>
      </form>
      <ConfirmDialog
        open={confirmingCode}
        title="Change the code of a running test?"
        description={<p>{runningCodeChangeWarning}</p>}
        confirmLabel="Save the new code"
        confirmingLabel="Saving…"
        confirming={isSubmitting}
        onConfirm={() => {
          setConfirmingCode(false);
          void onSubmit();
        }}
        onCancel={() => setConfirmingCode(false)}
      />
    </>
  );
}

/** Whether the form, as it stands, changes how the variant changes the page (its code, or where it redirects). */
function codeChanged(variant: EditableVariant, values: Partial<EditVariantInput>): boolean {
  const before = formValues(variant);
  if (values.redirect !== before.redirect) return true;
  if (values.redirect === true) return (values.pageRedirectUrl ?? '').trim() !== before.pageRedirectUrl.trim();
  return values.cssCode !== before.cssCode || values.jsCode !== before.jsCode;
}
