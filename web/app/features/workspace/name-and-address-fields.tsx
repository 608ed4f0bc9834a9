import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { nameMaxLength } from '../../../../domain/shared/name-rules';
import { defaultSchemeOf, normaliseOrigin } from '../../../../domain/websites/website-origin-rules';
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
  const url = register('url');
  const [typed, setTyped] = useState('');
  const hint = address.kind === 'website' ? websiteAddressHint(address.hint, typed) : address.hint;
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
        hint={hint}
        {...addressInputs[address.kind]}
        inputMode="url"
        spellCheck={false}
        error={errors.url?.message}
        {...url}
        onChange={(event) => {
          setTyped(event.target.value);
          return url.onChange(event);
        }}
      />
    </>
  );
}

const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A website's address typed without a scheme is saved with one (defaultSchemeOf): the hint says which, and how to
 * choose the other, so that an http site is not silently saved as https (its pages would never match).
 */
export function websiteAddressHint(hint: string, typed: string): string {
  const text = typed.trim();
  if (text === '' || hasScheme.test(text)) return hint;
  const saved = normaliseOrigin(text);
  if (!saved.ok) return hint;
  const other = defaultSchemeOf(text) === 'http' ? 'https' : 'http';
  return `Saved as ${saved.url}: type ${other}:// first if the site uses ${other}.`;
}
