import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormProblems } from '../../../components/forms/form-problems';
import { NextButton } from '../../../components/navigation/next-button';
import { emptyVariantFields } from '../../variants/variant-fields';
import { addShare, removeShare } from '../traffic-split';
import { TrafficSplitFieldset } from '../traffic-split-fieldset';
import { variantLabel, variantsStepSchema, type VariantsStepInput } from './new-test-draft';
import { StepBackButton } from './step-back-button';
import type { StepProblems } from './step-problems';
import { useStepProblems } from './use-step-problems';
import { VariantDraftFields } from './variant-draft-fields';
import { WizardStep } from './wizard-step';

/**
 * Step 3: the variants to compare with the control, and how the traffic is split between them. Adding or
 * removing a variant changes the split with it (traffic-split.ts), so the total stays at 100%.
 */
export function VariantsStep({
  values,
  problems,
  focusHeading,
  onNext,
  onBack,
}: {
  values: VariantsStepInput;
  problems: StepProblems | null;
  focusHeading: boolean;
  onNext: (values: VariantsStepInput) => void;
  onBack: (values: VariantsStepInput) => void;
}) {
  const form = useForm<VariantsStepInput>({
    resolver: zodResolver(variantsStepSchema),
    mode: 'onTouched',
    defaultValues: values,
  });
  useStepProblems(problems, form.setError);
  const { control, register } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const split = useWatch({ control, name: 'split' });
  const drafts = useWatch({ control, name: 'variants' });
  const { errors } = form.formState;

  const setSplit = (next: number[]): void =>
    form.setValue('split', next, { shouldValidate: form.formState.isSubmitted });
  const add = (): void => {
    variants.append({ ...emptyVariantFields }, { focusName: `variants.${variants.fields.length}.name` });
    setSplit(addShare(split));
  };
  const remove = (index: number): void => {
    variants.remove(index);
    setSplit(removeShare(split, index + 1));
  };
  const next = form.handleSubmit(() => onNext(form.getValues()));
  const listError = errors.variants?.message ?? errors.variants?.root?.message;

  return (
    <WizardStep step="variants" focusHeading={focusHeading}>
      <form className="form wizard__form" noValidate onSubmit={(event) => void next(event)}>
        <FormProblems problems={problems?.general ?? []} />
        <div className="variant-card variant-card--control">
          <h3 className="variant-card__legend">Control: the original page</h3>
          <p className="variant-card__text">
            Visitors in the control see your page as it is, so the variants have something to be compared with. It can't
            be edited.
          </p>
        </div>
        {variants.fields.map((field, index) => (
          <VariantDraftFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={() => remove(index)}
          />
        ))}
        <div>
          <button type="button" className="button button--secondary" onClick={add}>
            Add variant
          </button>
          {listError !== undefined && (
            <p className="field__error" role="alert">
              {listError}
            </p>
          )}
        </div>
        {variants.fields.length > 0 && (
          <TrafficSplitFieldset
            labels={['Control', ...variants.fields.map((_, index) => variantLabel(drafts[index], index))]}
            split={split}
            onChange={setSplit}
            error={errors.split?.message}
          />
        )}
        <div className="wizard__actions">
          <StepBackButton onClick={() => onBack(form.getValues())} />
          <NextButton />
        </div>
      </form>
    </WizardStep>
  );
}
