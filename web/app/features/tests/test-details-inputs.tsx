import { Link } from '@tanstack/react-router';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField, type SelectOptionGroup } from '../../components/forms/select-field';
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
  websiteId,
}: {
  form: UseFormReturn<TestDetailsInput, unknown, Output>;
  /** The engagement goals (`kind` null) and the website's conversion goals. */
  goals: readonly TestGoalOption[];
  /** The test's website, whose Goals screen defines its conversion goals. */
  websiteId: string;
}) {
  const { errors } = form.formState;
  const { register } = form;
  const conversionGoals = goals.filter((goal) => goal.kind !== null && goal.kind !== undefined);
  return (
    <>
      <TextField
        label="Test name"
        hint="Letters, numbers, spaces and punctuation, like “Homepage headline (v2)”"
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
            hint="The measure the variants are compared on: how visitors engage with the page, or one of the website's conversion goals (a purchase, a sign-up)"
            options={[]}
            groups={goalGroups(goals)}
            error={errors.goalId?.message}
            {...field}
          />
        )}
      />
      <p className="field__hint">
        {conversionGoals.length === 0
          ? 'This website has no conversion goals yet. '
          : `This website has ${conversionGoals.length} conversion goal${conversionGoals.length === 1 ? '' : 's'}. `}
        <Link to="/user/websites/$websiteId/goals" params={{ websiteId }} target="_blank" rel="noopener">
          Define a conversion goal (opens in a new tab)
        </Link>
        : this list shows it when you come back.
      </p>
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

/** A goal the test can be compared on; `kind` is null for an engagement goal. */
export interface TestGoalOption {
  readonly id: string;
  readonly name: string;
  readonly kind?: string | null;
}

/** The engagement goals, then the website's conversion goals, each under its heading. */
export function goalGroups(goals: readonly TestGoalOption[]): SelectOptionGroup[] {
  const option = (goal: TestGoalOption) => ({ value: goal.id, label: goalLabel(goal.name) });
  return [
    { label: 'Engagement goals', options: goals.filter((goal) => !goal.kind).map(option) },
    { label: 'Conversion goals', options: goals.filter((goal) => Boolean(goal.kind)).map(option) },
  ];
}
