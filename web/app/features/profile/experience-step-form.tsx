import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormProblems } from '../../components/forms/form-problems';
import { TextAreaField } from '../../components/forms/text-area-field';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { CompetitorCheckboxes } from './competitor-checkboxes';
import { experienceFieldNames, experienceFormValues, experienceSchema } from './experience-fields';
import { otherOptionId } from './other-option';
import { commentLength, nameLength } from './profile-field-rules';
import { saveAvatarPreviousExperience } from './profile-mutations';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from './profile-queries';
import { StepActions } from './step-actions';
import { useSaveStep } from './use-save-step';

/** Step 4: the A/B testing tools the owner has used before, if any. */
export function ExperienceStepForm() {
  const saved = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarPreviousExperience;
  const competitors = useSuspenseQuery(profileOptionsQueryOptions()).data.competitors;
  const saveStep = useSaveStep('PREVIOUS_EXPERIENCE');
  const { form, problems, onSubmit } = useServerForm({
    schema: experienceSchema,
    defaultValues: experienceFormValues(saved),
    fields: experienceFieldNames,
    submit: (input) => saveStep(() => saveAvatarPreviousExperience(input, saved !== null)),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const competitorIds = useWatch({ control: form.control, name: 'competitorIds' });

  return (
    <form className="form wizard__form" aria-label="Your experience" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <CompetitorCheckboxes
        competitors={competitors}
        register={register('competitorIds')}
        error={errors.competitorIds?.message}
      />
      {competitorIds.includes(otherOptionId) && (
        <TextField
          label="The other tool you have used"
          maxLength={nameLength}
          error={errors.otherCompetitor?.message}
          {...register('otherCompetitor')}
        />
      )}
      <TextAreaField
        label="Anything you would like us to know about using them? (optional)"
        hint="What worked, what did not, why you moved on"
        maxLength={commentLength}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <StepActions step="PREVIOUS_EXPERIENCE" submitting={isSubmitting} />
    </form>
  );
}
