import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field';
import { VariantChangeFields } from '../../variants/variant-change-fields';
import { TextAreaField } from '../../../components/forms/text-area-field';
import type { VariantsStepInput } from './new-test-draft';
import { descriptionMaxLength, nameMaxLength } from '../../../../../domain/shared/name-rules';

/** One variant of the new test: a fieldset named "Variant 2", so its repeated labels read in context. */
export function VariantDraftFields({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<VariantsStepInput>;
  register: UseFormRegister<VariantsStepInput>;
  errors: FieldErrors<VariantsStepInput>;
  onRemove: () => void;
}) {
  const redirect = useWatch({ control, name: `variants.${index}.redirect` });
  const variantErrors = errors.variants?.[index];
  const { touchedFields, isSubmitted } = useFormState({ control });
  const touched = touchedFields.variants?.[index];
  // Adding a variant checks the whole list at once: a brand-new empty variant would say "Enter a name" in red before
  // anything was typed. A field's error shows once it was left, the step was sent, or the server named it.
  const shown = (field: 'name' | 'description' | 'pageRedirectUrl', error: FieldError | undefined) =>
    isSubmitted || touched?.[field] === true || error?.type === 'server' ? error?.message : undefined;
  const legend = `Variant ${index + 1}`;
  return (
    <fieldset className="fieldset variant-card">
      <legend className="variant-card__legend">{legend}</legend>
      <TextField
        label="Name"
        hint="Letters, numbers and spaces, like “Green button”"
        autoComplete="off"
        maxLength={nameMaxLength}
        error={shown('name', variantErrors?.name)}
        {...register(`variants.${index}.name`)}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={descriptionMaxLength}
        error={shown('description', variantErrors?.description)}
        {...register(`variants.${index}.description`)}
      />
      <Controller
        control={control}
        name={`variants.${index}.cssCode`}
        render={({ field: css, fieldState: cssState }) => (
          <Controller
            control={control}
            name={`variants.${index}.jsCode`}
            render={({ field: js, fieldState: jsState }) => (
              <VariantChangeFields
                redirect={redirect}
                redirectCheckbox={register(`variants.${index}.redirect`)}
                redirectUrl={register(`variants.${index}.pageRedirectUrl`)}
                redirectUrlError={shown('pageRedirectUrl', variantErrors?.pageRedirectUrl)}
                css={{ value: css.value, onChange: css.onChange, onBlur: css.onBlur, error: cssState.error?.message }}
                js={{ value: js.value, onChange: js.onChange, onBlur: js.onBlur, error: jsState.error?.message }}
              />
            )}
          />
        )}
      />
      <div className="variant-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={onRemove}>
          Remove {legend.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
