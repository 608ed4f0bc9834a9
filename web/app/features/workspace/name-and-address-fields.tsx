import type { UseFormRegisterReturn } from 'react-hook-form';
import { nameMaxLength } from '../../../../domain/shared/name-rules';
import { TextField } from '../../components/forms/text-field';

/** How an address input behaves: a website's is a full URL the browser may fill in, a page's may be a bare path. */
export type AddressKind = 'website' | 'page';

export interface AddressFieldText {
  readonly label: string;
  readonly hint: string;
  readonly kind: AddressKind;
}

/** A website's address is an origin, which a URL input and the browser's URL autofill suit. */
const addressInputs = {
  website: { type: 'url', autoComplete: 'url' },
  page: { autoComplete: 'off' },
} as const satisfies Record<AddressKind, { readonly type?: string; readonly autoComplete: string }>;

interface FieldErrorText {
  readonly message?: string | undefined;
}

/**
 * The name and address inputs every website and page form shares (add, edit, and the new-test flow's own), so
 * their limits and input modes stay the same everywhere; each form says its own labels and hint.
 */
export function NameAndAddressFields({
  register,
  errors,
  nameLabel,
  address,
  autoFocus,
}: {
  register: (field: 'name' | 'url') => UseFormRegisterReturn;
  errors: { readonly name?: FieldErrorText | undefined; readonly url?: FieldErrorText | undefined };
  nameLabel: string;
  address: AddressFieldText;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={nameMaxLength}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={address.label}
        hint={address.hint}
        {...addressInputs[address.kind]}
        inputMode="url"
        spellCheck={false}
        error={errors.url?.message}
        {...register('url')}
      />
    </>
  );
}
