import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { FormProblems } from '../../../components/forms/form-problems';
import { TextField } from '../../../components/forms/text-field';
import { NextButton } from '../../../components/navigation/next-button';
import { goalsQueryOptions } from '../../goals/goals-queries';
import { DeviceCheckboxes } from '../device-checkboxes';
import { goalLabel } from '../goal-label';
import { SelectField } from '../../../components/forms/select-field';
import { testDetailsSchema, type TestDetailsInput } from '../test-details-fields';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { StepBackButton } from './step-back-button';
import type { StepProblems } from './step-problems';
import { useStepProblems } from './use-step-problems';
import { WizardStep } from './wizard-step';
import { descriptionMaxLength, nameMaxLength } from '../../../../../domain/shared/name-rules';

/** Step 2: what the test is called, what it measures, on which devices, when, and for how many sessions. */
export function DetailsStep({
  values,
  problems,
  focusHeading,
  onNext,
  onBack,
}: {
  values: TestDetailsInput;
  problems: StepProblems | null;
  focusHeading: boolean;
  onNext: (values: TestDetailsInput) => void;
  onBack: (values: TestDetailsInput) => void;
}) {
  const goals = useSuspenseQuery(goalsQueryOptions()).data.goals;
  const form = useForm<TestDetailsInput>({
    resolver: zodResolver(testDetailsSchema),
    mode: 'onTouched',
    defaultValues: values,
  });
  useStepProblems(problems, form.setError);
  const { errors } = form.formState;
  const { register } = form;

  // The draft keeps what was typed, not the trimmed values: coming back shows the step as it was left.
  const next = form.handleSubmit(() => onNext(form.getValues()));

  return (
    <WizardStep step="details" focusHeading={focusHeading}>
      <form className="form wizard__form" noValidate onSubmit={(event) => void next(event)}>
        <FormProblems problems={problems?.general ?? []} />
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
        <div className="wizard__actions">
          <StepBackButton onClick={() => onBack(form.getValues())} />
          <NextButton />
        </div>
      </form>
    </WizardStep>
  );
}
