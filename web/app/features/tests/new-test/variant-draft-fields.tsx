import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
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
  const legend = `Variant ${index + 1}`;
  return (
    <fieldset className="fieldset variant-card">
      <legend className="variant-card__legend">{legend}</legend>
      <TextField
        label="Name"
        hint="Letters, numbers and spaces, like “Green button”"
        autoComplete="off"
        maxLength={nameMaxLength}
        error={variantErrors?.name?.message}
        {...register(`variants.${index}.name`)}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={descriptionMaxLength}
        error={variantErrors?.description?.message}
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
                redirectUrlError={variantErrors?.pageRedirectUrl?.message}
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
