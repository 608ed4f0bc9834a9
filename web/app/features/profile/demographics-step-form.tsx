import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormProblems } from '../../components/forms/form-problems';
import { RadioGroupField } from '../../components/forms/radio-group-field';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import {
  demographicsFieldNames,
  demographicsFormValues,
  demographicsSchema,
  genderOptions,
  techSavvyOptions,
} from './demographics-fields';
import { optionList } from './option-list';
import { otherOptionId } from './other-option';
import { nameLength } from './profile-field-rules';
import { saveAvatarDemographics } from './profile-mutations';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from './profile-queries';
import { StepActions } from './step-actions';
import { useSaveStep } from './use-save-step';

/** Step 3: who the owner is. */
export function DemographicsStepForm() {
  const saved = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarDemographics;
  const options = useSuspenseQuery(profileOptionsQueryOptions()).data;
  const saveStep = useSaveStep('DEMOGRAPHICS');
  const { form, problems, onSubmit } = useServerForm({
    schema: demographicsSchema,
    defaultValues: demographicsFormValues(saved),
    fields: demographicsFieldNames,
    submit: (input) => saveStep(() => saveAvatarDemographics(input, saved !== null)),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const jobCategoryId = useWatch({ control: form.control, name: 'jobCategoryId' });

  return (
    <form className="form wizard__form" aria-label="About you" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TextField
        label="Nickname"
        hint="What should we call you?"
        autoComplete="nickname"
        maxLength={nameLength}
        error={errors.nickname?.message}
        {...register('nickname')}
      />
      <RadioGroupField
        legend="Gender"
        options={genderOptions}
        register={register('gender')}
        error={errors.gender?.message}
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        error={errors.dob?.message}
        {...register('dob')}
      />
      <SelectField
        label="Country"
        autoComplete="country-name"
        options={optionList(options.countries)}
        error={errors.countryId?.message}
        {...register('countryId')}
      />
      <SelectField
        label="Highest level of education"
        options={optionList(options.educationLevels)}
        error={errors.educationLevelId?.message}
        {...register('educationLevelId')}
      />
      <SelectField
        label="Job category"
        options={optionList(options.jobCategories)}
        error={errors.jobCategoryId?.message}
        {...register('jobCategoryId')}
      />
      {jobCategoryId === otherOptionId && (
        <TextField
          label="Your job category"
          maxLength={nameLength}
          error={errors.otherJobCategory?.message}
          {...register('otherJobCategory')}
        />
      )}
      <TextField
        label="Your position in the business"
        hint="Like Founder or Marketing manager"
        autoComplete="organization-title"
        maxLength={nameLength}
        error={errors.businessPosition?.message}
        {...register('businessPosition')}
      />
      <RadioGroupField
        legend="How comfortable are you with technology?"
        options={techSavvyOptions}
        register={register('techSavvy')}
        error={errors.techSavvy?.message}
      />
      <StepActions step="DEMOGRAPHICS" submitting={isSubmitting} />
    </form>
  );
}
