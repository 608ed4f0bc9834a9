import type { SelectOption } from '../../components/forms/select-field';

/** A lookup list as a select's options. */
export function optionList(options: readonly { readonly id: string; readonly name: string }[]): SelectOption[] {
  return options.map((option) => ({ value: option.id, label: option.name }));
}
