import type { AddressFieldText } from '../workspace/name-and-address-fields';

/** The URL field of the websites list's add and edit forms. */
export const websiteAddressField: AddressFieldText = {
  label: 'URL',
  hint: "The website's address, like https://example.com",
  kind: 'website',
};
