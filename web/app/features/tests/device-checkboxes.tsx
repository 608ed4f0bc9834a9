import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { targetDeviceOptions } from './test-details-fields';

/**
 * The target devices as a checkbox group in a fieldset, with one group error (SPEC §5). None checked means every
 * device, which the hint says, since an empty group usually reads as "none".
 */
export function DeviceCheckboxes({ register, error }: { register: UseFormRegisterReturn; error?: string | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`fieldset${error === undefined ? '' : ' fieldset--invalid'}`}
      aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
    >
      <legend className="field__label">Target devices</legend>
      <p className="field__hint" id={hintId}>
        Leave them all unchecked to run the test on every device.
      </p>
      <div className="checkbox-group">
        {targetDeviceOptions.map((option) => (
          <label key={option.value} className="checkbox">
            <input type="checkbox" value={option.value} {...register} />
            {option.label}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
