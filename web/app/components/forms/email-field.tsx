import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * An email address input: the email keyboard on phones and the browser's saved address offered. Labelled
 * 'Email address' unless a form needs another label ('New email address').
 */
export function EmailField({
  label = 'Email address',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & {
  label?: string;
}) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
