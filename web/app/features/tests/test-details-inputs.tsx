import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/forms/select-field';
import { TextAreaField } from '../../components/forms/text-area-field';
import { TextField } from '../../components/forms/text-field';
import { DeviceCheckboxes } from './device-checkboxes';
import { goalLabel } from './goal-label';
import type { TestDetailsInput } from './test-details-fields';
import { descriptionMaxLength, nameMaxLength } from '../../../../domain/shared/name-rules';

/**
 * A test's details as inputs: its name, notes, goal, devices, dates and session cap. The new-test flow and the edit
 * screen both show them, with the same labels, hints and rules (test-details-fields.ts).
 */
export function TestDetailsInputs<Output>({
  form,
  goals,
}: {
  form: UseFormReturn<TestDetailsInput, unknown, Output>;
  goals: readonly { readonly id: string; readonly name: string }[];
}) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <TextField
        label="Test name"
        hint="Letters, numbers and spaces, like “Homepage headline”"
        autoComplete="off"
        maxLength={nameMaxLength}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Description (optional)"
        hint="What you are trying and why, for your own notes"
        maxLength={descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={form.control}
        name="goalId"
        render={({ field }) => (
          <SelectField
            label="Goal"
            hint="The measure the variants are compared on"
            options={goals.map((goal) => ({ value: goal.id, label: goalLabel(goal.name) }))}
            error={errors.goalId?.message}
            {...field}
          />
        )}
      />
      <DeviceCheckboxes register={register('targetDevices')} error={errors.targetDevices?.message} />
      <div className="field-row">
        <TextField
          label="Start date"
          type="date"
          required
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField label="End date" type="date" required error={errors.endDate?.message} {...register('endDate')} />
      </div>
      <TextField
        label="Maximum test sessions"
        hint="The test stops taking visitors once this many have taken part"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.maxCases?.message}
        {...register('maxCases', { valueAsNumber: true })}
      />
    </>
  );
}
