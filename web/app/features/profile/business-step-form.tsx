import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormProblems } from '../../components/forms/form-problems';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { businessFieldNames, businessFormValues, businessSchema } from './business-fields';
import { optionList } from './option-list';
import { otherOptionId } from './other-option';
import { nameLength } from './profile-field-rules';
import { saveAvatarBusiness } from './profile-mutations';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from './profile-queries';
import { StepActions } from './step-actions';
import { useSaveStep } from './use-save-step';

/** Step 2: the owner's business and website. Choosing Other reveals (and requires) a field saying what it is. */
export function BusinessStepForm() {
  const saved = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarBusiness;
  const options = useSuspenseQuery(profileOptionsQueryOptions()).data;
  const saveStep = useSaveStep('BUSINESS');
  const { form, problems, onSubmit } = useServerForm({
    schema: businessSchema,
    defaultValues: businessFormValues(saved),
    fields: businessFieldNames,
    submit: (input) => saveStep(() => saveAvatarBusiness(input, saved !== null)),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const [industryId, primaryObjectiveId] = useWatch({
    control: form.control,
    name: ['industryId', 'primaryObjectiveId'],
  });

  return (
    <form className="form wizard__form" aria-label="Your business" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TextField
        label="Business name"
        autoComplete="organization"
        maxLength={nameLength}
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <SelectField
        label="Industry"
        options={optionList(options.getAvatarBusinessIndustries)}
        error={errors.industryId?.message}
        {...register('industryId')}
      />
      {industryId === otherOptionId && (
        <TextField
          label="Your industry"
          maxLength={nameLength}
          error={errors.otherIndustry?.message}
          {...register('otherIndustry')}
        />
      )}
      <SelectField
        label="Monthly website traffic"
        options={optionList(options.getAvatarBusinessTrafficOptions)}
        error={errors.monthlyWebsiteTrafficId?.message}
        {...register('monthlyWebsiteTrafficId')}
      />
      <TextField
        label="Number of employees"
        hint="Including you"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.numEmployees?.message}
        {...register('numEmployees')}
      />
      <SelectField
        label="Main objective of your website"
        options={optionList(options.getAvatarBusinessWebsiteObjectives)}
        error={errors.primaryObjectiveId?.message}
        {...register('primaryObjectiveId')}
      />
      {primaryObjectiveId === otherOptionId && (
        <TextField
          label="Your website’s main objective"
          maxLength={nameLength}
          error={errors.otherPrimaryObjective?.message}
          {...register('otherPrimaryObjective')}
        />
      )}
      <StepActions step="BUSINESS" submitting={isSubmitting} />
    </form>
  );
}
