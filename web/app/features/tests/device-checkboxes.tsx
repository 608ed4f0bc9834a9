import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/forms/checkbox-group-field';
import { targetDeviceOptions } from './test-details-fields';

/** The target devices. None checked means every device. */
export function DeviceCheckboxes({ register, error }: { register: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <CheckboxGroupField
      legend="Target devices"
      hint="Leave them all unchecked to run the test on every device."
      options={targetDeviceOptions}
      register={register}
      error={error}
    />
  );
}
