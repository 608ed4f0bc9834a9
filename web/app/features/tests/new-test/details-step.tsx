import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormProblems } from '../../../components/forms/form-problems';
import { NextButton } from '../../../components/navigation/next-button';
import { websiteGoalsQueryOptions } from '../../goals/website-goals-queries';
import { testDetailsSchema, type TestDetailsInput } from '../test-details-fields';
import { TestDetailsInputs } from '../test-details-inputs';
import { StepBackButton } from './step-back-button';
import type { StepProblems } from './step-problems';
import { useStepProblems } from './use-step-problems';
import { WizardStep } from './wizard-step';

/**
 * Step 2: what the test is called, what it measures (an engagement goal or one of the website's conversion goals),
 * on which devices, when, and for how many sessions.
 */
export function DetailsStep({
  websiteId,
  values,
  problems,
  focusHeading,
  onNext,
  onBack,
}: {
  websiteId: string;
  values: TestDetailsInput;
  problems: StepProblems | null;
  focusHeading: boolean;
  onNext: (values: TestDetailsInput) => void;
  onBack: (values: TestDetailsInput) => void;
}) {
  const goals = useSuspenseQuery(websiteGoalsQueryOptions(websiteId)).data.goals;
  const form = useForm<TestDetailsInput>({
    resolver: zodResolver(testDetailsSchema),
    mode: 'onTouched',
    defaultValues: values,
  });
  useStepProblems(problems, form.setError);

  // The draft keeps what was typed, not the trimmed values: coming back shows the step as it was left.
  const next = form.handleSubmit(() => onNext(form.getValues()));

  return (
    <WizardStep step="details" focusHeading={focusHeading}>
      <form className="form wizard__form" noValidate onSubmit={(event) => void next(event)}>
        <FormProblems problems={problems?.general ?? []} />
        <TestDetailsInputs form={form} goals={goals} websiteId={websiteId} />
        <div className="wizard__actions">
          <StepBackButton onClick={() => onBack(form.getValues())} />
          <NextButton />
        </div>
      </form>
    </WizardStep>
  );
}
