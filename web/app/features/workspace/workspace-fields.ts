import { z } from 'zod';
import { addressMaxLength, addressMessages } from '../../../../domain/websites/address-rules';
import { nameField } from './name-field';

/** Only presence is checked here: the server normalises the address and explains what it cannot accept. */
export const siteAddressField = z
  .string()
  .trim()
  .min(1, addressMessages.missing)
  .max(addressMaxLength, addressMessages.tooLong);

/** What a website and a page both are to their forms: a name and an address. */
export const nameAndAddressSchema = z.object({ name: nameField, url: siteAddressField });

export type NameAndAddress = z.output<typeof nameAndAddressSchema>;

export const websiteFieldsSchema = nameAndAddressSchema;
