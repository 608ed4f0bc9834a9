import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormProblems } from '../../components/forms/form-problems';
import { SelectField } from '../../components/forms/select-field';
import { TextAreaField } from '../../components/forms/text-area-field';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { goalsFieldNames, goalsFormValues, goalsSchema } from './goals-fields';
import { otherOptionId } from './other-option';
import { commentLength, nameLength } from './profile-field-rules';
import { saveAvatarGoal } from './profile-mutations';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from './profile-queries';
import { StepActions } from './step-actions';
import { useSaveStep } from './use-save-step';

/** Step 1: what the owner wants from A/B testing. */
export function GoalsStepForm() {
  const saved = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarGoal;
  const goals = useSuspenseQuery(profileOptionsQueryOptions()).data.getAvailableAvatarGoals;
  const saveStep = useSaveStep('GOALS');
  const { form, problems, onSubmit } = useServerForm({
    schema: goalsSchema,
    defaultValues: goalsFormValues(saved),
    fields: goalsFieldNames,
    submit: (input) => saveStep(() => saveAvatarGoal(input, saved !== null)),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const goalCategoryId = useWatch({ control: form.control, name: 'goalCategoryId' });

  return (
    <form className="form wizard__form" aria-label="Your goals" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <SelectField
        label="What is your main goal for A/B testing?"
        options={goals.map((goal) => ({ value: goal.id, label: goal.goalName }))}
        error={errors.goalCategoryId?.message}
        {...register('goalCategoryId')}
      />
      {goalCategoryId === otherOptionId && (
        <TextField
          label="Your goal"
          hint="In a few words"
          maxLength={nameLength}
          error={errors.otherGoalCategory?.message}
          {...register('otherGoalCategory')}
        />
      )}
      <TextAreaField
        label="Tell us more about this goal"
        maxLength={commentLength}
        error={errors.goalComment?.message}
        {...register('goalComment')}
      />
      <TextAreaField
        label="What would you most like to improve on your website?"
        maxLength={commentLength}
        error={errors.improvements?.message}
        {...register('improvements')}
      />
      <TextAreaField
        label="How do you plan to use Splitpenny?"
        maxLength={commentLength}
        error={errors.useCase?.message}
        {...register('useCase')}
      />
      <TextAreaField
        label="Does anything concern you about your website? (optional)"
        maxLength={commentLength}
        error={errors.siteConcerns?.message}
        {...register('siteConcerns')}
      />
      <StepActions step="GOALS" submitting={isSubmitting} />
    </form>
  );
}
