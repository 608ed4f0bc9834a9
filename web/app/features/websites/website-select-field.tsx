import type { ComponentProps } from 'react';
import { SelectField } from '../../components/forms/select-field';

/** A select of the owner's websites by name; its empty first choice reads as "all" in a filter. */
export function WebsiteSelectField({
  websites,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'options'> & {
  websites: readonly { readonly id: string; readonly name: string }[];
}) {
  return <SelectField {...props} options={websites.map((website) => ({ value: website.id, label: website.name }))} />;
}
