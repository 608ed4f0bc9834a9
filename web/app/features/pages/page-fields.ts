import { z } from 'zod';
import type { AddressFieldText } from '../workspace/name-and-address-fields';
import { nameAndAddressSchema } from '../workspace/workspace-fields';

/** The URL field of the pages list's add and edit forms. */
export const pageAddressField: AddressFieldText = {
  label: 'URL',
  hint: 'A path like /pricing, or the full address',
  kind: 'page',
};

export const pageFieldsSchema = nameAndAddressSchema;

export const newPageFieldsSchema = pageFieldsSchema.extend({
  websiteId: z.string().min(1, 'Choose a website'),
});
